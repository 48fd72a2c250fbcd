/**
 * bench/packages — the built-in problem packages (problems/): time to import and to verify them,
 * printed as a table.
 *
 * - generated data: `generateAll` on an up-to-date checkout (the stamp check every boot pays);
 * - hash: the content hash of all 15 packages (what boot compares);
 * - import: load + convert + write all 15 into a fresh in-memory database;
 * - boot sync, unchanged: the second sync, which finds every hash equal and writes nothing;
 * - verify: every program under submissions/<verdict>/ through the real judge on every test case
 *   (accepted ones on all, the others until their first failure), as tests/server/builtin-problems does.
 *
 * Run: `npm run bench` (needs bwrap, g++, javac, node). Numbers are wall-clock on this machine.
 */
import { STATUS } from '../common/contract/submission.ts';
import { openDatabase } from '../server/db/client.ts';
import { generateAll } from '../server/modules/packages/generate.ts';
import { packageHash } from '../server/modules/packages/hash.ts';
import { BUILT_IN_PACKAGES_DIR, loadBuiltInProblems, packageDirs, syncBuiltInProblems } from '../server/modules/packages/import.ts';
import { isLearnerLanguage, loadPackage } from '../server/modules/packages/load.ts';
import { createTestApp } from '../tests/support/test-server.ts';

const timed = async <T>(f: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const value = await f();
  return [value, performance.now() - started];
};
const rows: string[][] = [];
const ms = (x: number) => `${Math.round(x)} ms`;

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

const widths = [0, 1].map((i) => Math.max(...[['step', 'time'], ...rows].map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log('\nbuilt-in problem packages');
console.log(line(['step', 'time']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
