import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { ImportReport } from '../../../common/contract/package-import.ts';
import { STATUS } from '../../../common/contract/submission.ts';
import type { Db } from '../../db/client.ts';
import { stableId } from '../../db/ids.ts';
import { problems } from '../../db/schema.ts';
import type { Judge } from '../../judge/judge.ts';
import { LANGUAGE_SPECS } from '../../judge/languages.ts';
import { contentHash, convertPackage, type ProblemContent } from './convert.ts';
import { generateAll } from './generate.ts';
import { packageHash } from './hash.ts';
import { isLearnerLanguage, loadPackage, PackageError } from './load.ts';
import { splitContent, type MeasureRequest, type PreparedProblem, type TestText } from './prepare.ts';
import { prepareInWorker } from './worker-client.ts';
import type { WorkerRequest } from './worker.ts';

/** A transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes problem packages into the database: the built-in set at boot ({@link syncBuiltInProblems})
 * and single packages from `npm run import-problem` or the admin endpoint ({@link importPackageDir}).
 * A package becomes the problem whose `slug` is the package's short name, id `stableId(slug)`;
 * importing it again updates that row in place (same id, so submissions, notes and stars stay).
 */

/** The built-in packages: `problems/` at the repository root. */
export const BUILT_IN_PACKAGES_DIR = fileURLToPath(new URL('../../../problems/', import.meta.url));

/** Package directories of a problems directory (names starting with `_` or `.` are shared files). */
export function packageDirs(problemsDir: string): string[] {
  return readdirSync(problemsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .map((d) => path.join(problemsDir, d.name))
    .sort();
}

/** Prefix of `problems.package_hash` for packages imported by an admin (CLI or upload), not at boot. */
const UPLOAD_MARK = 'upload:';

/** CPU ms (C++) an accepted submission may use per test case while its time is measured. */
const MEASURE_LIMIT_MS = 10_000;

/**
 * The slowest accepted submission's CPU time on its slowest test case, normalised to C++ (divided by the
 * language's time factor), for packages that give a time multiplier instead of a time limit.
 * Runs every given submission through the judge on all test cases.
 * @returns ms, or null when there is nothing to run (no submission, judge unavailable, a custom validator).
 * @throws PackageError when a submission is not Accepted on every test case.
 */
export async function measureSlowestAccepted(judge: Judge | null, req: MeasureRequest): Promise<number | null> {
  if (!judge || judge.unavailable || req.validation?.kind === 'custom') return null;
  let slowest: number | null = null;
  for (const s of req.submissions) {
    if (s.verdict !== 'accepted' || !isLearnerLanguage(s.language)) continue;
    const out = await judge.evaluate(
      { language: s.language, code: s.code, tests: req.tests, timeLimitMs: MEASURE_LIMIT_MS, memoryLimitKb: req.memoryLimitKb, validation: req.validation ?? undefined, stopOnFirstFailure: true },
      { exempt: true },
    );
    if (out.compileOutput !== null) throw new PackageError(req.problem, `${s.file} does not compile: ${out.compileOutput.slice(0, 500)}`);
    const bad = out.cases.findIndex((c) => c.statusId !== STATUS.ACCEPTED);
    if (bad >= 0) throw new PackageError(req.problem, `${s.file} is in accepted/ but got "${out.cases[bad]!.description}" on test case ${bad + 1}`);
    const ms = Math.max(0, ...out.cases.map((c) => c.timeMs)) / LANGUAGE_SPECS[s.language].timeFactor;
    slowest = Math.max(slowest ?? 0, Math.ceil(ms));
  }
  return slowest;
}

/** Row columns of an import besides the content. */
interface ImportTarget {
  slug: string;
  packageHash: string;
  position?: number;
  createdBy?: string | null;
}

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

/**
 * Writes the test cases of `p` into the row `id` (its `visible_test_cases` and `hidden_test_cases` columns)
 * inside the transaction `tx`: in statements of at most {@link TEST_DATA_CHUNK_CHARS} characters (UTF-8
 * bytes for test data given as bytes) into a temporary table, then assembled by the database in one
 * `UPDATE` — so no statement carries the whole test data and it is never one string in this process.
 */
async function writeTestData(tx: Tx, id: string, p: PreparedProblem): Promise<void> {
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
        for (const chunk of chunksOf(value, TEST_DATA_CHUNK_CHARS)) {
          rows.push(sql`(${list}, ${seq}, ${field}, ${part++}, ${chunk})`);
          size += chunk.length;
          if (size >= TEST_DATA_CHUNK_CHARS || rows.length >= TEST_DATA_ROWS_PER_STATEMENT) await flush();
        }
      }
    }
  }
  await flush();
  const field = (name: string) => sql.raw(`string_agg(chunk, '' order by part) filter (where field = '${name}')`);
  await tx.execute(sql`
    update problems set
      visible_test_cases = coalesce((select jsonb_agg(test order by seq) from (select seq, jsonb_build_object('input', ${field('input')}, 'output', ${field('output')}, 'explanation', ${field('explanation')}) as test from pj_import_data where list = 0 group by seq) v), '[]'::jsonb),
      hidden_test_cases = coalesce((select jsonb_agg(test order by seq) from (select seq, jsonb_build_object('input', ${field('input')}, 'output', ${field('output')}) as test from pj_import_data where list = 1 group by seq) h), '[]'::jsonb)
    where id = ${id}`);
}

/**
 * Inserts or updates (by slug, keeping the id) one problem in one transaction, its test data written in
 * bounded statements ({@link writeTestData}).
 * @returns the problem id.
 */
