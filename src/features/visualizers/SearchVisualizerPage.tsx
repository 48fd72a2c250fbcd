/**
 * /visualizers/SearchAlgo (spec §2.9 "Search"): linear and binary search over the spec's fixed
 * arrays. The learner types a numeric target and presses Start; the steps of
 * `model/search.ts` play at (6 − speed) s each. Found is green, the element being checked
 * yellow, eliminated ones red; the message under the array says the same in words.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { VISUALIZERS_TEXT } from '../../../common/texts/visualizers.ts';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { FieldError, Legend, SpeedSlider, VisualizerFrame } from './controls.tsx';
import {
  BINARY_ARRAY,
  LINEAR_ARRAY,
  SEARCH_SPEED,
  parseTarget,
  searchHoldMs,
  searchSteps,
  stepDelayMs,
  type CellRole,
  type SearchAlgorithm,
  type SearchStep,
} from './model/search.ts';
import { useStepPlayer } from './useStepPlayer.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

const t = VISUALIZERS_TEXT.visualizers.search;

const TABS: readonly TabSpec<SearchAlgorithm>[] = [
  { key: 'linear', label: t.linear },
  { key: 'binary', label: t.binary },
];

const CELL_CLASS: Record<CellRole, string> = {
  idle: 'bg-base-200 border-base-300',
  checking: 'bg-warning text-warning-content border-warning',
  found: 'bg-success text-success-content border-success',
  eliminated: 'bg-error text-error-content border-error',
};

const LEGEND = [
  { label: t.legendFound, className: 'bg-success' },
  { label: t.legendChecking, className: 'bg-warning' },
  { label: t.legendEliminated, className: 'bg-error' },
] as const;

/** The array as a row of boxes, with the binary search's low / mid / high markers under them. */
function ArrayRow({ values, step, bounds }: { values: readonly number[]; step: SearchStep | null; bounds: boolean }) {
  return (
    <ol aria-label={t.array} className="grid grid-cols-8 gap-1 sm:gap-2" data-testid="search-array">
      {values.map((value, i) => {
        const role = step?.roles[i] ?? 'idle';
        const markers = [step?.low === i && t.low, step?.mid === i && t.mid, step?.high === i && t.high].filter(Boolean) as string[];
        return (
          <li key={i} className="flex min-w-0 flex-col items-center gap-1" data-testid="search-cell" data-role={role}>
            <span
              className={`flex h-12 w-full items-center justify-center rounded-md border-2 font-mono text-sm font-semibold transition-colors duration-300 motion-reduce:transition-none sm:h-14 sm:text-base ${CELL_CLASS[role]}`}
              aria-hidden="true"
            >
              {value}
            </span>
            <span className="text-xs text-base-content/80" aria-hidden="true">
              {i}
            </span>
            {bounds && (
              <span className="h-8 text-center text-[0.7rem] leading-tight font-semibold text-base-content" aria-hidden="true" data-testid="search-marker">
                {markers.join(' ')}
              </span>
            )}
            <span className="sr-only">{t.cell(i, value, [t.roleName[role], ...markers].filter(Boolean).join(', '))}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The search visualizer. */
export function SearchVisualizerPage() {
  const [algorithm, setAlgorithm] = useState<SearchAlgorithm>('linear');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [speed, setSpeed] = useState<number>(SEARCH_SPEED.initial);
  const hold = useCallback((step: SearchStep) => searchHoldMs(step, algorithm, speed), [algorithm, speed]);
  const player = useStepPlayer<SearchStep>(hold);
  const inputId = useId();
  const errorId = useId();
  const values = algorithm === 'linear' ? LINEAR_ARRAY : BINARY_ARRAY;

  const start = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseTarget(target);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    player.play(searchSteps(algorithm, parsed.value));
  };

  const reset = () => {
    player.clear();
    setTarget('');
    setError(null);
  };

  const selectTab = (key: SearchAlgorithm) => {
    player.clear();
    setAlgorithm(key);
  };

  return (
    <VisualizerFrame title={t.title}>
      <PageTitle>{VISUALIZERS_TEXT.pageTitle.search}</PageTitle>
      <TabList label={t.tabs} idPrefix="search" tabs={TABS} selected={algorithm} onSelect={selectTab} />
      <TabPanel idPrefix="search" tabKey={algorithm} className="flex min-w-0 flex-col gap-5 rounded-box border border-base-300 p-4">
        <p className="text-base-content/80">{algorithm === 'linear' ? t.linearAbout : t.binaryAbout}</p>
        <ArrayRow values={values} step={player.step} bounds={algorithm === 'binary'} />
        <p role="status" aria-live="polite" className="min-h-12 rounded-box bg-base-200 px-3 py-2" data-testid="search-message">
          {player.step?.message ?? t.ready}
        </p>
        <Legend title={VISUALIZERS_TEXT.visualizers.legend} entries={LEGEND} />
        <form className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_auto_minmax(0,16rem)] sm:items-end" onSubmit={start} noValidate>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t.target}
            </label>
            <input
              id={inputId}
              className={`input w-full ${error ? 'input-error' : ''}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t.targetPlaceholder}
              value={target}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setTarget(e.currentTarget.value)}
            />
          </div>
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={player.running}>
              {VISUALIZERS_TEXT.visualizers.start}
            </button>
            <button type="button" className="btn btn-outline" onClick={reset}>
              {VISUALIZERS_TEXT.visualizers.reset}
            </button>
          </div>
          <SpeedSlider value={speed} seconds={stepDelayMs(speed) / 1000} onChange={setSpeed} />
          {error && <FieldError id={errorId} message={error} className="sm:col-span-3" />}
        </form>
        <p className="text-xs text-base-content/80">{t.timing}</p>
      </TabPanel>
    </VisualizerFrame>
  );
}
