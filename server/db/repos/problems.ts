/**
 * The `problems` table's repository: the one file that inserts, updates or deletes problems (the
 * admin form, package imports with their test data, editorial videos), and the problem reads other
 * modules need.
 */
import { eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { problems, problemStatementFiles } from '../schema.ts';

/** A row of `problems`. */
export type ProblemRow = typeof problems.$inferSelect;
/** The columns a new problem is inserted with. */
export type NewProblemRow = typeof problems.$inferInsert;
/** A problem's editorial video columns. */
export interface ProblemVideo {
  url: string | null;
  publicId: string | null;
}

/** Whether the problem `id` exists, reading only its id (the full row carries megabytes of hidden test cases). */
export async function problemExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: problems.id }).from(problems).where(eq(problems.id, id)).limit(1);
  return row !== undefined;
}

/** The whole row of problem `id` (hidden test cases included), or undefined. */
export async function findProblemRow(db: Db, id: string): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  return row;
}

/** The editorial video of problem `id`, or undefined when there is no such problem. */
export async function findProblemVideo(db: Db, id: string): Promise<ProblemVideo | undefined> {
  const [row] = await db.select({ url: problems.videoUrl, publicId: problems.videoPublicId }).from(problems).where(eq(problems.id, id)).limit(1);
  return row;
}

/** The limits and output validation of problem `id`, or undefined. */
export async function findProblemJudgeSettings(db: Db, id: string) {
  const [row] = await db
    .select({ timeLimitMs: problems.timeLimitMs, memoryLimitKb: problems.memoryLimitKb, validation: problems.validation })
    .from(problems)
    .where(eq(problems.id, id))
    .limit(1);
  return row;
}

/** What a run needs of problem `id`: its visible tests, start code (for the drivers), limits and output validation (never its hidden tests); or undefined. */
export async function findRunnableColumns(db: Db, id: string) {
  const [row] = await db
    .select({ visibleTestCases: problems.visibleTestCases, startCode: problems.startCode, timeLimitMs: problems.timeLimitMs, memoryLimitKb: problems.memoryLimitKb, validation: problems.validation })
    .from(problems)
    .where(eq(problems.id, id))
    .limit(1);
  return row;
}

/** Problem `id`'s id and hidden test count (not the tests), or undefined. */
export async function findHiddenTestCount(db: Db, id: string): Promise<{ id: string; hiddenCount: number } | undefined> {
  const [row] = await db
    .select({ id: problems.id, hiddenCount: sql<number>`jsonb_array_length(${problems.hiddenTestCases})`.mapWith(Number) })
    .from(problems)
    .where(eq(problems.id, id))
    .limit(1);
  return row;
}

/** What judging a submission needs of problem `id`: its hidden tests, drivers (in its start code), limits, output validation and scoring; or undefined. */
export async function findJudgeData(db: Db, id: string) {
  const [row] = await db
    .select({ hiddenTestCases: problems.hiddenTestCases, startCode: problems.startCode, timeLimitMs: problems.timeLimitMs, memoryLimitKb: problems.memoryLimitKb, validation: problems.validation, scoring: problems.scoring })
    .from(problems)
    .where(eq(problems.id, id))
    .limit(1);
  return row;
}

/** The editorial approaches of problem `id` (empty when it is unknown). */
export async function findApproachesOf(db: Db, id: string): Promise<ProblemRow['aprouch']> {
  const [row] = await db.select({ aprouch: problems.aprouch }).from(problems).where(eq(problems.id, id)).limit(1);
  return row?.aprouch ?? [];
}

/** The columns a saved problem is answered with. */
const SAVED = { id: problems.id, title: problems.title, difficulty: problems.difficulty, tags: problems.tags, updatedAt: problems.updatedAt };

/** Inserts a problem at the end of the list (position one past the last). @returns its saved columns */
export async function insertProblemAtEnd(db: Db, row: Omit<NewProblemRow, 'position'>) {
  const [saved] = await db
    .insert(problems)
    .values({ ...row, position: sql`(select coalesce(max(${problems.position}), -1) + 1 from ${problems})` })
    .returning(SAVED);
  return saved!;
}

/** Sets columns of problem `id`. @returns its saved columns, or undefined when it does not exist */
export async function updateProblemRow(db: Db, id: string, fields: Partial<NewProblemRow>) {
  const [saved] = await db.update(problems).set(fields).where(eq(problems.id, id)).returning(SAVED);
  return saved;
}

