/**
 * The admin module's service: the admin problem list, a problem as the update form edits it,
 * and creating, updating and deleting problems. Every reference solution is judged against all
 * the problem's test cases before anything is saved.
 */
import { asc } from 'drizzle-orm';
import type { AdminProblemRow, ProblemForUpdate, ProblemInput, ProblemSaved } from '../../../common/contract/admin.ts';
import { TAG_TOPIC, topicsOf } from '../../../common/contract/common.ts';
import { LEGACY_VALIDATION, type OutputValidation } from '../../../common/judging/validation.ts';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { deleteProblemRow, findProblemJudgeSettings, findProblemRow, insertProblemAtEnd, updateProblemRow } from '../../db/repos/problems.ts';
import { problems } from '../../db/schema.ts';
import { OwnerBusyError, type Judge } from '../../judge/judge.ts';
import { judgeDomainError, NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import { deleteProblemMedia } from '../media/storage.ts';
import { assertProblemIdShape } from '../problem-exists.ts';
import { referenceFailure } from './reference-check.ts';
import { joinProgram } from '../../../common/domain/driver.ts';

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
 * @throws NotFoundError unknown or malformed id
 */
export async function getProblemForUpdate(db: Db, id: string): Promise<ProblemForUpdate> {
  assertProblemIdShape(id);
  const p = await findProblemRow(db, id);
  if (!p) throw new NotFoundError(MSG.problemNotFound);
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    difficulty: p.difficulty,
    tags: p.tags,
    topics: [...topicsOf(p)],
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
 * The judge queue's owner of an admin's reference checks: the system's own work, apart from the
 * admin's learner jobs (their Runs and submissions never block an update, nor an update them), and
 * bounded by the per-owner limit (a few updates of one admin at once, each one job at a time).
 */
export function referenceCheckOwner(adminId: string): string {
  return `reference-check:${adminId}`;
}

/**
 * Judges each reference solution (a whole program, or the learner's part joined to the language's driver)
 * against the visible then the hidden test cases, one language at
 * a time in the order given, as jobs of {@link referenceCheckOwner}, stopping at the first
 * reference that fails (and within it at its first failing test case).
 * @throws ValidationError naming the language and the failing test when one is not Accepted;
 *   TooManyRequestsError when the admin's earlier updates fill the per-owner limit; 503 when the
 *   judge cannot take the job (see judgeDomainError)
 */
export async function checkReferenceSolutions(judge: Judge, input: ProblemInput, settings: JudgeSettings, adminId: string): Promise<void> {
  const tests = [...input.visibleTestCases.map(({ input: i, output }) => ({ input: i, output })), ...input.hiddenTestCases];
  for (const ref of input.referenceSolution) {
    let failure: string | null;
    try {
      const outcome = await judge.evaluate(
        {
          language: ref.language,
          code: joinProgram(ref.language, ref.completeCode, input.startCode.find((s) => s.language === ref.language)?.driver).program,
          tests,
          timeLimitMs: settings.timeLimitMs,
          memoryLimitKb: settings.memoryLimitKb,
          validation: settings.validation ?? LEGACY_VALIDATION,
          stopOnFirstFailure: true,
        },
        { owner: referenceCheckOwner(adminId) },
      );
      failure = referenceFailure(ref.language, outcome, input.visibleTestCases.length, tests.length);
    } catch (e) {
      if (e instanceof OwnerBusyError) throw new TooManyRequestsError(ADMIN_MSG.referenceChecksBusy, e.retryAfterS);
      throw judgeDomainError(e);
    }
    if (failure) throw new ValidationError(failure);
  }
}

/** The columns of a problem that the form sets. */
function columns(input: ProblemInput) {
  return {
    title: input.title.trim(),
    description: input.description,
    difficulty: input.difficulty,
    tags: input.tags,
    // Absent (a client of the spec's form): the tag's topic.
    topics: input.topics?.length ? input.topics : [TAG_TOPIC[input.tags]],
    visibleTestCases: input.visibleTestCases,
    hiddenTestCases: input.hiddenTestCases,
    // An empty driver field means none.
    startCode: input.startCode.map(({ language, initialCode, driver }) => (driver?.trim() ? { language, initialCode, driver } : { language, initialCode })),
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
  const row = await insertProblemAtEnd(db, {
    id: newId(),
    ...columns(input),
    timeLimitMs: DEFAULT_TIME_LIMIT_MS,
    memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB,
    createdBy: adminId,
    createdAt: now,
    updatedAt: now,
  });
  return saved(ADMIN_MSG.created, row);
}

/**
 * Replaces a problem's spec fields (its limits, output validation and video stay), once every
 * reference solution is Accepted under its limits. `updatedAt` moves, so learners' cached
 * copies are refreshed.
 * @throws NotFoundError unknown problem; as {@link checkReferenceSolutions}
 */
export async function updateProblem(db: Db, judge: Judge, id: string, input: ProblemInput, adminId: string, now = new Date()): Promise<ProblemSaved> {
  assertProblemIdShape(id);
  const current = await findProblemJudgeSettings(db, id);
  if (!current) throw new NotFoundError(MSG.problemNotFound);
  await checkReferenceSolutions(judge, input, current, adminId);
  const row = await updateProblemRow(db, id, { ...columns(input), updatedAt: now });
  if (!row) throw new NotFoundError(MSG.problemNotFound);
  return saved(ADMIN_MSG.updated, row);
}

/**
 * Deletes a problem with everything that hangs on it: submissions, notes, stars and drafts go
 * by their foreign keys (ON DELETE CASCADE), its editorial video file is removed.
 * @throws NotFoundError unknown problem
 */
export async function deleteProblem(db: Db, media: Config['media'], id: string, log: { warn(m: string): void }): Promise<void> {
  assertProblemIdShape(id);
  const row = await deleteProblemRow(db, id);
  if (!row) throw new NotFoundError(MSG.problemNotFound);
  await deleteProblemMedia(media, id, row, log);
}
