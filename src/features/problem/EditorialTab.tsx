/**
 * Editorial tab (spec §2.5): the problem's video with our own controls (or a clear note that
 * there is none), then the approaches — name, key ideas, steps with `inline code`, time and space
 * complexity. Everything but the video comes from the cached problem, so it reads offline.
 */
import { PROBLEM_TABS_TEXT } from '../../../common/texts/problem-tabs.ts';
import type { Approach, ProblemDetail } from '../../../common/contract/index.ts';
import { InlineText } from '../../ui/RichText.tsx';
import { VideoPlayer } from '../../ui/VideoPlayer.tsx';

function ApproachCard({ approach }: { approach: Approach }) {
  const [time, space] = approach.complexities;
  return (
    <article className="card card-border border-base-300" data-testid="approach">
      <div className="card-body gap-3 p-4">
        <h3 className="card-title text-base">{approach.name}</h3>
        {approach.concept.length > 0 && (
          <section>
            <h4 className="text-sm font-semibold text-base-content/70">{PROBLEM_TABS_TEXT.editorial.concepts}</h4>
            <ul className="list-disc pl-5">
              {approach.concept.map((c, i) => (
                <li key={i}>
                  <InlineText text={c} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {approach.steps.length > 0 && (
          <section>
            <h4 className="text-sm font-semibold text-base-content/70">{PROBLEM_TABS_TEXT.editorial.steps}</h4>
            <ol className="pj-prose list-decimal pl-5">
              {approach.steps.map((s, i) => (
                <li key={i}>
                  <InlineText text={s} />
                </li>
              ))}
            </ol>
          </section>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {time && (
            <>
              <dt className="text-base-content/70">{PROBLEM_TABS_TEXT.editorial.time}</dt>
              <dd className="font-mono">{time}</dd>
            </>
          )}
          {space && (
            <>
              <dt className="text-base-content/70">{PROBLEM_TABS_TEXT.editorial.space}</dt>
              <dd className="font-mono">{space}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  );
}

/** The Editorial tab. */
export function EditorialTab({ problem }: { problem: ProblemDetail }) {
  return (
    <div className="flex flex-col gap-6">
      {problem.secureUrl ? (
        <VideoPlayer src={problem.secureUrl} poster={problem.thumbnailUrl} durationS={problem.duration} title={problem.title} />
      ) : (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-base-content/70" data-testid="no-video">
          {PROBLEM_TABS_TEXT.editorial.noVideo}
        </p>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="approaches-title">
        <h2 id="approaches-title" className="text-lg font-semibold">
          {PROBLEM_TABS_TEXT.editorial.approaches}
        </h2>
        {problem.Aprouch.length === 0 ? (
          <p className="text-base-content/70">{PROBLEM_TABS_TEXT.editorial.noApproaches}</p>
        ) : (
          problem.Aprouch.map((a, i) => <ApproachCard key={i} approach={a} />)
        )}
      </section>
    </div>
  );
}
