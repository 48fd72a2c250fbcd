/**
 * Accessible tabs (WAI-ARIA tabs pattern): `role=tablist` with `role=tab` buttons, roving
 * tabindex, Arrow Left/Right, Home and End move between tabs; the panel is `role=tabpanel`.
 *
 * A strip wider than its box scrolls sideways inside itself (never the page): it fades out at an
 * edge that hides tabs (`data-more="start end"`, styled by `.pj-tab-strip` in styles.css), and the
 * selected tab is scrolled into view whenever it changes.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { hiddenEdges, moreAttribute, scrollLeftToReveal } from './scroll-strip.ts';
import { inTaskAfter } from './idle.ts';

/** Width of the edge fade in CSS px (2.5rem in styles.css); a tab scrolled into view keeps clear of it. */
const FADE_PX = 40;

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

/** Which edges of `strip` hide tabs (its `data-more` value): kept current on scroll and whenever the strip or a tab changes size. */
function useHiddenEdges(stripRef: RefObject<HTMLDivElement | null>, tabs: readonly unknown[]): string | undefined {
  const [more, setMore] = useState<string | undefined>(undefined);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const update = () => setMore(moreAttribute(hiddenEdges(strip)));
    strip.addEventListener('scroll', update, { passive: true });
    // Its first callback, after the browser's next layout, gives the first value: reading the sizes
    // here would force a layout of the new page inside React's commit. The sizes are read in the task
    // after the frame, not inside it (`inTaskAfter`).
    const afterResize = inTaskAfter(update);
    const observer = new ResizeObserver(afterResize.callback);
    observer.observe(strip);
    for (const tab of strip.children) observer.observe(tab);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
      afterResize.close();
    };
  }, [stripRef, tabs]);
  return more;
}

/**
 * Scrolls the selected tab into view inside the strip (the page itself does not scroll): at once
 * the first time, smoothly afterwards unless the learner prefers reduced motion. A new strip starts
 * scrolled to its start, so when its first tab is the selected one there is nothing to measure.
 */
function useSelectedTabInView<K extends string>(
  stripRef: RefObject<HTMLDivElement | null>,
  tabRefs: RefObject<Map<K, HTMLButtonElement>>,
  selected: K,
  selectedIsFirst: boolean,
): void {
  const scrolledOnce = useRef(false);
  useEffect(() => {
    // Measuring would lay out the whole new page inside the frame callback, ahead of the browser's own
    // layout of that frame: a long script task on a slow phone, for a strip already where it must be.
    if (!scrolledOnce.current && selectedIsFirst) {
      scrolledOnce.current = true;
      return;
    }
    // Measured in the next frame, where the browser lays the page out anyway, not in React's commit.
    const frame = requestAnimationFrame(() => {
      const strip = stripRef.current;
      const tab = tabRefs.current.get(selected);
      if (!strip || !tab) return;
      const left = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
      const target = scrollLeftToReveal(strip, left, tab.offsetWidth, FADE_PX);
      const animate = scrolledOnce.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrolledOnce.current = true;
      if (Math.abs(target - strip.scrollLeft) >= 1) strip.scrollTo({ left: target, behavior: animate ? 'smooth' : 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [stripRef, tabRefs, selected, selectedIsFirst]);
}

/**
 * The index of the tab a key moves to from tab `index` of `count` (Arrow Right/Left wrap around,
 * Home and End go to the first and last), or -1 when the key moves nothing.
 */
function tabIndexAfterKey(key: string, index: number, count: number): number {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

/** The tab bar. */
export function TabList<K extends string>({ label, idPrefix, tabs, selected, onSelect, className = '' }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const stripRef = useRef<HTMLDivElement>(null);
  const more = useHiddenEdges(stripRef, tabs);
  useSelectedTabInView(stripRef, refs, selected, tabs[0]?.key === selected);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(e.key, tabs.findIndex((t) => t.key === selected), tabs.length);
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    // The strip scrolls the tab into view itself, clear of the edge fade.
    refs.current.get(tab.key)?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={stripRef}
      role="tablist"
      aria-label={label}
      data-more={more}
      className={`pj-tab-strip tabs tabs-border flex-nowrap overflow-x-auto ${className}`}
      onKeyDown={onKeyDown}
    >
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