/**
 * Deletes problem `id`; its submissions, notes, stars and drafts go by their foreign keys (ON DELETE CASCADE).
 * @returns its video, or undefined when it did not exist
 */
export async function deleteProblemRow(db: Db, id: string): Promise<ProblemVideo | undefined> {
  const [row] = await db.delete(problems).where(eq(problems.id, id)).returning({ url: problems.videoUrl, publicId: problems.videoPublicId });
  return row;
}

/** Sets (or with nulls clears) the editorial video of problem `id` and moves its `updatedAt` to `now`. */
export async function setProblemVideo(
  db: Db,
  id: string,
  video: { videoUrl: string | null; videoPublicId: string | null; thumbnailUrl: string | null; videoDurationS: number | null },
  now: Date,
): Promise<void> {
  await db.update(problems).set({ ...video, updatedAt: now }).where(eq(problems.id, id));
}

/** The package and content hashes of the problems with these slugs. */
export async function findPackageHashes(db: Db, slugs: string[]): Promise<{ slug: string | null; packageHash: string | null; contentHash: string | null }[]> {
  if (!slugs.length) return [];
  return db.select({ slug: problems.slug, packageHash: problems.packageHash, contentHash: problems.contentHash }).from(problems).where(inArray(problems.slug, slugs));
}

/** The whole row of the problem with this slug, or undefined. */
export async function findProblemBySlug(db: Db, slug: string): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(problems).where(eq(problems.slug, slug));
  return row;
}

/** A test case's input or output: text, or bytes (UTF-8, cut at character boundaries when stored). */
export type TestText = string | Uint8Array;

/** A package's problem ready to write: its columns without test cases, and the test cases apart. */
export interface ImportedProblem {
  content: Omit<NewProblemRow, 'id' | 'slug' | 'visibleTestCases' | 'hiddenTestCases' | 'packageHash' | 'contentHash' | 'position' | 'createdBy'>;
  visible: { input: TestText; output: TestText; explanation: string }[];
  hidden: { input: TestText; output: TestText }[];
  contentHash: string;
  /** The statement's images; absent: the problem keeps none. */
  statementFiles?: StatementFile[];
}

/** A statement image: `name` is `<sha256 hex of bytes>.<extension>`. */
export interface StatementFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A statement image by name (any problem's: names are their content's hash), or undefined. */
export async function findStatementFile(db: Db, name: string): Promise<Omit<StatementFile, 'name'> | undefined> {
  const [row] = await db
    .select({ contentType: problemStatementFiles.contentType, bytes: problemStatementFiles.bytes })
    .from(problemStatementFiles)
    .where(eq(problemStatementFiles.name, name))
    .limit(1);
  return row;
}

/** Where an imported problem goes: its slug, package hash, list position and importing admin. */
export interface ImportTarget {
  slug: string;
  packageHash: string;
  position?: number;
  createdBy?: string | null;
}

/** A transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Most characters of test data one statement carries (see {@link writeTestData}). */
const TEST_DATA_CHUNK_CHARS = 1024 * 1024;

/** Most rows one statement inserts (5 parameters each; a statement may have at most 65 535). */
const TEST_DATA_ROWS_PER_STATEMENT = 2000;

/** `text` in pieces of at most `max` characters (UTF-8 bytes are cut at character boundaries). */
function* chunksOf(text: TestText, max: number): Generator<string> {
  if (typeof text === 'string') {
    if (text.length === 0) yield '';
    for (let at = 0; at < text.length; ) {
      let end = Math.min(text.length, at + max);
      // Never split a surrogate pair.
      if (end < text.length && end > at + 1 && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
      yield text.slice(at, end);
      at = end;
    }
    return;
  }
  const decoder = new TextDecoder();
  if (text.length === 0) yield '';
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + max);
    // Back off continuation bytes (10xxxxxx) so a chunk ends on a character boundary.
    while (end < text.length && end > at + 1 && (text[end]! & 0xc0) === 0x80) end--;
    yield decoder.decode(text.subarray(at, end));
    at = end;
  }
}

