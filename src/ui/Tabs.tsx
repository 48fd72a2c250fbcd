/**
 * Accessible tabs (WAI-ARIA tabs pattern): `role=tablist` with `role=tab` buttons, roving
 * tabindex, Arrow Left/Right, Home and End move between tabs; the panel is `role=tabpanel`.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab. */
export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

/** Id of the tab button for `key` (the panel is labelled by it). */
export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
/** Id of the panel for `key`. */
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

interface TabListProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Unique prefix of the tab and panel ids. */
  idPrefix: string;
  tabs: readonly TabSpec<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/** The tab bar. */
export function TabList<K extends string>({ label, idPrefix, tabs, selected, onSelect, className = '' }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tabs tabs-border flex-nowrap overflow-x-auto ${className}`} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const active = t.key === selected;
        return (
          <button
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, t.key)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, t.key)}
            tabIndex={active ? 0 : -1}
            className={`tab whitespace-nowrap ${active ? 'tab-active font-semibold' : 'text-base-content/80'}`}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab. */
export function TabPanel({ idPrefix, tabKey, children, className = '' }: { idPrefix: string; tabKey: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tabKey)} aria-labelledby={tabId(idPrefix, tabKey)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
