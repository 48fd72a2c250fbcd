/**
 * /discuss (spec §2.8): the carousel, the topic tabs (For you = all, then the five topics), the
 * Create button that toggles the new-discussion form (a post closes it and shows the author their post,
 * outlined and scrolled into view), and the discussions newest first. The list
 * is read from Dexie (cached copies show at once, offline too) and refreshed from the server on
 * open and when the browser comes back online; a spinner shows while it is being fetched. The
 * server sends the board a page at a time (newest first): "Load more" adds the next older page,
 * and every page loaded stays on the device.
 */
import { useEffect, useId, useState } from 'react';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import { useDiscussionPaging, useDiscussions, useRefreshDiscussions } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TabList, TabPanel } from '../../ui/Tabs.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { Carousel } from './Carousel.tsx';
import { DiscussionCard } from './DiscussionCard.tsx';
import { filterByTopic, TOPIC_TABS, type TopicTab } from './format.ts';
import { NewDiscussionForm } from './NewDiscussionForm.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

const TABS_ID = 'discuss-topics';

/** The Discuss screen. */
export function DiscussPage() {
  const { user } = useAuth();
  const toast = useToast();
  const formId = useId();
  const [tab, setTab] = useState<TopicTab>('all');
  const [creating, setCreating] = useState(false);
  // The learner's new post: the form closes and the board shows it, on the tab that lists every topic.
  const [justPosted, setJustPosted] = useState<string | null>(null);
  const posted = (discussionId: string) => {
    setCreating(false);
    setTab('all');
    setJustPosted(discussionId);
  };
  const discussions = useDiscussions();
  const { fetching, error } = useRefreshDiscussions();
  const paging = useDiscussionPaging();

  useEffect(() => {
    if (error) toast.show({ kind: 'error', text: DISCUSS_TEXT.discuss.loadFailed });
  }, [error, toast]);
  useEffect(() => {
    if (paging.error) toast.show({ kind: 'error', text: DISCUSS_TEXT.discuss.loadMoreFailed });
  }, [paging.error, toast]);

  const shown = discussions ? filterByTopic(discussions, tab) : [];
  const waiting = discussions === undefined || (fetching && discussions.length === 0);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6">
      <PageTitle>{DISCUSS_TEXT.pageTitle}</PageTitle>
      <h1 className="text-2xl font-bold">{DISCUSS_TEXT.discuss.title}</h1>
      <Carousel />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabList label={DISCUSS_TEXT.discuss.topics} idPrefix={TABS_ID} tabs={TOPIC_TABS} selected={tab} onSelect={setTab} className="min-w-0 max-w-full" />
        <div className="flex items-center gap-3">
          {fetching && !waiting && <span className="loading loading-spinner loading-sm text-primary" role="status" aria-label={DISCUSS_TEXT.discuss.loading} />}
          <button type="button" className="btn btn-primary btn-sm" aria-expanded={creating} aria-controls={formId} onClick={() => setCreating((c) => !c)}>
            {creating ? DISCUSS_TEXT.discuss.closeForm : DISCUSS_TEXT.discuss.create}
          </button>
        </div>
      </div>
      {creating && <NewDiscussionForm id={formId} onPosted={posted} />}
      <TabPanel idPrefix={TABS_ID} tabKey={tab} className="flex flex-col gap-4 focus-visible:outline-2">
        {waiting ? (
          <Spinner label={DISCUSS_TEXT.discuss.loading} />
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-base-content/70">{DISCUSS_TEXT.discuss.empty}</p>
        ) : (
          shown.map((d) => <DiscussionCard key={d._id} discussion={d} userId={user?._id ?? null} justPosted={d._id === justPosted} />)
        )}
      </TabPanel>
      {!waiting && paging.hasMore && (
        <button type="button" className="btn btn-outline btn-sm self-center" onClick={paging.loadMore} disabled={paging.loading} aria-busy={paging.loading}>
          {paging.loading ? DISCUSS_TEXT.discuss.loadingMore : DISCUSS_TEXT.discuss.loadMore}
        </button>
      )}
    </div>
  );
}