async function writeProblem(db: Db, p: PreparedProblem, target: ImportTarget): Promise<string> {
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
      id = stableId(target.slug);
      await tx.insert(problems).values({ id, slug: target.slug, ...content, packageHash: target.packageHash, contentHash: p.contentHash, position, createdBy: target.createdBy ?? null });
    }
    await writeTestData(tx, id, p);
    return id;
  });
}

/** Options of an import (directory or archive). */
export interface ImportOptions {
  /** Measures `time_multiplier` limits; without it the default time limit is used (and reported). */
  judge?: Judge | null;
  /** Instead of `judge`: called only when a time limit must be measured (the CLI starts a judge then). */
  getJudge?: () => Promise<Judge | null>;
  /** The admin importing it (new problems only). */
  createdBy?: string | null;
}

/**
 * Writes a package prepared by the package worker (see worker-client.ts), measuring with the judge on the way.
 * @param request what the worker prepares: a directory or an archive.
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts).
 */
export async function importPrepared(db: Db, request: WorkerRequest, opts: ImportOptions): Promise<ImportReport> {
  const measure = async (req: MeasureRequest) => measureSlowestAccepted(opts.judge !== undefined ? opts.judge : ((await opts.getJudge?.()) ?? null), req);
  const prepared = await prepareInWorker(request, measure);
  // `upload:` marks a problem an admin imported: boot never replaces it with a built-in package of the same name.
  const prblmId = await writeProblem(db, prepared, { slug: prepared.shortName, packageHash: `${UPLOAD_MARK}${prepared.packageHash}`, createdBy: opts.createdBy, position: prepared.position });
  return { prblmId, warnings: prepared.warnings };
}

/**
 * Imports one package directory: load, convert and hash in the package worker (measuring the time limit
 * with the judge when the package gives a multiplier), then write. Nothing is written when any step fails.
 * @param opts.shortName the package's short name (default: the directory's name), which becomes the slug.
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts).
 */
export async function importPackageDir(db: Db, dir: string, opts: ImportOptions & { shortName?: string } = {}): Promise<ImportReport> {
  return importPrepared(db, { kind: 'dir', dir: path.resolve(dir), shortName: opts.shortName }, opts);
}

export interface SyncResult {
  /** Slugs inserted or updated. */
  imported: string[];
  /** Slugs whose package changed but whose row an admin edited since the last import (left alone). */
  keptEdited: string[];
}

/**
 * Boot: brings the built-in problems in line with their packages. Generated test data is built first
 * when missing or stale. A package whose content hash equals the row's `package_hash` costs no write; a
 * new or changed one is imported (updated in place, same id). A row whose content no longer matches the
 * `content_hash` stored at its import was edited by an admin, and a row an admin replaced by importing a
 * package of the same name has an `upload:` package hash: both are kept and reported, never overwritten.
 * Rows from before packages (no hashes) are updated.
 * @param log receives one line per kept edited problem.
 * @throws PackageError when a built-in package is invalid (a broken checkout: the server should not start).
 */
export async function syncBuiltInProblems(db: Db, opts: { dir?: string; log?: (msg: string) => void } = {}): Promise<SyncResult> {
  const dir = opts.dir ?? BUILT_IN_PACKAGES_DIR;
  await generateAll(dir);
  const dirs = packageDirs(dir).filter((d) => existsSync(path.join(d, 'problem.yaml')));
  const slugs = dirs.map((d) => path.basename(d));
  const rows = slugs.length
    ? await db.select({ slug: problems.slug, packageHash: problems.packageHash, contentHash: problems.contentHash }).from(problems).where(inArray(problems.slug, slugs))
    : [];
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const result: SyncResult = { imported: [], keptEdited: [] };
  for (const d of dirs) {
    const slug = path.basename(d);
    const hash = packageHash(d);
    const row = bySlug.get(slug);
    if (row?.packageHash === hash) continue;
    if (row?.packageHash?.startsWith(UPLOAD_MARK)) {
      result.keptEdited.push(slug);
      opts.log?.(`built-in problem ${slug}: an admin imported a package of this name over it; that import is kept`);
      continue;
    }
    if (row?.contentHash) {
      const [current] = await db.select().from(problems).where(eq(problems.slug, slug));
      if (current && contentHash(current) !== row.contentHash) {
        result.keptEdited.push(slug);
        opts.log?.(`built-in problem ${slug}: its package changed, but an admin edited the problem since it was imported; the edit is kept (import the package again to replace it)`);
        continue;
      }
    }
    const pkg = loadPackage(d);
    const { content } = convertPackage(pkg, null);
    await writeProblem(db, splitContent(content), { slug, packageHash: hash, position: pkg.pocket?.position });
    result.imported.push(slug);
  }
  return result;
}

/** A built-in problem as its package converts (for tests and benches). */
export interface BuiltInProblem {
  slug: string;
  /** List position (pocket.yaml). */
  position: number;
  /** The package directory. */
  dir: string;
  content: ProblemContent;
}

/**
 * Loads and converts every built-in package, in list order, without a database. Builds the generated
 * test data first when it is missing or stale.
 * @throws PackageError when a package is invalid.
 */
export async function loadBuiltInProblems(dir: string = BUILT_IN_PACKAGES_DIR): Promise<BuiltInProblem[]> {
  await generateAll(dir);
  return packageDirs(dir)
    .map((d) => {
      const pkg = loadPackage(d);
      return { slug: pkg.shortName, position: pkg.pocket?.position ?? 0, dir: d, content: convertPackage(pkg, null).content };
    })
    .sort((a, b) => a.position - b.position);
}
