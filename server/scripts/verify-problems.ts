import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { generateAll } from '../modules/packages/generate.ts';
import { packageHash } from '../modules/packages/hash.ts';
import { BUILT_IN_PACKAGES_DIR, importPackageDir, packageDirs } from '../modules/packages/import.ts';
import { packagesToVerify, verificationRows } from '../modules/packages/verify.ts';
import { cliHostLimits, startCliJudge } from './cli-judge.ts';

/**
 * `npm run problems:verify -- [--all] [--record] [slug …]`: checks built-in problem packages
 * (`problems/<slug>/`) the way problemtools' `verifyproblem` checks a package — every submission under
 * `submissions/<verdict>/` runs through the real judge on every test case and must get its folder's
 * verdict, the time limit is checked against the slowest accepted program — and prints, per problem and
 * language, the test cases, the slowest reference's CPU ms against that language's limit and every other
 * submission's verdict (a Markdown table), then a summary line.
 *
 * Which packages: the slugs given; with `--all` every one; by default the ones whose content hash
 * (`packageHash`: every file, generated data included) is not the one recorded in
 * `problems/verified.json` — new or changed packages, verified in full by `npm test` in CI.
 * `--record` writes the hash of each package that passed into `problems/verified.json`.
 *
 * Each package is imported into a throw-away in-memory database (PGlite); nothing else is written.
 * Exits 1 when a package has an error line (a submission not judged as its folder says, no accepted
 * submission), is refused, or the judge is unavailable; 2 on bad arguments.
 */

/** Package content hashes verified in full, by slug. */
const VERIFIED_FILE = path.join(BUILT_IN_PACKAGES_DIR, 'verified.json');
const verifiedSchema = z.record(z.string(), z.string());

const argsSchema = z.array(z.union([z.literal('--all'), z.literal('--record'), z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a package slug')]));
const parsed = argsSchema.safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error(`Invalid arguments: ${process.argv.slice(2).join(' ')}\nUsage: npm run problems:verify -- [--all] [--record] [slug …]`);
  process.exit(2);
}
const all = parsed.data.includes('--all');
const record = parsed.data.includes('--record');
const slugs = parsed.data.filter((a) => !a.startsWith('--'));

await generateAll(BUILT_IN_PACKAGES_DIR);
const verified: Record<string, string> = existsSync(VERIFIED_FILE) ? verifiedSchema.parse(JSON.parse(readFileSync(VERIFIED_FILE, 'utf8'))) : {};
const dirs = packageDirs(BUILT_IN_PACKAGES_DIR);
const known = new Set(dirs.map((d) => path.basename(d)));
const unknown = slugs.filter((s) => !known.has(s));
if (unknown.length) {
  console.error(`No built-in package named ${unknown.join(', ')} in problems/.`);
  process.exit(2);
}
const hashes = new Map(dirs.map((d) => [path.basename(d), packageHash(d)]));
const chosen = packagesToVerify(hashes, verified, { all, only: slugs }).map((slug) => path.join(BUILT_IN_PACKAGES_DIR, slug));
if (chosen.length === 0) {
  console.log(`problems: all ${dirs.length} packages are verified as they are (problems/verified.json)`);
  process.exit(0);
}

const config = loadConfig();
const judge = await startCliJudge(config);
if (judge.unavailable) {
  console.error(`The judge is unavailable (${judge.unavailable}): nothing can be verified.`);
  process.exit(1);
}
const db = await openDatabase({ pgliteDir: 'memory://', owner: 'problems:verify' });
const host = cliHostLimits(config);
const started = performance.now();

const failed: string[] = [];
const lines: string[] = [];
try {
  for (const dir of chosen) {
    const slug = path.basename(dir);
    try {
      const report = await importPackageDir(db.db, dir, { judge, host });
      lines.push(...verificationRows(slug, report));
      for (const e of report.errors) console.error(`${slug}: ERROR ${e}`);
      if (report.errors.length) failed.push(slug);
      else if (record) verified[slug] = hashes.get(slug)!;
    } catch (e) {
      console.error(`${slug}: refused: ${(e as Error).message}`);
      failed.push(slug);
    }
  }
} finally {
  await db.close();
  await judge.shutdown(10_000);
}
console.log('\n| problem | language | tests | slowest reference ms / limit ms (CPU) | other submissions: verdict |');
console.log('|---|---|---:|---:|---|');
for (const l of lines) console.log(l);
if (record) writeFileSync(VERIFIED_FILE, `${JSON.stringify(Object.fromEntries(Object.entries(verified).filter(([s]) => known.has(s)).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
console.log(`\nproblems: ${chosen.length} package${chosen.length === 1 ? '' : 's'} verified in ${Math.round((performance.now() - started) / 1000)} s: ${chosen.length - failed.length} as their folders say${failed.length ? `, ${failed.length} not: ${failed.join(', ')}` : ''}${record ? '; problems/verified.json updated' : ''}`);
process.exit(failed.length ? 1 : 0);
