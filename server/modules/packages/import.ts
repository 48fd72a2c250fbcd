import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, max } from 'drizzle-orm';
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
import { isLearnerLanguage, loadPackage, PackageError, type LoadedPackage } from './load.ts';

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
 * Runs every accepted submission in c++, java or javascript through the judge on all test cases.
 * @returns ms, or null when there is nothing to run (no such submission, judge unavailable, a custom validator).
 * @throws PackageError when an accepted submission is not Accepted on every test case.
 */
export async function measureSlowestAccepted(judge: Judge | null, pkg: LoadedPackage, content: ProblemContent): Promise<number | null> {
  if (!judge || judge.unavailable || content.validation?.kind === 'custom') return null;
  const tests = [...content.visibleTestCases, ...content.hiddenTestCases].map((c) => ({ input: c.input, output: c.output }));
  let slowest: number | null = null;
  for (const s of pkg.submissions) {
    if (s.verdict !== 'accepted' || !isLearnerLanguage(s.language)) continue;
    const out = await judge.evaluate(
      { language: s.language, code: s.code, tests, timeLimitMs: MEASURE_LIMIT_MS, memoryLimitKb: content.memoryLimitKb!, validation: content.validation ?? undefined, stopOnFirstFailure: true },
      { exempt: true },
    );
    if (out.compileOutput !== null) throw new PackageError(`"${pkg.name}" (${pkg.shortName})`, `${s.file} does not compile: ${out.compileOutput.slice(0, 500)}`);
    const bad = out.cases.findIndex((c) => c.statusId !== STATUS.ACCEPTED);
    if (bad >= 0) throw new PackageError(`"${pkg.name}" (${pkg.shortName})`, `${s.file} is in accepted/ but got "${out.cases[bad]!.description}" on test case ${bad + 1}`);
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

/**
 * Inserts or updates (by slug, keeping the id) one problem in one transaction.
 * @returns the problem id.
 */
async function writeProblem(db: Db, content: ProblemContent, target: ImportTarget): Promise<string> {
  const hash = contentHash(content);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: problems.id }).from(problems).where(eq(problems.slug, target.slug));
    if (existing) {
      await tx
        .update(problems)
        .set({ ...content, packageHash: target.packageHash, contentHash: hash, ...(target.position !== undefined ? { position: target.position } : {}), updatedAt: new Date() })
        .where(eq(problems.id, existing.id));
      return existing.id;
    }
    let position = target.position;
    if (position === undefined) {
      const [row] = await tx.select({ p: max(problems.position) }).from(problems);
      position = (row?.p ?? 0) + 1;
    }
    const id = stableId(target.slug);
    await tx.insert(problems).values({ id, slug: target.slug, ...content, packageHash: target.packageHash, contentHash: hash, position, createdBy: target.createdBy ?? null });
    return id;
  });
}

/**
 * Imports one package directory: load, convert (measuring the time limit with the judge when the package
 * gives a multiplier), write. Nothing is written when any step fails.
 * @param opts.shortName the package's short name (default: the directory's name), which becomes the slug.
 * @param opts.judge measures `time_multiplier` limits; without it the default time limit is used (and reported).
 * @param opts.getJudge instead of `judge`: called only when a time limit must be measured (the CLI starts a judge then).
 * @param opts.createdBy the admin importing it (new problems only).
 * @throws PackageError naming the problem and what is wrong.
 */
export async function importPackageDir(db: Db, dir: string, opts: { shortName?: string; judge?: Judge | null; getJudge?: () => Promise<Judge | null>; createdBy?: string | null } = {},
): Promise<ImportReport> {
  const pkg = loadPackage(dir, opts.shortName);
  const first = convertPackage(pkg, null);
  let { content, warnings } = first;
  if (pkg.timeLimitS === null) {
    const judge = opts.judge !== undefined ? opts.judge : ((await opts.getJudge?.()) ?? null);
    const slowest = await measureSlowestAccepted(judge, pkg, content);
    ({ content, warnings } = convertPackage(pkg, slowest));
  }
  // `upload:` marks a problem an admin imported: boot never replaces it with a built-in package of the same name.
  const prblmId = await writeProblem(db, content, { slug: pkg.shortName, packageHash: `${UPLOAD_MARK}${packageHash(dir)}`, createdBy: opts.createdBy, position: pkg.pocket?.position });
  return { prblmId, warnings };
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
    await writeProblem(db, content, { slug, packageHash: hash, position: pkg.pocket?.position });
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
