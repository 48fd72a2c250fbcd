/**
 * bench/real-packages — the public problem packages of tests/fixtures/packages/ (problemtools' examples,
 * SWERC 2025 problems; each with its LICENCE.txt) imported through the real import path and judge, printed
 * as tables:
 *
 * - every submission: package, submission, folder, verdict at the chosen limit, slowest test case's CPU ms;
 * - the time limit each import chose (ms, C++), with `--repeat N` over N imports of each package, and with
 *   `--busy` while a busy loop runs on every core (`--busy-nice` for niced ones): the spread of the limit
 *   idle vs busy (docs/decisions/0046-time-limits-under-load.md);
 * - `--multiplier M` imports a copy of each legacy package with `limits.time_multiplier: M` (a GCPC-like
 *   setting: the limit then sits close to the slowest accepted submission); `--without a,b` leaves those
 *   submission files (`submissions/<folder>/<file>`) out of the copy.
 *
 * Run: `npx tsx bench/real-packages.ts [--repeat N] [--busy | --busy-nice] [--multiplier M] [--without files] [--only a,b]`
 * (needs bwrap, g++, javac, node, python3). Numbers are CPU ms measured by the judge on this machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { ImportReport } from '../common/contract/package-import.ts';
import { importPackageDir } from '../server/modules/packages/import.ts';
import { createTestApp } from '../tests/support/test-server.ts';
import { percentile, printTable } from './stats.ts';

/** The real packages, by fixture directory name. */
export const REAL_PACKAGES = [
  'problemtools-hello',
  'problemtools-different',
  'problemtools-oddecho',
  'problemtools-guess',
  'swerc2025-dungeonequilibrium',
  'swerc2025-factorytable',
  'swerc2025-gitgud',
  'swerc2025-isaacqueries',
  'swerc2025-jewelsbuilding',
] as const;

const FIXTURES = fileURLToPath(new URL('../tests/fixtures/packages/', import.meta.url));

if (process.argv[2] === '--spin') {
  // A busy loop for the --busy runs: a child process per core, ended by the parent.
  for (;;) Math.sqrt(Math.random());
}

const argsSchema = z.object({
  repeat: z.number().check(z.int(), z.positive()),
  busy: z.enum(['no', 'yes', 'nice']),
  multiplier: z.nullable(z.number().check(z.positive())),
  only: z.nullable(z.array(z.enum(REAL_PACKAGES))),
  without: z.array(z.string().check(z.regex(/^submissions\/[^/]+\/[^/]+$/))),
});

/** Reads the command line into {@link argsSchema}'s shape. */
function parseArgs(argv: string[]): z.infer<typeof argsSchema> {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return argsSchema.parse({
    repeat: Number(value('--repeat') ?? 1),
    busy: argv.includes('--busy-nice') ? 'nice' : argv.includes('--busy') ? 'yes' : 'no',
    multiplier: value('--multiplier') === undefined ? null : Number(value('--multiplier')),
    only: value('--only')?.split(',') ?? null,
    without: value('--without')?.split(',') ?? [],
  });
}

/** Starts a busy loop on every core (niced to 19 when `nice`); returns the processes. */
function startBusyLoops(nice: boolean): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () => {
    const child = fork(fileURLToPath(import.meta.url), ['--spin'], { execArgv: [], stdio: 'ignore' });
    if (nice && child.pid) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not allowed: the loop runs at normal priority.
      }
    }
    return child;
  });
}

/**
 * A copy of a package in `root` with `limits.time_multiplier` set (legacy packages only; null leaves
 * problem.yaml alone) and the submission files `without` left out.
 */
function variant(dir: string, multiplier: number | null, without: readonly string[], root: string): string {
  const copy = path.join(root, path.basename(dir));
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  for (const file of without) rmSync(path.join(copy, file), { force: true });
  const yaml = readFileSync(path.join(dir, 'problem.yaml'), 'utf8');
  if (multiplier !== null && !/problem_format_version:\s*2023-07/.test(yaml)) {
    const body = /^limits:\s*$/m.test(yaml) ? yaml.replace(/^limits:\s*$/m, `limits:\n  time_multiplier: ${multiplier}`) : `${yaml}\nlimits:\n  time_multiplier: ${multiplier}\n`;
    writeFileSync(path.join(copy, 'problem.yaml'), body);
  }
  return copy;
}

const args = parseArgs(process.argv.slice(2));
const names = args.only ?? REAL_PACKAGES;
const scratch = mkdtempSync(path.join(tmpdir(), 'pj-real-packages-'));
const busy = args.busy === 'no' ? [] : startBusyLoops(args.busy === 'nice');
const t = await createTestApp();
const host = { timeFactor: 1, memoryMaxKb: 1024 * 1024 };
const rows: string[][] = [];
const limits: string[][] = [];
try {
  for (const name of names) {
    let dir = path.join(FIXTURES, name);
    if (args.multiplier !== null || args.without.length) dir = variant(dir, args.multiplier, args.without, scratch);
    const chosen: number[] = [];
    let last: ImportReport | null = null;
    for (let i = 0; i < args.repeat; i++) {
      const started = performance.now();
      const report = await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host });
      const wallMs = Math.round(performance.now() - started);
      chosen.push(report.time.limitMs);
      if (i === 0) {
        for (const s of report.submissions) {
          rows.push([name, s.file.replace(/^submissions\/[^/]+\//, ''), s.expected, s.actual ?? `– (${s.note ?? 'not run'})`, s.timeMs === null ? '' : String(s.timeMs), s.matches === false ? 'no' : s.actual === null ? '–' : 'yes']);
        }
      }
      last = report;
      process.stderr.write(`${name}: import ${i + 1}/${args.repeat} in ${wallMs} ms, limit ${report.time.limitMs} ms (slowest ${report.time.slowest?.file ?? '–'} ${report.time.slowest?.cpuMs ?? ''} ms)\n`);
    }
    const slowest = last?.time.slowest;
    limits.push([
      name,
      `${last?.time.source ?? ''} ×${last?.time.multiplier ?? ''}`,
      String(Math.min(...chosen)),
      String(percentile(chosen, 50)),
      String(Math.max(...chosen)),
      slowest ? `${slowest.file.replace(/^submissions\//, '')} ${slowest.cpuMs} ms` : '–',
    ]);
  }
} finally {
  for (const b of busy) b.kill();
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`\nsubmissions (${args.busy === 'no' ? 'idle' : `busy loop on ${availableParallelism()} cores${args.busy === 'nice' ? ', niced' : ''}`})`);
printTable(['package', 'submission', 'folder', 'verdict', 'time (ms)', 'matches folder'], rows);
console.log(`\ntime limit chosen over ${args.repeat} import(s)`);
printTable(['package', 'rule', 'min ms', 'median ms', 'max ms', 'slowest accepted (last import)'], limits);
