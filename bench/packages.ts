/**
 * bench/packages — the built-in problem packages (problems/): time to import and to verify them,
 * printed as a table.
 *
 * - generated data: `generateAll` on an up-to-date checkout (the stamp check every boot pays);
 * - hash: the content hash of all 15 packages (what boot compares);
 * - import: load + convert + write all 15 into a fresh in-memory database;
 * - boot sync, unchanged: the second sync, which finds every hash equal and writes nothing;
 * - verify: every program under submissions/<verdict>/ through the real judge on every test case
 *   (accepted ones on all, the others until their first failure), as tests/server/builtin-problems does;
 * - upload while serving: `POST /api/admin/problems/import` of a small package, a large one (2 × 24 MB of
 *   test data) and a hostile one (two 250 MB test files, a 0.5 MB zip), each in a fresh process on a test
 *   server (PGlite in memory) after one warm-up import: the answer, the import's wall time, the server's
 *   event-loop delay during it (perf_hooks.monitorEventLoopDelay, p99 and max), and the process's RSS before
 *   and at its peak (getrusage maxRSS, the worker thread included). With `BENCH_BEFORE=<another checkout>`
 *   (node_modules linked) the same runs against that checkout's server too, side by side.
 *
 * Run: `npm run bench` (needs bwrap, g++, javac, node). Numbers are wall-clock on this machine.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { STATUS } from '../common/contract/submission.ts';
import { openDatabase } from '../server/db/client.ts';
import { generateAll } from '../server/modules/packages/generate.ts';
import { packageHash } from '../server/modules/packages/hash.ts';
import { BUILT_IN_PACKAGES_DIR, loadBuiltInProblems, packageDirs, syncBuiltInProblems } from '../server/modules/packages/import.ts';
import { isLearnerLanguage, loadPackage } from '../server/modules/packages/load.ts';
import { createTestApp } from '../tests/support/test-server.ts';
import { craftZip, type CraftEntry } from '../tests/support/zip-craft.ts';
import { printTable } from './stats.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024 * 1024;
const UPLOADS = ['small package', 'large package (2 × 24 MB of test data)', 'hostile (2 × 250 MB test files)'] as const;
type Upload = (typeof UPLOADS)[number];

/** The archive of an upload scenario (crafted as a stream: the bench itself stays small). */
async function uploadArchive(which: Upload): Promise<Buffer> {
  const { zipSync } = await import('fflate');
  const { readdirSync, readFileSync } = await import('node:fs');
  const fixture = path.join(REPO, 'tests/fixtures/packages/modern-reverse');
  const files: CraftEntry[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(fixture, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else files.push({ name: `bench-reverse/${r}`, data: readFileSync(path.join(fixture, r)) });
    }
  };
  walk('');
  if (which === 'small package') return Buffer.from(zipSync(Object.fromEntries(files.map((f) => [f.name, (f as { data: Uint8Array }).data]))));
  if (which === 'hostile (2 × 250 MB test files)') {
    const zeros = new TextEncoder().encode('0\n');
    return craftZip([...files, ...['in', 'ans'].map((ext) => ({ name: `bench-reverse/data/secret/huge.${ext}`, pattern: zeros, size: 250 * MB }))]);
  }
  const digits = new TextEncoder().encode(Array.from({ length: 4096 }, (_, i) => `${(i * 7919) % 100_003}`).join(' ') + '\n');
  // Without the package's submission: the import judges it, and it needs more than the package's 64 MB on these inputs.
  const noSubmissions = files.filter((f) => !f.name.includes('/submissions/'));
  return craftZip([...noSubmissions, ...['in', 'ans'].map((ext) => ({ name: `bench-reverse/data/secret/large.${ext}`, pattern: digits, size: 24 * MB }))]);
}

/**
 * Child process: boots a test server from the checkout `root`, imports the small package once (warm-up),
 * then the scenario's archive, and prints the figures as one JSON line.
 */
