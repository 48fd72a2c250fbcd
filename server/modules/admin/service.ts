/**
 * The admin module's service: the admin problem list, a problem as the update form edits it,
 * and creating, updating and deleting problems. Every reference solution is judged against all
 * the problem's test cases before anything is saved.
 */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AdminProblemRow, ProblemForUpdate, ProblemInput, ProblemSaved } from '../../../common/contract/admin.ts';
import { LEGACY_VALIDATION, type OutputValidation } from '../../../common/judging/validation.ts';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { problems } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Judge } from '../../judge/judge.ts';
import { deleteProblemMedia } from '../media/service.ts';
import { assertProblemIdShape } from '../problems/service.ts';
import { judgeHttpError } from '../submissions/service.ts';
import { referenceFailure } from './reference-check.ts';

/** Default limits of a new problem: CPU ms per test case (C++) and memory KB. */
const DEFAULT_TIME_LIMIT_MS = 2000;
const DEFAULT_MEMORY_LIMIT_KB = 262_144;

/** Every problem in list order with its video (GET /api/admin/problems). */
export async function listAdminProblems(db: Db): Promise<AdminProblemRow[]> {
  const rows = await db
    .select({ _id: problems.id, title: problems.title, difficulty: problems.difficulty, tags: problems.tags, secureUrl: problems.videoUrl, duration: problems.videoDurationS, updatedAt: problems.updatedAt })
    .from(problems)
    .orderBy(asc(problems.position), asc(problems.createdAt));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * A problem with everything the update form edits, hidden test cases and reference solutions included.
 * @throws HttpError 404 unknown or malformed id
 */
export async function getProblemForUpdate(db: Db, id: string): Promise<ProblemForUpdate> {
  assertProblemIdShape(id);
  const [p] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  if (!p) throw new HttpError(404, MSG.problemNotFound);
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    difficulty: p.difficulty,
    tags: p.tags,
    visibleTestCases: p.visibleTestCases,
    hiddenTestCases: p.hiddenTestCases,
    startCode: p.startCode,
    referenceSolution: p.referenceSolution,
    Aprouch: p.aprouch,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The limits and output validation the reference solutions are judged with. */
interface JudgeSettings {
  timeLimitMs: number;
  memoryLimitKb: number;
  validation: OutputValidation | null;
}

/**
 * Judges each reference solution against the visible then the hidden test cases (the three
 * languages at once, as jobs of `owner`, stopping at a language's first failure).
 * @throws HttpError 400 naming the language and the failing test when one is not Accepted;
 *   503/429 when the judge cannot take the jobs (see judgeHttpError)
 */
export async function checkReferenceSolutions(judge: Judge, input: ProblemInput, settings: JudgeSettings, owner: string): Promise<void> {
  const tests = [...input.visibleTestCases.map(({ input: i, output }) => ({ input: i, output })), ...input.hiddenTestCases];
  let failures: (string | null)[];
  try {
    failures = await Promise.all(
      input.referenceSolution.map(async (ref) => {
        const outcome = await judge.evaluate(
          {
            language: ref.language,
            code: ref.completeCode,
            tests,
            timeLimitMs: settings.timeLimitMs,
            memoryLimitKb: settings.memoryLimitKb,
            validation: settings.validation ?? LEGACY_VALIDATION,
            stopOnFirstFailure: true,
          },
          { owner },
        );
        return referenceFailure(ref.language, outcome, input.visibleTestCases.length, tests.length);
      }),
    );
  } catch (e) {
    throw judgeHttpError(e);
  }
  const failure = failures.find((f) => f !== null);
  if (failure) throw new HttpError(400, failure);
}

/** The columns of a problem that the form sets. */
function columns(input: ProblemInput) {
  return {
    title: input.title.trim(),
    description: input.description,
    difficulty: input.difficulty,
    tags: input.tags,
    visibleTestCases: input.visibleTestCases,
    hiddenTestCases: input.hiddenTestCases,
    startCode: input.startCode,
    referenceSolution: input.referenceSolution,
    aprouch: input.Aprouch,
  };
}

function saved(message: string, p: { id: string; title: string; difficulty: ProblemSaved['prblm']['difficulty']; tags: ProblemSaved['prblm']['tags']; updatedAt: Date }): ProblemSaved {
  return { message, prblm: { _id: p.id, title: p.title, difficulty: p.difficulty, tags: p.tags, updatedAt: p.updatedAt.toISOString() } };
}

/**
 * Creates a problem at the end of the list, once every reference solution is Accepted.
 * @throws as {@link checkReferenceSolutions}
 */
export async function createProblem(db: Db, judge: Judge, input: ProblemInput, adminId: string, now = new Date()): Promise<ProblemSaved> {
  await checkReferenceSolutions(judge, input, { timeLimitMs: DEFAULT_TIME_LIMIT_MS, memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB, validation: null }, adminId);
  const [row] = await db
    .insert(problems)
    .values({
      id: newId(),
      ...columns(input),
      timeLimitMs: DEFAULT_TIME_LIMIT_MS,
      memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB,
      position: sql`(select coalesce(max(${problems.position}), -1) + 1 from ${problems})`,
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return saved(ADMIN_MSG.created, row!);
}

/**
 * Replaces a problem's spec fields (its limits, output validation and video stay), once every
 * reference solution is Accepted under its limits. `updatedAt` moves, so learners' cached
 * copies are refreshed.
 * @throws HttpError 404 unknown problem; as {@link checkReferenceSolutions}
 */
export async function updateProblem(db: Db, judge: Judge, id: string, input: ProblemInput, adminId: string, now = new Date()): Promise<ProblemSaved> {
  assertProblemIdShape(id);
  const [current] = await db
    .select({ timeLimitMs: problems.timeLimitMs, memoryLimitKb: problems.memoryLimitKb, validation: problems.validation })
    .from(problems)
    .where(eq(problems.id, id))
    .limit(1);
  if (!current) throw new HttpError(404, MSG.problemNotFound);
  await checkReferenceSolutions(judge, input, current, adminId);
  const [row] = await db
    .update(problems)
    .set({ ...columns(input), updatedAt: now })
    .where(eq(problems.id, id))
    .returning({ id: problems.id, title: problems.title, difficulty: problems.difficulty, tags: problems.tags, updatedAt: problems.updatedAt });
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  return saved(ADMIN_MSG.updated, row);
}

/**
 * Deletes a problem with everything that hangs on it: submissions, notes, stars and drafts go
 * by their foreign keys (ON DELETE CASCADE), its editorial video file is removed.
 * @throws HttpError 404 unknown problem
 */
export async function deleteProblem(db: Db, media: Config['media'], id: string, log: { warn(m: string): void }): Promise<void> {
  assertProblemIdShape(id);
  const { videoUrl, videoPublicId } = getTableColumns(problems);
  const [row] = await db.delete(problems).where(eq(problems.id, id)).returning({ url: videoUrl, publicId: videoPublicId });
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  await deleteProblemMedia(media, id, row, log);
}
