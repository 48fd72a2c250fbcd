/**
 * /visualizers/sorting (spec §2.9 "Sorting"): selection, bubble and insertion sort on a bar
 * chart (bar height = value × 2 px). Size 5–15, speed 1–5 ((6 − speed) s per step, half for
 * insertion), Start, Reset (restores the spec's array and size 12, stopping a running sort) and
 * Shuffle (one of 5 presets). While a sort runs, Start, Shuffle and Size are disabled and a tab
 * switch is refused with the spec's warning in a toast. The steps come from `model/sorting.ts`.
 */
import { useCallback, useState } from 'react';
import { VISUALIZERS_TEXT } from '../../../common/texts/visualizers.ts';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { Legend, Slider, SpeedSlider, VisualizerFrame } from './controls.tsx';
import {
  RESET_VALUES,
  SHUFFLE_PRESETS,
  SORT_SIZE,
  SORT_SPEED,
  barHeightPx,
  pickPreset,
  sortHoldMs,
  sortSteps,
  valuesForSize,
  type BarRole,
  type SortAlgorithm,
  type SortStep,
} from './model/sorting.ts';
import { useStepPlayer } from './useStepPlayer.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

const t = VISUALIZERS_TEXT.visualizers.sorting;

const TABS: readonly TabSpec<SortAlgorithm>[] = [
  { key: 'selection', label: t.selection },
  { key: 'bubble', label: t.bubble },
  { key: 'insertion', label: t.insertion },
];

const BAR_CLASS: Record<BarRole, string> = {
  idle: 'bg-primary',
  comparing: 'bg-warning',
  key: 'bg-info',
  swap: 'bg-error',
  sorted: 'bg-success',
};

const LEGEND = [
  { label: t.comparing, className: BAR_CLASS.comparing },
  { label: t.key, className: BAR_CLASS.key },
  { label: t.swap, className: BAR_CLASS.swap },
  { label: t.sorted, className: BAR_CLASS.sorted },
] as const;

/** Tallest bar the chart must hold (px). */
const CHART_PX = barHeightPx(Math.max(...RESET_VALUES, ...SHUFFLE_PRESETS.flat()));

/** The bar chart; the figure's caption lists the values for screen readers. */
function BarChart({ values, roles }: { values: readonly number[]; roles: readonly BarRole[] | null }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="sr-only" data-testid="sort-caption">
        {t.chartLabel(values)}
      </figcaption>
      <div className="flex items-end justify-center gap-1 sm:gap-2" style={{ height: CHART_PX }} aria-hidden="true" data-testid="sort-chart">
        {values.map((value, i) => {
          const role = roles?.[i] ?? 'idle';
          return (
            <div key={i} className="flex max-w-12 min-w-0 flex-1 flex-col items-center justify-end" data-testid="sort-bar" data-value={value} data-role={role}>
              <div
                className={`w-full rounded-t-md transition-[height,background-color] duration-300 motion-reduce:transition-none ${BAR_CLASS[role]}`}
                style={{ height: barHeightPx(value) }}
              />
            </div>
          );
        })}
      </div>
      <div className="flex justify-center gap-1 sm:gap-2" aria-hidden="true">
        {values.map((value, i) => (
          <span key={i} className="max-w-12 min-w-0 flex-1 text-center font-mono text-[0.65rem] sm:text-xs">
            {value}
          </span>
        ))}
      </div>
    </figure>
  );
}

/** The sorting visualizer. */
export function SortingVisualizerPage() {
  const toast = useToast();
  const [algorithm, setAlgorithm] = useState<SortAlgorithm>('selection');
  const [source, setSource] = useState<readonly number[]>(RESET_VALUES);
  const [preset, setPreset] = useState(-1);
  const [size, setSize] = useState<number>(SORT_SIZE.initial);
  const [speed, setSpeed] = useState<number>(SORT_SPEED.initial);
  const hold = useCallback(() => sortHoldMs(algorithm, speed), [algorithm, speed]);
  const player = useStepPlayer<SortStep>(hold);
  const { running } = player;
  const values = player.step?.array ?? valuesForSize(source, size);

  const selectTab = (key: SortAlgorithm) => {
    if (key === algorithm) return;
    if (running) {
      toast.show({ kind: 'warning', text: t.switchWarning });
      return;
    }
    setAlgorithm(key);
  };

  const changeSize = (n: number) => {
    player.clear();
    setSize(n);
  };

  const reset = () => {
    player.clear();
    setSource(RESET_VALUES);
    setPreset(-1);
    setSize(SORT_SIZE.initial);
  };

  const shuffle = () => {
    const next = pickPreset(preset);
    player.clear();
    setPreset(next);
    setSource(SHUFFLE_PRESETS[next]!);
  };

  return (
    <VisualizerFrame title={t.title}>
      <PageTitle>{VISUALIZERS_TEXT.pageTitle.sorting}</PageTitle>
      <TabList label={t.tabs} idPrefix="sort" tabs={TABS} selected={algorithm} onSelect={selectTab} />
      <TabPanel idPrefix="sort" tabKey={algorithm} className="flex min-w-0 flex-col gap-5 rounded-box border border-base-300 p-4">
        <Legend title={VISUALIZERS_TEXT.visualizers.legend} entries={LEGEND} />
        <BarChart values={values} roles={player.step?.roles ?? null} />
        <p role="status" aria-live="polite" className="min-h-10 rounded-box bg-base-200 px-3 py-2" data-testid="sort-message">
          {player.step?.message ?? t.ready}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Slider
            label={t.size}
            value={size}
            min={SORT_SIZE.min}
            max={SORT_SIZE.max}
            valueText={String(size)}
            disabled={running}
            onChange={changeSize}
          />
          <SpeedSlider value={speed} seconds={sortHoldMs(algorithm, speed) / 1000} onChange={setSpeed} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={running} onClick={() => player.play(sortSteps(algorithm, values))}>
            {VISUALIZERS_TEXT.visualizers.start}
          </button>
          <button type="button" className="btn btn-outline" onClick={reset}>
            {VISUALIZERS_TEXT.visualizers.reset}
          </button>
          <button type="button" className="btn btn-outline" disabled={running} onClick={shuffle}>
            {t.shuffle}
          </button>
        </div>
        {algorithm === 'insertion' && <p className="text-xs text-base-content/80">{t.insertionHalf}</p>}
      </TabPanel>
    </VisualizerFrame>
  );
}
