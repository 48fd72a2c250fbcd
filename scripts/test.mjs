// `npm test`: type-check, lint and build the problems' generated test data (two at a time), verify the problem packages that are new or
// changed since their last full verification (server/scripts/verify-problems.ts), then every vitest project (unit, server, e2e),
// (the whole suite in two vitest processes side by side: server, and unit + e2e), then the bundle budgets (bench/bundle.ts, its table; on the build the e2e tests made, so dist/ is built once),
// ending with one summary line "tests: N passed, N failed" (", bundle budgets broken" when they are).
// With TEST_DATABASE_URL (as in CI) the server and e2e files run on that PostgreSQL; the unit files stay on PGlite.
// Arguments go to vitest and choose a part of the tests: such a run skips the bundle budgets.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
const npx = (args) => run(process.execPath, args);

/** Runs node with `args`; resolves true when it exits 0. */
const nodeAsync = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });

// Type-checks, lint and the built-in problems' generated test data (once, before test files run side by
// side), two at a time (2 cores), the longest first.
const checks = [
  ['node_modules/eslint/bin/eslint.js', '.'],
  ['node_modules/tsx/dist/cli.mjs', 'server/scripts/build-problems.ts'],
  ...['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.common.json', 'tsconfig.sw.json'].map((p) => ['node_modules/typescript/bin/tsc', '-p', p]),
];
let nextCheck = 0;
const checker = async () => {
  let ok = true;
  while (nextCheck < checks.length) ok = (await nodeAsync(checks[nextCheck++])) && ok;
  return ok;
};
if (!(await Promise.all([checker(), checker()])).every(Boolean)) process.exit(1);

// The built-in problem packages that are new or changed since they were last verified in full
// (problems/verified.json): every submission judged on every test case, as verifyproblem does. The
// server tests check a rotating sample of the others each day.
const args = process.argv.slice(2);
const problemsOk = args.length > 0 || (await nodeAsync(['node_modules/tsx/dist/cli.mjs', 'server/scripts/verify-problems.ts']));

const report = '.vitest-results.json';
rmSync(report, { force: true });
const vitestArgs = (out, extra) => ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra];

/** Runs a vitest process (with `env`, default this one's); resolves true when it passed. */
const vitest = (out, extra, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, vitestArgs(out, extra), { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });

let ok;
if (args.length > 0) {
  ok = await vitest(report, args);
} else {
  // The whole suite in two vitest processes side by side — the server files, and the unit then e2e files —
  // since one vitest process runs its projects one after another, and a server file (mostly judging) and
  // an e2e file (mostly waiting on Chromium) share 2 cores well. More processes (the server files in
  // halves) were no faster with 2 cores and starved the judge's timing tests (an interactive program's
  // spin read as idleness, a compile cut by its wall clock).
  // Their reports are added up into one. The e2e project's global setup builds the PWA, beside the first
  // server files.
  // With TEST_DATABASE_URL the server and e2e files run on that PostgreSQL (a test server boots on a copy
  // of one seed template in ≈ 0.9 s, on PGlite from its seed archive in ≈ 4.4 s: once per e2e file), and
  // the unit files on PGlite, the database `npm start` uses (the server-process tests boot
  // it from DATA_DIR too). Both processes keep the template; it is dropped here once both have ended.
  const { TEST_DATABASE_URL: postgres, ...pgliteEnv } = process.env;
  const keep = postgres ? { KEEP_SEED_TEMPLATES: '1' } : {};
  const lanes = [
    ['server', ['--project', 'server'], { ...process.env, ...keep }],
    ['e2e', ['--project', 'unit', '--project', 'e2e'], { ...pgliteEnv, ...keep, ...(postgres ? { E2E_DATABASE_URL: postgres } : {}) }],
  ];
  const parts = lanes.map(([name]) => `.vitest-results-${name}.json`);
  for (const part of parts) rmSync(part, { force: true });
  const results = await Promise.all(lanes.map(([, extra, env], i) => vitest(parts[i], extra, env)));
  ok = results.every(Boolean);
  if (postgres) ok = npx(['node_modules/tsx/dist/cli.mjs', 'tests/support/drop-seed-templates.ts', postgres]) && ok;
  const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 });
  const sum = (key) => parts.map(read).reduce((n, r) => n + r[key], 0);
  writeFileSync(report, JSON.stringify({ numPassedTests: sum('numPassedTests'), numFailedTests: sum('numFailedTests'), numPendingTests: sum('numPendingTests') }));
}
const bundleOk = args.length > 0 || npx(['node_modules/tsx/dist/cli.mjs', 'bench/bundle.ts']);
if (args.length > 0) console.log('\nbundle budgets: not checked (a part of the tests was chosen)');
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''}${bundleOk ? '' : ', bundle budgets broken'}`);
} else if (!bundleOk) console.log('\nbundle budgets broken');
if (!problemsOk) console.log('problems: a built-in package new or changed since its last verification did not pass (see "problems:" above)');
process.exit(ok && bundleOk && problemsOk ? 0 : 1);
