/**
 * The problems module's service: the problem list, a problem's details, the learner's solved
 * problems and saved problems ("stars"). All database access of `/api/prblm/*` except notes and
 * submissions is here.
 */
import { and, asc, desc, eq, getTableColumns, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { PROGRESS_DAYS, PROGRESS_MAX_ACCEPTED, type ProblemDetail, type ProblemListEntry, type ProblemSummary, type Progress } from '../../../common/contract/problem.ts';
import { topicsOf, type Tag, type Topic } from '../../../common/contract/common.ts';
import { isInteractive, publicValidation } from '../../../common/judging/validation.ts';
import { MSG } from '../../../common/texts.ts';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema.ts';
import { deleteStar, insertStar, listStarredIds } from '../../db/repos/stars.ts';
import { NotFoundError } from '../errors.ts';
import { assertProblemExists, assertProblemIdShape } from '../problem-exists.ts';
import { renderStatementHtml } from './statement-html.ts';

const SUMMARY = { _id: problems.id, title: problems.title, difficulty: problems.difficulty, tags: problems.tags, topics: problems.topics };
/** A summary row with its effective topics (its tag's when it was saved without). */
const withTopics = <T extends { tags: Tag; topics: Topic[] }>(r: T): T => ({ ...r, topics: [...topicsOf(r)] });

/** Every problem in list order (position, then creation), with its judged and accepted submission counts and the time of its last change. */
export async function listProblems(db: Db): Promise<ProblemListEntry[]> {
  const counts = db
    .select({
      problemId: submissions.problemId,
      judged: sql<number>`count(*)`.as('judged'),
      accepted: sql<number>`count(*) filter (where ${submissions.status} = 'accepted')`.as('accepted'),
    })
    .from(submissions)
    .where(ne(submissions.status, 'pending'))
    .groupBy(submissions.problemId)
    .as('counts');
  const rows = await db
    .select({
      ...SUMMARY,
      acceptedCount: sql<number>`coalesce(${counts.accepted}, 0)`.mapWith(Number),
      submissionCount: sql<number>`coalesce(${counts.judged}, 0)`.mapWith(Number),
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .leftJoin(counts, eq(counts.problemId, problems.id))
    .orderBy(asc(problems.position), asc(problems.createdAt));
  return rows.map((r) => ({ ...withTopics(r), updatedAt: r.updatedAt.toISOString() }));
}

/** The caller's progress (see `progressSchema`): attempted problem ids, recent accepted-submission times, best scores of scoring problems. */
export async function getProgress(db: Db, userId: string, now: Date = new Date()): Promise<Progress> {
  const attempted = await db.selectDistinct({ id: submissions.problemId }).from(submissions).where(eq(submissions.userId, userId));
  const since = new Date(now.getTime() - PROGRESS_DAYS * 86_400_000);
  const accepted = await db
    .select({ at: submissions.createdAt })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'accepted'), gt(submissions.createdAt, since)))
    .orderBy(desc(submissions.createdAt))
    .limit(PROGRESS_MAX_ACCEPTED);
  // Scoring problems: the best score of the caller's judged submissions per problem.
  const scored = await db
    .select({ id: submissions.problemId, best: sql<number>`max(${submissions.score})`.mapWith(Number), max: sql<number>`max(${submissions.maxScore})`.mapWith(Number) })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), isNotNull(submissions.score)))
    .groupBy(submissions.problemId);
  const bestScores = Object.fromEntries(scored.sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => [r.id, { best: r.best, max: r.max }]));
  return { attempted: attempted.map((r) => r.id).sort(), acceptedAt: accepted.map((r) => r.at.toISOString()), ...(scored.length ? { bestScores } : {}) };
}

/** The problems `userId` has an accepted submission for, in list order. */
export async function listSolvedProblems(db: Db, userId: string): Promise<ProblemSummary[]> {
  const rows = await db
    .selectDistinct({ ...SUMMARY, position: problems.position })
    .from(problems)
    .innerJoin(submissions, and(eq(submissions.problemId, problems.id), eq(submissions.userId, userId), eq(submissions.status, 'accepted')))
    .orderBy(asc(problems.position));
  return rows.map(({ position: _p, ...rest }) => withTopics(rest));
}

/** Whether the user has an accepted submission for the problem. */
export async function hasSolved(db: Db, userId: string, problemId: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId), eq(submissions.status, 'accepted')))
    .limit(1);
  return rows.length > 0;
}

/**
 * A problem as the problem page shows it: never its hidden test cases; its reference solutions
 * only to a viewer who solved it or is an admin.
 * @param viewer the signed-in user, or null
 * @throws NotFoundError when the id is unknown or malformed
 */
export async function getProblemDetail(db: Db, id: string, viewer: { _id: string; role: string } | null): Promise<ProblemDetail> {
  assertProblemIdShape(id);
  const { hiddenTestCases: _hidden, ...columns } = getTableColumns(problems);
  const [p] = await db.select(columns).from(problems).where(eq(problems.id, id)).limit(1);
  if (!p) throw new NotFoundError(MSG.problemNotFound);
  const maySeeSolutions = !!viewer && (viewer.role === 'admin' || (await hasSolved(db, viewer._id, p.id)));
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    ...withHtml(renderStatementHtml(p.description)),
    difficulty: p.difficulty,
    tags: p.tags,
    topics: [...topicsOf(p)],
    visibleTestCases: p.visibleTestCases,
    startCode: p.startCode,
    referenceSolution: maySeeSolutions ? p.referenceSolution : [],
    Aprouch: p.aprouch,
    secureUrl: p.videoUrl,
    thumbnailUrl: p.thumbnailUrl,
    duration: p.videoDurationS,
    timeLimitMs: p.timeLimitMs,
    memoryLimitKb: p.memoryLimitKb,
    validation: publicValidation(p.validation),
    interactive: isInteractive(p.validation),
  };
}

/** `{ descriptionHtml }` when the statement rendered, else nothing (the page shows the text). */
const withHtml = (html: string | undefined) => (html === undefined ? {} : { descriptionHtml: html });

/** Ids of the user's saved problems, oldest first. */
export { listStarredIds };

/**
 * Toggles whether the user saved the problem (the spec's endpoint toggles).
 * @returns the new state
 * @throws NotFoundError when the problem is unknown
 */
export async function toggleStar(db: Db, userId: string, problemId: string): Promise<boolean> {
  const id = await assertProblemExists(db, problemId);
  if (await deleteStar(db, userId, id)) return false;
  await insertStar(db, userId, id);
  return true;
}
