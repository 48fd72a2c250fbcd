import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { PACKAGE_ZIP_MAX_BYTES } from '../../common/contract/package-import.ts';
import { IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { exitIfDataDirHeld } from '../db/data-dir-lock.ts';
import type { Judge } from '../judge/judge.ts';
import { cliHostLimits, startCliJudge } from './cli-judge.ts';
import { importPackageDir } from '../modules/packages/import.ts';
import { PackageError } from '../modules/packages/load.ts';
import { importPackageZip } from '../modules/packages/service.ts';

/**
 * `npm run import-problem -- [--strict] <package directory | package .zip>`: imports an ICPC/Kattis problem
 * package into the database the server uses (same DATA_DIR / DATABASE_URL; stop the server first
 * when on PGlite, which allows one process at a time) and prints the report: the problem id, the
 * limits chosen and why, the input validators run, each submission's expected and actual verdict,
 * one line per error (verifyproblem's ERROR: a submission not judged as its folder says, no accepted
 * submission the judge runs) and one per warning. The judge (started once the package is loaded) runs the
 * input validators and submissions and measures the time limit (JUDGE_TIME_FACTOR, JUDGE_MEMORY_MAX_MB apply).
 * The package is unpacked, read and converted in a worker thread, under the caps of packages/limits.ts (an
 * archive: at most PACKAGE_ZIP_MAX_BYTES, as an upload). Exits 1 with the message when the package is
 * refused; with `--strict`, any error line refuses it (nothing written, the error lines printed, exit 1).
 * Exits 2 on bad arguments.
 */
const USAGE = 'Usage: npm run import-problem -- [--strict] <package directory | package .zip>';
/** A package path: not empty, and not an option (an unknown `--flag` is refused, not taken for a file name). */
const sourceArg = z.string().check(z.minLength(1), z.refine((s) => !s.startsWith('-'), { message: 'not a known option' }));
/** The command line: the package path, with `--strict` before or after it. */
const argsSchema = z.union([z.tuple([sourceArg]), z.tuple([z.literal('--strict'), sourceArg]), z.tuple([sourceArg, z.literal('--strict')])]);
const parsedArgs = argsSchema.safeParse(process.argv.slice(2));
if (!parsedArgs.success) {
  console.error(`Invalid arguments: ${process.argv.slice(2).join(' ') || '(none)'}\n${USAGE}`);
  process.exit(2);
}
const strict = parsedArgs.data.includes('--strict');
const source = parsedArgs.data.find((a) => a !== '--strict')!;
const config = loadConfig();
exitIfDataDirHeld(config, 'import-problem');
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, owner: 'import-problem' });
let judge: Judge | null = null;
const getJudge = async (): Promise<Judge | null> => {
  judge = await startCliJudge(config);
  if (judge.unavailable) console.warn(`The judge is unavailable (${judge.unavailable}): the submissions and input validators cannot be run, nor the time limit measured.`);
  return judge;
};
const host = cliHostLimits(config);
let code = 0;
try {
  const full = path.resolve(source);
  const st = statSync(full);
  // The upload's cap: an archive is read whole before the worker unpacks it (caps of packages/limits.ts).
  if (!st.isDirectory() && st.size > PACKAGE_ZIP_MAX_BYTES) throw new PackageError(path.basename(full), `the archive is larger than ${PACKAGE_ZIP_MAX_BYTES / 1024 / 1024} MB`, 413);
  const report = st.isDirectory()
    ? await importPackageDir(db.db, full, { getJudge, host, strict })
    : await importPackageZip(db.db, readFileSync(full), path.basename(full), { getJudge, host, strict });
  console.log(`Imported ${source} as problem ${report.prblmId}.`);
  for (const line of IMPORT_REPORT_TEXT.lines(report)) console.log(line);
  for (const e of report.errors) console.log(`ERROR ${e}`);
  for (const w of report.warnings) console.log(`warning: ${w}`);
} catch (e) {
  if (!(e instanceof PackageError) && (e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  console.error(`Refused: ${(e as Error).message}`);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
