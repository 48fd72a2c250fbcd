/**
 * /contest (spec §2.10): two static contest cards with hard-coded countdown text; each links
 * to /sorry (contests are not available).
 */
import { Link } from 'react-router-dom';
import { CONTEST_TEXT } from '../../../common/texts/contest.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

const CONTESTS = [
  { title: CONTEST_TEXT.contest.weeklyTitle, time: CONTEST_TEXT.contest.weeklyTime, countdown: CONTEST_TEXT.contest.weeklyCountdown, tone: 'from-primary/30' },
  { title: CONTEST_TEXT.contest.biweeklyTitle, time: CONTEST_TEXT.contest.biweeklyTime, countdown: CONTEST_TEXT.contest.biweeklyCountdown, tone: 'from-secondary/30' },
] as const;

/** The contest listing. */
export function ContestPage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle>{CONTEST_TEXT.pageTitle.contest}</PageTitle>
      <div>
        <h1 className="text-3xl font-bold">{CONTEST_TEXT.contest.title}</h1>
        <p className="text-base-content/70">{CONTEST_TEXT.contest.subtitle}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {CONTESTS.map((c) => (
          <li key={c.title}>
            <Link to="/sorry" className={`card card-border h-full bg-gradient-to-br ${c.tone} to-base-100 transition hover:shadow-lg focus-visible:outline-2`}>
              <div className="card-body">
                <h2 className="card-title">{c.title}</h2>
                <p className="text-base-content/80">{c.time}</p>
                <p className="badge badge-outline font-mono">{c.countdown}</p>
                <div className="card-actions justify-end">
                  <span className="btn btn-primary btn-sm" aria-hidden="true">
                    {CONTEST_TEXT.contest.register}
                  </span>
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