async function uploadChild(root: string, which: Upload): Promise<void> {
  const { createTestApp: create } = (await import(path.join(root, 'tests/support/test-server.ts'))) as typeof import('../tests/support/test-server.ts');
  const { ApiClient } = (await import(path.join(root, 'tests/support/client.ts'))) as typeof import('../tests/support/client.ts');
  const { users } = (await import(path.join(root, 'server/db/schema.ts'))) as typeof import('../server/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const t = await create();
  const admin = new ApiClient(t.app);
  const { user } = await admin.signUp('Admin');
  await t.server.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
  const upload = async (data: Buffer) => {
    const boundary = '----pjbench';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="package"; filename="bench-reverse.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/admin/problems/import', payload, headers: { ...(await admin.headers()), 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  await upload(await uploadArchive('small package'));
  const archive = await uploadArchive(which);
  const rssBefore = process.memoryUsage().rss;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const res = await upload(archive);
  const ms = performance.now() - started;
  delay.disable();
  const message = res.statusCode >= 400 ? String((res.json() as { message?: string }).message ?? '').slice(0, 70) : '';
  console.log(
    `BENCH ${JSON.stringify({ status: res.statusCode, message, zipKb: Math.round(archive.length / 1024), ms, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, rssBefore, peak: process.resourceUsage().maxRSS * 1024 })}`,
  );
  await t.close();
  process.exit(0);
}

if (process.argv[2] === '--upload-child') await uploadChild(process.argv[3]!, process.argv[4] as Upload);

const timed = async <T>(f: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const value = await f();
  return [value, performance.now() - started];
};
const rows: string[][] = [];
const ms = (x: number) => `${Math.round(x)} ms`;

/** Prints a Markdown table under its title. */
function table(title: string, head: string[], body: string[][]): void {
  console.log(`\n${title}`);
  printTable(head, body);
}

/** `--uploads-only`: only the upload table (the built-in packages' steps, judge runs included, take minutes). */
if (!process.argv.includes('--uploads-only')) {
  await generateAll(BUILT_IN_PACKAGES_DIR);
  const [, genMs] = await timed(() => generateAll(BUILT_IN_PACKAGES_DIR));
  rows.push(['generated data check (up to date)', ms(genMs)]);
  const [, hashMs] = await timed(() => packageDirs(BUILT_IN_PACKAGES_DIR).map(packageHash));
  rows.push(['content hash of 15 packages', ms(hashMs)]);

  const db = await openDatabase({ pgliteDir: 'memory://' });
  const [first, importMs] = await timed(() => syncBuiltInProblems(db.db));
  rows.push([`import ${first.imported.length} packages (fresh database)`, ms(importMs)]);
  const [second, syncMs] = await timed(() => syncBuiltInProblems(db.db));
  rows.push([`boot sync, unchanged (${second.imported.length} writes)`, ms(syncMs)]);
  await db.close();

  const t = await createTestApp();
  try {
    const problems = await loadBuiltInProblems();
    let runs = 0;
    let wrong = 0;
    const [, verifyMs] = await timed(() =>
      Promise.all(
        problems.flatMap((p) => {
          const tests = [...p.content.visibleTestCases, ...p.content.hiddenTestCases].map((c) => ({ input: c.input, output: c.output }));
          return loadPackage(p.dir).submissions.map(async (s) => {
            if (!isLearnerLanguage(s.language)) return;
            const accepted = s.verdict === 'accepted';
            const out = await t.server.judge.evaluate(
              { language: s.language, code: s.code, tests, timeLimitMs: p.content.timeLimitMs!, memoryLimitKb: p.content.memoryLimitKb!, validation: p.content.validation ?? undefined, stopOnFirstFailure: !accepted },
              { exempt: true },
            );
            runs++;
            const allAccepted = out.compileOutput === null && out.cases.length === tests.length && out.cases.every((c) => c.statusId === STATUS.ACCEPTED);
            if (allAccepted !== accepted) wrong++;
          });
        }),
      ),
    );
    rows.push([`verify ${runs} submissions with the judge (${wrong} with an unexpected verdict)`, ms(verifyMs)]);
  } finally {
    await t.close();
  }

  table('built-in problem packages', ['step', 'time'], rows);
}

const checkouts: [string, string][] = [['this checkout', REPO]];
if (process.env.BENCH_BEFORE) checkouts.unshift([`BENCH_BEFORE (${process.env.BENCH_BEFORE})`, path.resolve(process.env.BENCH_BEFORE)]);
const uploads: string[][] = [];
const mib = (b: number) => `${Math.round(b / MB)} MB`;
for (const which of UPLOADS) {
  for (const [label, root] of checkouts) {
    let out = '';
    try {
      out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--upload-child', root, which], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * MB });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? '');
    }
    const json = out.split('\n').find((l) => l.startsWith('BENCH '));
    if (!json) {
      uploads.push([which, label, 'process died', '', '', '', '', '']);
      continue;
    }
    const r = JSON.parse(json.slice(6)) as { status: number; message: string; zipKb: number; ms: number; p99: number; max: number; rssBefore: number; peak: number };
    uploads.push([`${which}, ${r.zipKb} KB zip`, label, `${r.status}${r.message ? ` ${r.message}` : ''}`, ms(r.ms), ms(r.p99), ms(r.max), mib(r.rssBefore), mib(r.peak)]);
  }
}
table('upload while serving (POST /api/admin/problems/import, PGlite in memory)', ['archive', 'server', 'answer', 'time', 'event loop p99', 'event loop max', 'RSS before', 'peak RSS'], uploads);
