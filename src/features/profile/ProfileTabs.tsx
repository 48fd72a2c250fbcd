/**
 * The profile's activity tabs (spec §2.11): Recent AC (default), List (starred problems), Solved,
 * Discussions. Each row links to its problem (or to /discuss); each tab has an empty state.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserSubmission } from '../../../common/contract/index.ts';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { DifficultyBadge } from '../../ui/badges.tsx';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';

type TabKey = 'recentAc' | 'list' | 'solved' | 'discussions';
const TABS: readonly TabSpec<TabKey>[] = (['recentAc', 'list', 'solved', 'discussions'] as const).map((key) => ({ key, label: PROFILE_TEXT.tabs[key] }));

/** A problem row: id, title, difficulty. */
export interface ProblemLink {
  _id: string;
  title: string;
  difficulty: string;
}

interface Props {
  submissions: UserSubmission[];
  starred: ProblemLink[];
  solved: ProblemLink[];
  discussions: { _id: string; header: string; topic: string; createdAt: string }[];
}

/** Accepted submissions, newest first, one row per problem (its latest accepted one). */
export function recentAccepted(submissions: readonly UserSubmission[]): UserSubmission[] {
  const seen = new Set<string>();
  return submissions.filter((s) => s.status === 'accepted' && !seen.has(s.prblmId._id) && seen.add(s.prblmId._id));
}

export function ProfileTabs({ submissions, starred, solved, discussions }: Props) {
  const [tab, setTab] = useState<TabKey>('recentAc');
  const recent = recentAccepted(submissions);
  return (
    <section className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <TabList label={PROFILE_TEXT.tabsLabel} idPrefix="profile" tabs={TABS} selected={tab} onSelect={setTab} />
        <TabPanel idPrefix="profile" tabKey={tab}>
          {tab === 'recentAc' &&
            (recent.length ? (
              <ul className="divide-y divide-base-300">
                {recent.map((s) => (
                  <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link className="link link-hover font-medium" to={`/prblm/${s.prblmId._id}`}>
                      {s.prblmId.title}
                    </Link>
                    <span className="text-sm text-base-content/80">
                      {s.language} · {PROFILE_TEXT.runtimeMs(s.runtime)} · {new Date(s.createdAt).toLocaleDateString()}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm">{PROFILE_TEXT.emptyRecentAc}</p>
            ))}
          {(tab === 'list' || tab === 'solved') && <ProblemList problems={tab === 'list' ? starred : solved} empty={tab === 'list' ? PROFILE_TEXT.emptyList : PROFILE_TEXT.emptySolved} />}
          {tab === 'discussions' &&
            (discussions.length ? (
              <ul className="divide-y divide-base-300">
                {discussions.map((d) => (
                  <li key={d._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link className="link link-hover font-medium" to="/discuss">
                      {d.header}
                    </Link>
                    <span className="badge badge-ghost whitespace-nowrap">{d.topic}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm">{PROFILE_TEXT.emptyDiscussions}</p>
            ))}
        </TabPanel>
      </div>
    </section>
  );
}

function ProblemList({ problems, empty }: { problems: ProblemLink[]; empty: string }) {
  if (!problems.length) return <p className="text-sm">{empty}</p>;
  return (
    <ul className="divide-y divide-base-300">
      {problems.map((p) => (
        <li key={p._id} className="flex items-center justify-between gap-2 py-2">
          <Link className="link link-hover font-medium" to={`/prblm/${p._id}`}>
            {p.title}
          </Link>
          <DifficultyBadge difficulty={p.difficulty} />
        </li>
      ))}
    </ul>
  );
}