/** The rows `(list, seq, field, part, chunk)` of the temporary table: list 0 visible, 1 hidden; each field in chunks. */
function* testDataRows(p: ImportedProblem): Generator<{ row: SQL; chars: number }> {
  const lists: [number, { input: TestText; output: TestText; explanation?: string }[]][] = [
    [0, p.visible],
    [1, p.hidden],
  ];
  for (const [list, cases] of lists) {
    for (const [seq, c] of cases.entries()) {
      const fields: [string, TestText][] = [
        ['input', c.input],
        ['output', c.output],
      ];
      if (c.explanation !== undefined) fields.push(['explanation', c.explanation]);
      for (const [field, value] of fields) {
        let part = 0;
        for (const chunk of chunksOf(value, TEST_DATA_CHUNK_CHARS)) yield { row: sql`(${list}, ${seq}, ${field}, ${part++}, ${chunk})`, chars: chunk.length };
      }
    }
  }
}

/**
 * Writes the test cases of `p` into the row `id` (its `visible_test_cases` and `hidden_test_cases` columns)
 * inside the transaction `tx`: in statements of at most {@link TEST_DATA_CHUNK_CHARS} characters (UTF-8
 * bytes for test data given as bytes) into a temporary table, then assembled by the database in one
 * `UPDATE` — so no statement carries the whole test data and it is never one string in this process.
 */
async function writeTestData(tx: Tx, id: string, p: ImportedProblem): Promise<void> {
  await tx.execute(sql`create temp table pj_import_data (list smallint, seq int, field text, part int, chunk text) on commit drop`);
  // The chunks are read once, by the UPDATE below: compressing them would only cost time.
  await tx.execute(sql`alter table pj_import_data alter column chunk set storage external`);
  let rows: SQL[] = [];
  let size = 0;
  const flush = async () => {
    if (!rows.length) return;
    await tx.execute(sql`insert into pj_import_data (list, seq, field, part, chunk) values ${sql.join(rows, sql`, `)}`);
    rows = [];
    size = 0;
  };
  for (const { row, chars } of testDataRows(p)) {
    rows.push(row);
    size += chars;
    if (size >= TEST_DATA_CHUNK_CHARS || rows.length >= TEST_DATA_ROWS_PER_STATEMENT) await flush();
  }
  await flush();
  const field = (name: string) => sql.raw(`string_agg(chunk, '' order by part) filter (where field = '${name}')`);
  await tx.execute(sql`
    update ${problems} set
      visible_test_cases = coalesce((select jsonb_agg(test order by seq) from (select seq, jsonb_build_object('input', ${field('input')}, 'output', ${field('output')}, 'explanation', ${field('explanation')}) as test from pj_import_data where list = 0 group by seq) v), '[]'::jsonb),
      hidden_test_cases = coalesce((select jsonb_agg(test order by seq) from (select seq, jsonb_build_object('input', ${field('input')}, 'output', ${field('output')}) as test from pj_import_data where list = 1 group by seq) h), '[]'::jsonb)
    where id = ${id}`);
}

/**
 * Inserts or updates (by slug, keeping the id `stableId(slug)` of a new one) an imported problem in
 * one transaction, its test data written in bounded statements ({@link writeTestData}). A new
 * problem without a position goes after the last one.
 * @param newId the id of the problem when it is new
 * @returns the problem id.
 */
export async function writeImportedProblem(db: Db, p: ImportedProblem, target: ImportTarget, newId: string): Promise<string> {
  const content = { ...p.content, visibleTestCases: [], hiddenTestCases: [] };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: problems.id }).from(problems).where(eq(problems.slug, target.slug));
    let id: string;
    if (existing) {
      id = existing.id;
      await tx
        .update(problems)
        .set({ ...content, packageHash: target.packageHash, contentHash: p.contentHash, ...(target.position !== undefined ? { position: target.position } : {}), updatedAt: new Date() })
        .where(eq(problems.id, id));
    } else {
      let position = target.position;
      if (position === undefined) {
        const [row] = await tx.select({ p: max(problems.position) }).from(problems);
        position = (row?.p ?? 0) + 1;
      }
      id = newId;
      await tx.insert(problems).values({ id, slug: target.slug, ...content, packageHash: target.packageHash, contentHash: p.contentHash, position, createdBy: target.createdBy ?? null });
    }
    await writeTestData(tx, id, p);
    await tx.delete(problemStatementFiles).where(eq(problemStatementFiles.problemId, id));
    for (const f of p.statementFiles ?? []) await tx.insert(problemStatementFiles).values({ problemId: id, ...f });
    return id;
  });
}
