/**
 * Problem page `/prblm/:id` (spec §2.5): left pane Description / Editorial / Solutions /
 * Submissions / ChatAI / Notes, right pane Code / Testcase / Result. Open to everyone; Run and
 * Submit need a signed-in user.
 *
 * Local-first: the problem comes from Dexie (`useProblemDetail`, refreshed on open), so a
 * cached problem opens at once, offline too. This file composes the page: its panes are
 * `LeftPane.tsx` and `RightPane.tsx` (`CodePanel.tsx`, `TestcasePanel.tsx`), which tab each shows
 * is `useWorkspaceTabs`, and the behaviour lives in the workspace's hooks: `useEditorCodes`
 * (drafts per language, saved as the learner types), `useCustomInputs` (the custom input per
 * language, kept with the drafts), `useRunAndSubmit` (code rule, run routing in `run-code.ts`,
 * submissions through the outbox). A result shown for another language or input than the one on
 * screen is labelled with what it came from.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeError, errorStatus } from '../../api/errors.ts';
import { MSG, type Language, type ProblemDetail } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { refreshProblem, useDrafts, useOnline, useProblemDetail, useRefreshOnOpen, type DraftRow } from '../../data/index.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePaintedOnce } from '../../ui/usePaintedOnce.ts';
import { LeftPane } from './LeftPane.tsx';
import { RightPane } from './RightPane.tsx';
import { useCustomInputs } from './useCustomInputs.ts';
import { useEditorCodes } from './useEditorCodes.ts';
import { useRunAndSubmit } from './useRunAndSubmit.ts';
import { useRunShortcuts } from './useRunShortcuts.ts';
import { useWorkspaceTabs } from './useWorkspaceTabs.ts';

type Drafts = Record<Language, DraftRow | null>;

function Workspace({ problem, drafts }: { problem: ProblemDetail; drafts: Drafts }) {
  const tabs = useWorkspaceTabs();
  const [language, setLanguage] = useState<Language>('javascript');
  const editor = useEditorCodes(problem, drafts);
  const customInputs = useCustomInputs(problem, drafts);
  const painted = usePaintedOnce();

  const runAndSubmit = useRunAndSubmit(problem, tabs.showResults);
  useRunShortcuts((action) => {
    if (action === 'submit' && runAndSubmit.judging) return;
    void runAndSubmit.act(action, language, editor.codes[language]);
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 lg:flex-row">
      <LeftPane problem={problem} tab={tabs.leftTab} onSelect={tabs.setLeftTab} />
      <RightPane
        problem={problem}
        paneRef={tabs.rightPaneRef}
        tab={tabs.rightTab}
        onSelect={tabs.setRightTab}
        language={language}
        onLanguageChange={setLanguage}
        editor={editor}
        customInputs={customInputs}
        runAndSubmit={runAndSubmit}
        painted={painted}
      />
    </div>
  );
}

/** Waits for the drafts of the problem (Dexie, one per language) so the editor opens with the learner's code. */
function WorkspaceWithDrafts({ problem }: { problem: ProblemDetail }) {
  const drafts = useDrafts(problem._id);
  if (drafts === undefined) return <Spinner label={PROBLEM_TEXT.workspace.loading} className="flex-1" />;
  return <Workspace problem={problem} drafts={drafts} />;
}

type Missing = { id: string; generation: number; status: 'notFound' | 'error'; message: string };

/** The problem page. */
export function ProblemPage() {
  const { id = '' } = useParams();
  const detail = useProblemDetail(id);
  const online = useOnline();
  const [generation, setGeneration] = useState(0);
  const [missing, setMissing] = useState<Missing | null>(null);
  useRefreshOnOpen(id);

  // Not cached: fetch it (the cached copy, when there is one, is refreshed by useRefreshOnOpen).
  const notCached = detail === null;
  useEffect(() => {
    if (!notCached || !online) return;
    let cancelled = false;
    refreshProblem(id).then(
      (row) => {
        if (!cancelled && row === null) setMissing({ id, generation, status: 'notFound', message: '' });
      },
      (error: unknown) => {
        if (cancelled) return;
        const status = errorStatus(error) === 404 || errorStatus(error) === 400 ? 'notFound' : 'error';
        setMissing({ id, generation, status, message: describeError(error, TEXT.requestFailed) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, notCached, online, generation]);

  // Every branch renders it: the problem's title once known (loading and workspace keep it first, so it updates in place).
  const title = <PageTitle>{detail?.title ?? PROBLEM_TEXT.pageTitle}</PageTitle>;
  if (detail)
    return (
      <>
        {title}
        <WorkspaceWithDrafts key={detail._id} problem={detail} />
      </>
    );
  const failure = missing && missing.id === id && missing.generation === generation ? missing : null;
  if (detail === undefined || (online && !failure))
    return (
      <>
        {title}
        <Spinner label={PROBLEM_TEXT.workspace.loading} className="flex-1" />
      </>
    );

  const heading = !online ? PROBLEM_TEXT.workspace.notCachedOffline : failure?.status === 'notFound' ? MSG.problemNotFound : MSG.errorPrefix + (failure?.message ?? '');
  return (
    <div className="hero min-h-[60vh]">
      {title}
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-2xl font-bold">{heading}</h1>
          <div className="mt-6 flex justify-center gap-2">
            {online && failure?.status === 'error' && (
              <button type="button" className="btn" onClick={() => setGeneration((g) => g + 1)}>
                {PROBLEM_TEXT.workspace.retryLoad}
              </button>
            )}
            <Link to="/" className="btn btn-primary">
              {PROBLEM_TEXT.workspace.notFoundBack}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
