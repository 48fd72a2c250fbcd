import { LEGACY_VALIDATION, type OutputValidation } from '../../../common/judging/validation.ts';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Language } from '../../../common/contract/common.ts';
import { USER_SUBMISSIONS_MAX, type CustomRunResult, type Submission, type UserSubmission } from '../../../common/contract/submission.ts';
import { MSG } from '../../../common/texts.ts';
import { NotFoundError } from '../errors.ts';
import { assertProblemIdShape } from '../problem-exists.ts';
import { STATUS, type RunCaseResult } from '../../../common/contract/submission.ts';
import { customRunStatus, STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import { summarise } from './verdict-summary.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { findHiddenTestCount, findJudgeData, findRunnableColumns } from '../../db/repos/problems.ts';
import { deleteSubmissionRow, findSubmission, insertPendingSubmission, listPendingSubmissions, storeVerdict } from '../../db/repos/submissions.ts';
import { problems, submissions, type StartCodeRow } from '../../db/schema.ts';
import { joinProgram, learnerLineNumbers, type JoinedProgram } from '../../../common/domain/driver.ts';
import { JudgeUnavailableError, QueueFullError, type JobOptions, type Judge, type JudgeOutcome, type JudgeTestCase } from '../../judge/judge.ts';
import { gradeScoring, type Scoring } from '../../../common/judging/scoring.ts';

/**
 * The submissions module's service: runs a problem's visible tests, judges stored
 * submissions, and re-judges submissions a stopped server left pending. All the database
 * access of run and submit is here; the judge itself knows no database.
 *
 * Hidden test data leaves the server through one door only: the first failing test's
 * detail (see verdict-summary.ts). Verdict texts (`errorMessage`) and logs never contain
 * test input, expected output, or the program's output.
 */

/** What a run needs of a problem: its visible tests, limits and drivers (never the hidden tests). */
export interface RunnableProblem {
  visibleTestCases: JudgeTestCase[];
  /** Each language's start code and driver (the judge joins the learner's code to the driver); absent: none has one. */
  startCode?: StartCodeRow[];
  timeLimitMs: number;
  memoryLimitKb: number;
  /** How output is judged; null: the legacy line comparison. */
  validation: OutputValidation | null;
}

/** A problem's visible tests and limits (not its hidden tests). @throws NotFoundError when the id is unknown or malformed */
export async function findRunnableProblem(db: Db, id: string): Promise<RunnableProblem> {
  assertProblemIdShape(id);
  const row = await findRunnableColumns(db, id);
  if (!row) throw new NotFoundError(MSG.problemNotFound);
  return row;
}

/** A problem's id and hidden test count (the tests themselves are loaded when the job starts). @throws NotFoundError */
export async function findProblemForSubmit(db: Db, id: string): Promise<{ id: string; hiddenCount: number }> {
  assertProblemIdShape(id);
  const row = await findHiddenTestCount(db, id);
  if (!row) throw new NotFoundError(MSG.problemNotFound);
  return row;
}

/**
 * The program the judge runs for a learner's `code`: joined to the problem's driver of `language` when it has
 * one (common/domain/driver.ts), else the code as it is.
 */
export function programFor(startCode: StartCodeRow[] | undefined, language: Language, code: string): JoinedProgram {
  return joinProgram(language, code, startCode?.find((s) => s.language === language)?.driver);
}

/** The outcome with its compiler output, error output and messages numbered by the learner's lines (see {@link learnerLineNumbers}). */
export function inLearnerLines(outcome: JudgeOutcome, language: Language, joined: JoinedProgram): JudgeOutcome {
  if (joined.firstLine === 1) return outcome;
  const fix = (text: string) => learnerLineNumbers(language, text, joined);
  return {
    compileOutput: outcome.compileOutput === null ? null : fix(outcome.compileOutput),
    cases: outcome.cases.map((c) => ({ ...c, stderr: fix(c.stderr), ...(c.message === undefined ? {} : { message: fix(c.message) }) })),
  };
}

/** A submissions row as the API returns it (runtime in seconds and ms, memory in KB). */
export function toSubmissionDto(s: typeof submissions.$inferSelect): Submission {
  return {
    _id: s.id,
    prblmId: s.problemId,
    language: s.language,
    code: s.code,
    status: s.status,
    status_id: s.statusId,
    passedTestCases: s.passedTestCases,
    totalTestCases: s.totalTestCases,
    runtime: s.runtimeMs / 1000,
    runtimeMs: s.runtimeMs,
    memory: s.memoryKb,
    error: s.errorMessage,
    errorMessage: s.errorMessage,
    failedTestCase: s.failedTestCase ?? null,
    score: s.score,
    maxScore: s.maxScore,
    groups: s.groupResults,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The user's submissions of a problem, newest first (at most 200). */
export async function listSubmissions(db: Db, userId: string, problemId: string): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
    .orderBy(desc(submissions.createdAt))
    .limit(200);
  return rows.map(toSubmissionDto);
}

/**
 * The user's submissions of the past year with their problem's title and difficulty, newest
 * first, at most {@link USER_SUBMISSIONS_MAX} (GET /api/submit/getAllUserSubmits; runtime in ms).
 */
export async function listUserSubmissions(db: Db, userId: string, now = new Date()): Promise<UserSubmission[]> {
  const since = new Date(now.getTime() - 366 * 24 * 3600 * 1000);
  const rows = await db
    .select({ s: submissions, title: problems.title, difficulty: problems.difficulty })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(eq(submissions.userId, userId), gte(submissions.createdAt, since)))
    .orderBy(desc(submissions.createdAt))
    .limit(USER_SUBMISSIONS_MAX);
  return rows.map(({ s, title, difficulty }) => ({
    _id: s.id,
    language: s.language,
    status: s.status,
    runtime: s.runtimeMs,
    memory: s.memoryKb,
    passedTestCases: s.passedTestCases,
    totalTestCases: s.totalTestCases,
    score: s.score,
    maxScore: s.maxScore,
    createdAt: s.createdAt.toISOString(),
    prblmId: { _id: s.problemId, title, difficulty },
  }));
}

/** Deletes a submission that was refused before it ran (its client is told to retry). */
export async function deleteSubmission(db: Db, id: string): Promise<void> {
  await deleteSubmissionRow(db, id);
}

/**
 * Runs the visible test cases and returns one Judge0-shaped result per case (spec §3 Run result);
 * the job waits in the judge's Run lane.
 * @throws as {@link Judge.evaluate} (queue full, per-learner limit, caller gone, judge unavailable).
 */
export async function runVisibleTests(judge: Judge, problem: RunnableProblem, language: Language, code: string, job: JobOptions = {}): Promise<RunCaseResult[]> {
  const tests = problem.visibleTestCases.map((t) => ({ input: t.input, output: t.output }));
  const joined = programFor(problem.startCode, language, code);
  const judged = await judge.evaluate(
    { language, code: joined.program, tests, timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, validation: problem.validation ?? LEGACY_VALIDATION, stopOnFirstFailure: false },
    { ...job, lane: 'run' },
  );
  const outcome = inLearnerLines(judged, language, joined);
  return tests.map((t, i) => {
    const c = outcome.cases[i];
    const statusId = outcome.compileOutput !== null ? STATUS.COMPILATION_ERROR : (c?.statusId ?? STATUS.INTERNAL_ERROR);
    return {
      stdin: t.input,
      expected_output: t.output,
      stdout: c?.stdout ?? '',
      stderr: c?.stderr || null,
      compile_output: outcome.compileOutput,
      status_id: statusId,
      status: { id: statusId, description: c?.description ?? STATUS_DESCRIPTION[statusId]! },
      time: (c?.timeMs ?? 0) / 1000,
      memory: c?.memoryKb ?? 0,
      ...(c?.message ? { message: c.message } : {}),
    };
  });
}

/**
 * Runs the code once on the learner's own input (no expected output): what it printed, how long
 * it took, how it ended (`customRunStatus`); the job waits in the judge's Run lane.
 * @throws as {@link Judge.evaluate}
 */
export async function runCustomInput(judge: Judge, problem: RunnableProblem, language: Language, code: string, stdin: string, job: JobOptions = {}): Promise<CustomRunResult> {
  const joined = programFor(problem.startCode, language, code);
  const outcome = inLearnerLines(
    await judge.evaluate(
      { language, code: joined.program, tests: [{ input: stdin, output: '' }], timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, stopOnFirstFailure: false },
      { ...job, lane: 'run' },
    ),
    language,
    joined,
  );
  const c = outcome.cases[0];
  const status =
    outcome.compileOutput !== null
      ? customRunStatus(STATUS.COMPILATION_ERROR)
      : c
        ? customRunStatus(c.statusId, c.description)
        : customRunStatus(STATUS.INTERNAL_ERROR);
  return {
    stdin,
    stdout: c?.stdout ?? '',
    stderr: c?.stderr || null,
    compile_output: outcome.compileOutput,
    status,
    time: (c?.timeMs ?? 0) / 1000,
    memory: c?.memoryKb ?? 0,
  };
}

/** Inserts a pending submission and returns its id. `totalTestCases` is the problem's hidden test count. */
export async function createPendingSubmission(db: Db, userId: string, problemId: string, totalTestCases: number, language: Language, code: string): Promise<string> {
  const id = newId();
  await insertPendingSubmission(db, { id, userId, problemId, language, code, totalTestCases });
  return id;
}

/**
 * Queues a stored submission and, when a judge slot is free, loads its code and the
 * problem's hidden test cases, judges it and stores the verdict. Nothing of the
 * submission is held in memory while it waits. Whatever happens in the judge, the row
 * does not stay `pending`: unexpected failures are stored as Internal Error. A
 * submission whose job is refused before it runs (queue full) stays `pending`, to be
 * re-judged at the next start.
 * @returns the updated row.
 * @throws QueueFullError, OwnerBusyError, JudgeUnavailableError when the job cannot be queued.
 */
export async function judgeSubmission(db: Db, judge: Judge, submissionId: string, owner: string, opts: { exempt?: boolean } = {}): Promise<typeof submissions.$inferSelect> {
  return judge.schedule(
    async (run) => {
      const row = await findSubmission(db, submissionId);
      if (!row) throw new Error(`submission ${submissionId} vanished`);
      const problem = await findJudgeData(db, row.problemId);
      let verdict: ReturnType<typeof summarise> & ScoreColumns;
      try {
        if (!problem) throw new Error('the problem no longer exists');
        const joined = programFor(problem.startCode, row.language, row.code);
        const judged = await run({
          language: row.language,
          code: joined.program,
          tests: problem.hiddenTestCases,
          timeLimitMs: problem.timeLimitMs,
          memoryLimitKb: problem.memoryLimitKb,
          validation: problem.validation ?? LEGACY_VALIDATION,
          // A scoring problem's groups are graded from every test case's verdict.
          stopOnFirstFailure: !problem.scoring,
        });
        const outcome = inLearnerLines(judged, row.language, joined);
        verdict = { ...summarise(outcome, problem.hiddenTestCases), ...scoreColumns(problem.scoring, outcome) };
      } catch (e) {
        // Refused by a remote judge (its queue is full, or it rejects our token): the row stays pending.
        if (e instanceof QueueFullError || e instanceof JudgeUnavailableError) throw e;
        verdict = {
          status: 'error',
          statusId: STATUS.INTERNAL_ERROR,
          passedTestCases: 0,
          totalTestCases: row.totalTestCases,
          runtimeMs: 0,
          memoryKb: 0,
          errorMessage: `Internal Error: ${(e as Error).message}`,
          failedTestCase: null,
          ...scoreColumns(problem?.scoring ?? null, null),
        };
      }
      return (await storeVerdict(db, submissionId, verdict))!;
    },
    { owner, exempt: opts.exempt, lane: 'submission' },
  );
}

/** The score columns of a submission row. */
type ScoreColumns = Pick<typeof submissions.$inferInsert, 'score' | 'maxScore' | 'groupResults'>;

/**
 * The score columns of a judged submission: null for a pass/fail problem; for a scoring problem its groups
 * graded from the test cases' verdicts (none run: compilation error or internal error, score 0).
 */
export function scoreColumns(scoring: Scoring | null, outcome: JudgeOutcome | null): ScoreColumns {
  if (!scoring) return { score: null, maxScore: null, groupResults: null };
  const statuses = outcome && outcome.compileOutput === null ? outcome.cases.map((c) => c.statusId) : [];
  const graded = gradeScoring(scoring, statuses);
  return { score: graded.score, maxScore: graded.maxScore, groupResults: graded.groups };
}

/**
 * Re-judges submissions left `pending` (the server stopped while they waited), in the
 * background and round-robin between learners; reads only their ids, so it returns at
 * once however many there are. @returns how many were queued.
 */
export async function recoverPendingSubmissions(db: Db, judge: Judge, log: { info(m: string): void; error(m: string): void }): Promise<number> {
  const pending = await listPendingSubmissions(db);
  for (const p of pending) {
    judgeSubmission(db, judge, p.id, p.userId, { exempt: true }).catch((e) => log.error(`re-judging ${p.id} failed: ${(e as Error).message}`));
  }
  if (pending.length) log.info(`re-judging ${pending.length} pending submission(s)`);
  return pending.length;
}
