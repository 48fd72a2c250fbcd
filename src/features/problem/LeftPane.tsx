/**
 * The problem page's left pane: Description / Editorial / Solutions / Submissions / ChatAI /
 * Notes. Description is part of the page's chunk; every other tab is a chunk of its own, loaded
 * when first shown (the service worker precaches them all, so they open offline).
 */
import { lazy, memo, Suspense } from 'react';
import type { ProblemDetail } from '../../../common/contract/index.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { useIsStarred } from '../../data/index.ts';
import { StarButton } from '../../ui/StarButton.tsx';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { DescriptionTab } from './DescriptionTab.tsx';
import { TabLoading } from './TabLoading.tsx';
import type { LeftTab } from './useWorkspaceTabs.ts';

const EditorialTab = lazy(() => import('./EditorialTab.tsx').then((m) => ({ default: m.EditorialTab })));
const SolutionsTab = lazy(() => import('./SolutionsTab.tsx').then((m) => ({ default: m.SolutionsTab })));
const SubmissionsTab = lazy(() => import('./SubmissionsTab.tsx').then((m) => ({ default: m.SubmissionsTab })));
const ChatTab = lazy(() => import('./ChatTab.tsx').then((m) => ({ default: m.ChatTab })));
const NotesTab = lazy(() => import('./NotesTab.tsx').then((m) => ({ default: m.NotesTab })));

const LEFT_TABS: readonly TabSpec<LeftTab>[] = [
  { key: 'description', label: PROBLEM_TEXT.workspace.description },
  { key: 'editorial', label: PROBLEM_TEXT.workspace.editorial },
  { key: 'solutions', label: PROBLEM_TEXT.workspace.solutions },
  { key: 'submissions', label: PROBLEM_TEXT.workspace.submissions },
  { key: 'chat', label: PROBLEM_TEXT.workspace.chatAI },
  { key: 'notes', label: PROBLEM_TEXT.workspace.notes },
];

/**
 * @param problem the open problem
 * @param tab the selected tab
 * @param onSelect called with the tab the learner selects
 */
function LeftPaneView({ problem, tab, onSelect }: { problem: ProblemDetail; tab: LeftTab; onSelect: (tab: LeftTab) => void }) {
  const starred = useIsStarred(problem._id);
  return (
    <section className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={PROBLEM_TEXT.workspace.leftTabs}>
      <TabList label={PROBLEM_TEXT.workspace.leftTabs} idPrefix="left" tabs={LEFT_TABS} selected={tab} onSelect={onSelect} className="px-2 pt-1" />
      <TabPanel idPrefix="left" tabKey={tab} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2">
        {tab === 'description' && (
          <DescriptionTab problem={problem} actions={<StarButton problemId={problem._id} starred={starred ?? false} title={problem.title} size="btn-md" />} />
        )}
        <Suspense fallback={<TabLoading />}>
          {tab === 'solutions' && <SolutionsTab problem={problem} />}
          {tab === 'submissions' && <SubmissionsTab problemId={problem._id} />}
          {tab === 'notes' && <NotesTab problemId={problem._id} />}
          {tab === 'editorial' && <EditorialTab problem={problem} />}
          {tab === 'chat' && <ChatTab problem={problem} />}
        </Suspense>
      </TabPanel>
    </section>
  );
}

/**
 * {@link LeftPaneView}, rendered again only when its props change: the workspace re-renders on every
 * edit of the code, and the statement need not.
 */
export const LeftPane = memo(LeftPaneView);
