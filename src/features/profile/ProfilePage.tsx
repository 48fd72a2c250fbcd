/**
 * /profile (spec §2.11): who the learner is (avatar, first name, rank, college, languages,
 * skills), Community Stats, the solved donut, the premium card (`premiumCard`, composed in by the
 * route table), the progress by topic, the submission heat map of the past year, the activity tabs and the account
 * actions. Everything reads from Dexie, so the profile opens offline; online, the submission
 * history is refreshed on opening.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '../../../common/contract/index.ts';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { useProblems, useSolvedIds, useStarredIds, useUserDiscussions, useUserSubmissions } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { useProfile } from '../../session/useProfile.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { AccountActions } from './AccountActions.tsx';
import { MakeAvailableOffline } from './MakeAvailableOffline.tsx';
import { ProfileTabs, type ProblemLink } from './ProfileTabs.tsx';
import { SolvedDonut } from './SolvedDonut.tsx';
import { solvedShares, topicProgress } from './stats.ts';
import { TopicProgressCard } from './TopicProgressCard.tsx';
import { SubmissionHeatmap } from './SubmissionHeatmap.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useProfileRefresh } from './useProfileRefresh.ts';

/** The profile screen; `premiumCard` is shown beside the solved donut. */
export function ProfilePage({ premiumCard }: { premiumCard?: ReactNode }) {
  const { user } = useAuth();
  const profile = useProfile(user?._id ?? null);
  const problems = useProblems();
  const solvedIds = useSolvedIds();
  const starredIds = useStarredIds();
  const submissions = useUserSubmissions();
  const discussions = useUserDiscussions(user?._id);
  const loadError = useProfileRefresh(user?._id);
  const [today] = useState(() => new Date());

  const byId = useMemo(() => new Map((problems ?? []).map((p) => [p._id, p])), [problems]);
  const pick = (ids: Iterable<string>): ProblemLink[] => [...ids].map((id) => byId.get(id)).filter((p): p is NonNullable<typeof p> => !!p);
  const shares = solvedShares(problems ?? [], solvedIds ?? new Set());
  const topics = useMemo(() => topicProgress(problems ?? [], solvedIds ?? new Set()), [problems, solvedIds]);
  const createdAt = useMemo(() => (submissions ?? []).map((s) => s.createdAt), [submissions]);
  if (!user) return null;

  const stats = [
    { label: PROFILE_TEXT.views, value: 0 },
    { label: PROFILE_TEXT.solved, value: solvedIds?.size ?? 0 },
    { label: PROFILE_TEXT.discuss, value: discussions?.length ?? 0 },
    { label: PROFILE_TEXT.list, value: starredIds?.length ?? 0 },
  ];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 lg:grid-cols-[20rem_1fr]">
      <PageTitle>{PROFILE_TEXT.pageTitle.profile}</PageTitle>
      <aside className="flex flex-col gap-4">
        <IdentityCard name={user.firstname} profile={profile} />
        <CommunityStats stats={stats} />
        <ChipList title={PROFILE_TEXT.languages} items={profile?.languages ?? []} />
        <ChipList title={PROFILE_TEXT.skills} items={profile?.skills ?? []} />
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <SolvedDonut shares={shares} />
          {premiumCard}
        </div>
        <TopicProgressCard rows={topics} />
        {loadError && (
          <p role="status" className="text-sm text-base-content/80">
            {PROFILE_TEXT.loadFailed(loadError)}
          </p>
        )}
        <SubmissionHeatmap createdAt={createdAt} today={today} />
        <ProfileTabs submissions={submissions ?? []} starred={pick(starredIds ?? [])} solved={pick(solvedIds ?? [])} discussions={discussions ?? []} />
        <AccountActions />
        <MakeAvailableOffline />
      </div>
    </div>
  );
}

/** Avatar, first name (with the premium badge), rank and college. */
function IdentityCard({ name, profile }: { name: string; profile: Profile | null }) {
  return (
    <section className="card bg-base-200" aria-labelledby="profile-name">
      <div className="card-body gap-3 p-4">
        <div className="flex items-center gap-4">
          <Avatar src={profile?.secureUrl} name={name} size="w-16" />
          <div className="min-w-0">
            <h1 id="profile-name" className="flex flex-wrap items-center gap-2 text-xl font-bold">
              <span className="break-words">{name}</span>
              {profile?.isPremium && <span className="badge badge-warning whitespace-nowrap">{PROFILE_TEXT.premiumBadge}</span>}
            </h1>
            <p className="text-sm text-base-content/80">{PROFILE_TEXT.rank}</p>
          </div>
        </div>
        <p className="break-words" data-testid="profile-college">
          {profile?.college || PROFILE_TEXT.noCollege}
        </p>
      </div>
    </section>
  );
}

/** The Community Stats card: one labelled number per stat. */
function CommunityStats({ stats }: { stats: { label: string; value: number }[] }) {
  return (
    <section className="card bg-base-200" aria-labelledby="stats-title">
      <div className="card-body gap-2 p-4">
        <h2 id="stats-title" className="card-title text-lg">
          {PROFILE_TEXT.communityStats}
        </h2>
        <dl className="grid grid-cols-2 gap-2">
          {stats.map((s) => (
            <div key={s.label} className="rounded-box bg-base-100 p-2">
              <dt className="text-xs text-base-content/80">{s.label}</dt>
              <dd className="text-lg font-semibold" data-testid={`stat-${s.label.toLowerCase()}`}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The learner's chips of one kind (languages, skills), or 'Not enough data'. */
function ChipList({ title, items }: { title: string; items: string[] }) {
  const id = `chips-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card bg-base-200" aria-labelledby={id}>
      <div className="card-body gap-2 p-4">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {items.length ? (
          <ul className="flex flex-wrap gap-2">
            {items.map((item, i) => (
              <li key={`${i}-${item}`} className="badge badge-outline h-auto max-w-full break-words py-1">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{PROFILE_TEXT.notEnoughData}</p>
        )}
      </div>
    </section>
  );
}
