// `npm test`: type-check, lint, build the problems' generated test data, then every vitest project (unit, server, e2e),
// ending with one summary line "tests: N passed, N failed".
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
const ok = npx(['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''}`);
}
process.exit(ok ? 0 : 1);
