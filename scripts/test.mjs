// `npm test`: type-check, lint, build the problems' generated test data, then every vitest project (unit, server, e2e),
// (the whole suite in four vitest processes side by side: two halves of the server files, two of unit + e2e), then the bundle budgets (bench/bundle.ts, its table; on the build the e2e tests made, so dist/ is built once),
// ending with one summary line "tests: N passed, N failed" (", bundle budgets broken" when they are).
// With TEST_DATABASE_URL (as in CI) the server files run on that PostgreSQL; the unit and e2e files stay on PGlite.
// Arguments go to vitest and choose a part of the tests: such a run skips the bundle budgets.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
const npx = (args) => run(process.execPath, args);

if (!npx(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.common.json'])) process.exit(1);
if (!npx(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.app.json'])) process.exit(1);
if (!npx(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.sw.json'])) process.exit(1);
if (!npx(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'])) process.exit(1);
if (!npx(['node_modules/eslint/bin/eslint.js', '.'])) process.exit(1);

// The built-in problems' generated test data, once, before test files run side by side.
if (!npx(['node_modules/tsx/dist/cli.mjs', 'server/scripts/build-problems.ts'])) process.exit(1);

const report = '.vitest-results.json';
rmSync(report, { force: true });
const args = process.argv.slice(2);
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
  // The whole suite in four vitest processes side by side: the server files in two halves, and the unit
  // and e2e files in two halves (vitest's --shard). The suite spends about half its time waiting —
  // on Chromium, timers, sandboxed programs' wall clocks, the database — so four lanes keep 2 cores
  // busy. The PWA is built once before (the e2e global setups then find it fresh); each process has its own
  // port, databases, sandbox uids and cgroups, so they do not meet. Their reports are added up into one.
  if (!npx(['scripts/build-if-stale.mjs'])) process.exit(1);
  // With TEST_DATABASE_URL the server files run on that PostgreSQL; the unit and e2e files always run
  // their servers on PGlite, the database `npm start` uses. The PostgreSQL seed template is shared by
  // the server halves and dropped once both have ended.
  const { TEST_DATABASE_URL: postgres, ...pgliteEnv } = process.env;
  const serverEnv = { ...process.env, TEST_SEED_TEARDOWN: 'off' };
  const lanes = [
    ['server-1', ['--project', 'server', '--shard=1/2'], serverEnv],
    ['server-2', ['--project', 'server', '--shard=2/2'], serverEnv],
    ['e2e-1', ['--project', 'unit', '--project', 'e2e', '--shard=1/2'], pgliteEnv],
    ['e2e-2', ['--project', 'unit', '--project', 'e2e', '--shard=2/2'], pgliteEnv],
  ];
  const parts = lanes.map(([name]) => `.vitest-results-${name}.json`);
  for (const part of parts) rmSync(part, { force: true });
  const results = await Promise.all(lanes.map(([, extra, env], i) => vitest(parts[i], extra, env)));
  if (postgres) run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/support/drop-seed-templates.ts']);
  ok = results.every(Boolean);
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
process.exit(ok && bundleOk ? 0 : 1);
