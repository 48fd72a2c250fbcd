// `npm test`: type-check, lint, build the problems' generated test data, then every vitest project (unit, server, e2e),
// then the bundle budgets (bench/bundle.ts, its table; on the build the e2e tests made, so dist/ is built once),
// ending with one summary line "tests: N passed, N failed" (", bundle budgets broken" when they are).
// Arguments go to vitest and choose a part of the tests: such a run skips the bundle budgets.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

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
const ok = npx(['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
const bundleOk = args.length > 0 || npx(['node_modules/tsx/dist/cli.mjs', 'bench/bundle.ts']);
if (args.length > 0) console.log('\nbundle budgets: not checked (a part of the tests was chosen)');
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''}${bundleOk ? '' : ', bundle budgets broken'}`);
} else if (!bundleOk) console.log('\nbundle budgets broken');
process.exit(ok && bundleOk ? 0 : 1);
