/**
 * /visualizers/datastructures (spec §2.9 "Data structures"): a stack (Peek, Push, Pop) and a
 * queue (Enqueue, Dequeue, Front) of text values, purely on this device. Push / Enqueue append
 * the typed value and clear the field (a blank value is refused with a message); Peek / Front
 * say 'Top element is X' / 'Front element is X' (or that it is empty) for 3 seconds. Readouts
 * show the top / front element and the size. The operations are `model/structures.ts`.
 */
import { useId } from 'react';
import { VISUALIZERS_TEXT } from '../../../common/texts/visualizers.ts';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { FieldError, VisualizerFrame } from './controls.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useStructures, type Structure, type StructuresState } from './useStructures.ts';

const t = VISUALIZERS_TEXT.visualizers.structures;

const TABS: readonly TabSpec<Structure>[] = [
  { key: 'stack', label: t.stack },
  { key: 'queue', label: t.queue },
];

/** The stack drawn top first, as a column (a bucket open at the top). */
function StackView({ items }: { items: readonly string[] }) {
  const topFirst = items.map((value, i) => ({ value, i })).reverse();
  return (
    <div className="flex min-h-24 w-full max-w-xs flex-col self-center rounded-b-box border-x-4 border-b-4 border-base-300 p-2" data-testid="stack-items">
      {items.length === 0 ? (
        <p className="m-auto text-sm text-base-content/80">{t.stackLabel(0)}</p>
      ) : (
        <ol aria-label={t.stackLabel(items.length)} className="flex flex-col gap-1.5">
          {topFirst.map(({ value, i }, k) => (
            <li key={i} className={`flex items-center justify-between gap-2 rounded-md px-3 py-2 font-mono break-all ${k === 0 ? 'border-2 border-accent bg-accent text-accent-content' : 'border-2 border-primary bg-base-200 text-base-content'}`}>
              <span data-testid="structure-item">{value}</span>
              {k === 0 && <span className="font-sans text-xs font-semibold">{t.topMarker}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The queue drawn front first, as a wrapping row (a pipe open at both ends). */
function QueueView({ items }: { items: readonly string[] }) {
  return (
    <div className="flex min-h-20 rounded-box border-y-4 border-base-300 p-2" data-testid="queue-items">
      {items.length === 0 ? (
        <p className="m-auto text-sm text-base-content/80">{t.queueLabel(0)}</p>
      ) : (
        <ol aria-label={t.queueLabel(items.length)} className="flex min-w-0 flex-wrap items-start gap-2">
          {items.map((value, i) => (
            <li
              key={i}
              className={`flex max-w-full min-w-14 flex-col items-center rounded-md px-3 py-2 font-mono break-all ${i === 0 ? 'border-2 border-accent bg-accent text-accent-content' : 'border-2 border-primary bg-base-200 text-base-content'}`}
            >
              <span data-testid="structure-item">{value}</span>
              {(i === 0 || i === items.length - 1) && (
                <span className="font-sans text-xs font-semibold">{[i === 0 && t.frontMarker, i === items.length - 1 && t.rearMarker].filter(Boolean).join(' · ')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The stack and queue visualizer. */
export function DataStructuresPage() {
  const state = useStructures();
  const { tab, items, head, message } = state;
  const isStack = tab === 'stack';

  return (
    <VisualizerFrame title={t.title}>
      <PageTitle>{VISUALIZERS_TEXT.pageTitle.structures}</PageTitle>
      <TabList label={t.tabs} idPrefix="ds" tabs={TABS} selected={tab} onSelect={state.selectTab} />
      <TabPanel idPrefix="ds" tabKey={tab} className="flex min-w-0 flex-col gap-5 rounded-box border border-base-300 p-4">
        <StructureForm state={state} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="structure-readouts">
          <dt className="font-medium">{isStack ? t.topReadout : t.frontReadout}:</dt>
          <dd className="font-mono break-all" data-testid="structure-head">
            {head ?? t.none}
          </dd>
          <dt className="font-medium">{t.size}:</dt>
          <dd className="font-mono" data-testid="structure-size">
            {items.length}
          </dd>
        </dl>
        <p role="status" aria-live="polite" className="min-h-10 rounded-box bg-base-200 px-3 py-2 break-words" data-testid="structure-message">
          {message ?? ''}
        </p>
        {isStack ? <StackView items={items} /> : <QueueView items={items} />}
      </TabPanel>
    </VisualizerFrame>
  );
}

/** The value field with its message, and the shown structure's operations and Reset. */
function StructureForm({ state }: { state: StructuresState }) {
  const { value, error, add, changeValue } = state;
  const inputId = useId();
  const errorId = useId();
  return (
    <form className="flex flex-col gap-3" onSubmit={add} noValidate>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.value}
        </label>
        <input
          id={inputId}
          className={`input w-full max-w-sm ${error ? 'input-error' : ''}`}
          type="text"
          autoComplete="off"
          placeholder={t.valuePlaceholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => changeValue(e.currentTarget.value)}
        />
        {error && <FieldError id={errorId} message={error} />}
      </div>
      <StructureButtons state={state} />
    </form>
  );
}

/** Peek, Push, Pop (stack) or Enqueue, Dequeue, Front (queue), then Reset. */
function StructureButtons({ state: { tab, look, remove, reset } }: { state: StructuresState }) {
  return (
    <div className="flex flex-wrap gap-2">
      {tab === 'stack' ? (
        <>
          <button type="button" className="btn btn-outline" onClick={look}>
            {t.peek}
          </button>
          <button type="submit" className="btn btn-primary">
            {t.push}
          </button>
          <button type="button" className="btn btn-outline" onClick={remove}>
            {t.pop}
          </button>
        </>
      ) : (
        <>
          <button type="submit" className="btn btn-primary">
            {t.enqueue}
          </button>
          <button type="button" className="btn btn-outline" onClick={remove}>
            {t.dequeue}
          </button>
          <button type="button" className="btn btn-outline" onClick={look}>
            {t.front}
          </button>
        </>
      )}
      <button type="button" className="btn btn-outline" onClick={reset}>
        {VISUALIZERS_TEXT.visualizers.reset}
      </button>
    </div>
  );
}
