/**
 * The submission heat map (spec §2.11, §9): the past 365 days as week columns, each day coloured
 * by its band (0, 1–2, 3–4, 5–6, 7+), titled 'N submissions in the past one year'. Each day's
 * count is its title and accessible name; the grid scrolls sideways inside its card on a phone,
 * opened at its newest weeks (today's column in view).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { buildHeatmap, type HeatBand } from './stats.ts';

const BAND_CLASS: Record<HeatBand, string> = {
  0: 'bg-base-300',
  1: 'bg-success/30',
  2: 'bg-success/55',
  3: 'bg-success/80',
  4: 'bg-success',
};

export function SubmissionHeatmap({ createdAt, today }: { createdAt: string[]; today: Date }) {
  const map = useMemo(() => buildHeatmap(createdAt, today), [createdAt, today]);
  const strip = useRef<HTMLDivElement>(null);
  // The newest week is the last column: show it, not the year-old ones, when the grid is wider than its card.
  useLayoutEffect(() => {
    const el = strip.current;
    if (el) el.scrollLeft = el.scrollWidth - el.clientWidth;
  }, [map.weeks.length]);
  return (
    <section className="card bg-base-200" aria-labelledby="heatmap-title">
      <div className="card-body gap-3 p-4">
        <h2 id="heatmap-title" className="card-title text-lg" data-testid="heatmap-title">
          {PROFILE_TEXT.heatmapTitle(map.total)}
        </h2>
        {map.total === 0 && <p className="text-sm text-base-content/80">{PROFILE_TEXT.heatmapNone}</p>}
        <div ref={strip} className="overflow-x-auto pb-1" data-testid="heatmap-strip">
          <div className="flex w-max gap-[3px]" role="list" aria-label={PROFILE_TEXT.heatmapTitle(map.total)}>
            {map.weeks.map((week, w) => (
              <div key={w} className="flex flex-col gap-[3px]" role="presentation">
                {week.map((cell, d) =>
                  cell ? (
                    <span
                      key={cell.day}
                      role="listitem"
                      className={`block h-3 w-3 rounded-[2px] ${BAND_CLASS[cell.band]}`}
                      title={PROFILE_TEXT.heatmapCell(cell.day, cell.count)}
                      aria-label={PROFILE_TEXT.heatmapCell(cell.day, cell.count)}
                      data-band={cell.band}
                      data-day={cell.day}
                    />
                  ) : (
                    <span key={`pad-${d}`} className="block h-3 w-3" aria-hidden="true" />
                  ),
                )}
              </div>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-end gap-1 text-xs text-base-content/80" aria-hidden="true">
          {PROFILE_TEXT.heatmapLegendLess}
          {([0, 1, 2, 3, 4] as const).map((b) => (
            <span key={b} className={`block h-3 w-3 rounded-[2px] ${BAND_CLASS[b]}`} />
          ))}
          {PROFILE_TEXT.heatmapLegendMore}
        </div>
      </div>
    </section>
  );
}
