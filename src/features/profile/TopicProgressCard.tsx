/**
 * The profile's progress by topic: one row per topic of the library with the learner's solved
 * problems of that topic out of all of them, as a number and a bar (`<progress>`, named by its row).
 */
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import type { TopicProgress } from './stats.ts';

export function TopicProgressCard({ rows }: { rows: readonly TopicProgress[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="card bg-base-200" aria-labelledby="topics-title">
      <div className="card-body gap-3 p-4">
        <h2 id="topics-title" className="card-title text-lg">
          {PROFILE_TEXT.topicsTitle}
        </h2>
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map((r) => (
            <li key={r.topic} className="flex flex-col gap-1" data-testid="topic-progress">
              <div className="flex justify-between gap-2 text-sm">
                <span>{r.topic}</span>
                <span className="font-mono text-base-content/80">{PROFILE_TEXT.solvedOf(r.solved, r.total)}</span>
              </div>
              <progress className="progress progress-success h-1.5 w-full" value={r.solved} max={r.total} aria-label={PROFILE_TEXT.topicProgress(r.topic, r.solved, r.total)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
