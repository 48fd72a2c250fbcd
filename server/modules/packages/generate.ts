import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { outputsMatch } from '../../../common/judging/compare.ts';

/**
 * Build step for generated test data: a package with `generators/large.ts` (a module whose default
 * export returns the large test cases, deterministic and seeded) gets `data/secret/large/NN.in` from
 * it and `NN.ans` from running its accepted JavaScript solution (`submissions/accepted/*.js`) with
 * Node. The generator also computes each answer; both must agree, or the build stops.
 *
 * Runs from `npm run build`, `npm start` and `npm run problems:build`; boot and tests call it too,
 * but it only writes when the stamp `data/secret/large/.stamp` (a hash of the generator, the shared
 * generator library and the solution) differs, so an unchanged checkout costs a few file reads.
 */

const STAMP = '.stamp';

/** Runs `node file` with `input` on stdin; resolves with stdout. @throws Error with stderr on a non-zero exit. */
function runNode(file: string, input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${file} exited with ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 500)}`))));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

function stampOf(dir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(path.relative(dir, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

/**
 * Writes the generated test data of one package when it is missing or stale.
 * @returns true when it (re)generated, false when the data was up to date or the package has no generator.
 * @throws Error naming the package when the generator fails, there is no accepted .js solution, or the
 *   solution's answer differs from the generator's.
 */
export async function generatePackageData(dir: string): Promise<boolean> {
  const generator = path.join(dir, 'generators', 'large.ts');
  if (!existsSync(generator)) return false;
  const name = path.basename(dir);
  const acceptedDir = path.join(dir, 'submissions', 'accepted');
  const js = existsSync(acceptedDir) ? readdirSync(acceptedDir).sort().find((f) => f.endsWith('.js')) : undefined;
  if (!js) throw new Error(`${name}: generators/large.ts needs an accepted JavaScript solution to compute the answers`);
  const solution = path.join(acceptedDir, js);
  const libDir = path.join(dir, '..', '_lib');
  const libFiles = existsSync(libDir) ? readdirSync(libDir).sort().map((f) => path.join(libDir, f)) : [];
  const stamp = stampOf(dir, [generator, solution, ...libFiles]);
  const outDir = path.join(dir, 'data', 'secret', 'large');
  if (existsSync(path.join(outDir, STAMP)) && readFileSync(path.join(outDir, STAMP), 'utf8') === stamp) return false;

  const mod = (await import(pathToFileURL(generator).href)) as { default: () => { input: string; output: string }[] };
  const cases = mod.default();
  // Written next to the target and renamed into place, so no reader ever sees half of it.
  const work = path.join(dir, 'data', 'secret', `.large-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // A copy as .cjs: the judge runs JavaScript as a CommonJS script, while this repository's package.json says "module".
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pj-gen-'));
  const script = path.join(tmp, 'solution.cjs');
  writeFileSync(script, readFileSync(solution));
  try {
    for (const [i, c] of cases.entries()) {
      const base = String(i + 1).padStart(2, '0');
      const answer = await runNode(script, c.input);
      if (!outputsMatch(answer, c.output)) throw new Error(`${name}: large test ${base}: the accepted solution ${js} and the generator disagree on the answer`);
      writeFileSync(path.join(work, `${base}.in`), c.input);
      writeFileSync(path.join(work, `${base}.ans`), answer);
    }
    writeFileSync(path.join(work, STAMP), stamp);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(work, outDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
  return true;
}

/**
 * {@link generatePackageData} for every package directory of `problemsDir` (directories whose names do not start with `_`).
 * @returns the short names of the packages regenerated.
 */
export async function generateAll(problemsDir: string): Promise<string[]> {
  const done: string[] = [];
  for (const entry of readdirSync(problemsDir, { withFileTypes: true }).sort((x, y) => x.name.localeCompare(y.name))) {
    const name = entry.name;
    if (!entry.isDirectory() || name.startsWith('_') || name.startsWith('.')) continue;
    if (await generatePackageData(path.join(problemsDir, name))) done.push(name);
  }
  return done;
}
