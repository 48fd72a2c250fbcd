/**
 * The solved donut (spec §2.11): one ring segment per difficulty, its length the share of that
 * difficulty's problems the learner solved; the numbers beside it are the text alternative.
 */
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { TEXT } from '../../../common/texts.ts';
import type { SolvedShare } from './stats.ts';

const STROKE: Record<SolvedShare['difficulty'], string> = { easy: 'stroke-success', medium: 'stroke-warning', hard: 'stroke-error' };
const DOT_CLASS: Record<SolvedShare['difficulty'], string> = { easy: 'bg-success', medium: 'bg-warning', hard: 'bg-error' };
/** Radius of the three rings (outer to inner), in SVG units. */
const RADII = [42, 32, 22];

export function SolvedDonut({ shares }: { shares: SolvedShare[] }) {
  const solved = shares.reduce((s, x) => s + x.solved, 0);
  const total = shares.reduce((s, x) => s + x.total, 0);
  const label = PROFILE_TEXT.donutLabel(shares.map((s) => `${TEXT.difficulty[s.difficulty]} ${s.solved} of ${s.total}`).join(', '));
  return (
    <section className="card bg-base-200" aria-labelledby="solved-title">
      <div className="card-body gap-3 p-4">
        <h2 id="solved-title" className="card-title text-lg">
          {PROFILE_TEXT.solvedTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-6">
          <svg viewBox="0 0 100 100" className="h-32 w-32 shrink-0 -rotate-90" role="img" aria-label={label}>
            {shares.map((s, i) => {
              const r = RADII[i]!;
              const length = 2 * Math.PI * r;
              return (
                <g key={s.difficulty}>
                  <circle cx="50" cy="50" r={r} fill="none" className="stroke-base-300" strokeWidth="7" />
                  {s.share > 0 && <circle cx="50" cy="50" r={r} fill="none" className={STROKE[s.difficulty]} strokeWidth="7" strokeLinecap="round" strokeDasharray={`${length * s.share} ${length}`} />}
                </g>
              );
            })}
          </svg>
          <div className="flex flex-col gap-1">
            <p className="text-2xl font-bold" data-testid="solved-total">
              {PROFILE_TEXT.solvedOf(solved, total)}
            </p>
            <ul className="text-sm">
              {shares.map((s) => (
                <li key={s.difficulty} data-testid={`solved-${s.difficulty}`}>
                  <span className={`mr-1 inline-block h-2.5 w-2.5 rounded-full ${DOT_CLASS[s.difficulty]}`} aria-hidden="true" />
                  <span className="font-semibold">{TEXT.difficulty[s.difficulty]}</span> {PROFILE_TEXT.solvedOf(s.solved, s.total)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
