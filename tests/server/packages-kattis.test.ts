import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '../../common/contract/package-import.ts';
import { IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { problems } from '../../server/db/schema.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { chooseTimeLimit } from '../../server/modules/packages/kattis-rules.ts';
import { loadPackage } from '../../server/modules/packages/load.ts';
import { signUpAdmin } from '../support/admin-fixtures.ts';
import type { ApiClient } from '../support/client.ts';
import { uploadPackageZip, writePackage } from '../support/package-files.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { zipDir } from '../support/zip-dir.ts';

/**
 * Problem packages judged as Kattis judges them (problemtools' verifyproblem): the time limit from the
 * slowest accepted submission × time multiplier (custom output validator included) under the legacy and
 * 2023-07 `limits` keys and `.timelimit`, the memory limit (the package's, else 2048 MiB capped by the host),
 * input validators run on every test file with their group's flags, and the import report that says it all.
 * Each package is written here, small, for its test.
 */

const STATEMENT = { 'problem_statement/problem.en.md': 'Add the two numbers.\n' };

/** Sum of two numbers: samples and secret data (one test group). */
const SUM_DATA = {
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/secret/01.in': '5 7\n',
  'data/secret/01.ans': '12\n',
  'data/secret/g1/01.in': '-3 3\n',
  'data/secret/g1/01.ans': '0\n',
};

/** A C++ answer that spins for about `ms` of CPU first, so that its time is measurable. */
const slowSum = (ms: number) => `#include <bits/stdc++.h>
int main() {
  auto start = std::clock();
  volatile unsigned long x = 0;
  while ((std::clock() - start) * 1000.0 / CLOCKS_PER_SEC < ${ms}) x = x + 1;
  long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n";
}
`;

/** Python output validator (Kattis protocol): accepts the right sum with any surrounding space. */
const SUM_CHECKER = `import sys
ans = open(sys.argv[2]).read().split()
out = sys.stdin.read().split()
if out != ans:
    open(sys.argv[3] + 'judgemessage.txt', 'w').write('expected %s' % ans)
    sys.exit(43)
sys.exit(42)
`;

describe('packages judged as Kattis judges them', () => {
  let t: TestApp;
  let root: string;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(path.join(os.tmpdir(), 'pj-kattis-'));
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await t?.close();
  });

  const upload = (dir: string) => uploadPackageZip(t, admin, Buffer.from(zipSync(zipDir(dir, `${path.basename(dir)}/`))), `${path.basename(dir)}.zip`);
  const row = async (id: string) => (await t.server.db.db.select().from(problems).where(eq(problems.id, id)))[0]!;

  it('measures the time limit of a package with a custom output validator from its accepted submissions (legacy limits, host factor)', async () => {
    const dir = writePackage(root, 'slow-sum', {
      'problem.yaml': 'name: Slow Sum\nvalidation: custom\nlimits:\n  time_multiplier: 4\n  time_safety_margin: 3\n  memory: 256\n',
      ...STATEMENT,
      ...SUM_DATA,
      'output_validators/sum_checker/validate.py': SUM_CHECKER,
      'submissions/accepted/slow.cpp': slowSum(150),
      'submissions/accepted/fast.js': 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(`  ${a + b}  `);\n',
      'submissions/wrong_answer/off.cpp': '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1 << "\\n"; }\n',
      'submissions/time_limit_exceeded/spin.cpp': 'int main() { volatile unsigned long x = 0; for (;;) x = x + 1; }\n',
      'submissions/accepted/sum.py': 'a, b = map(int, input().split())\nprint(a + b)\n',
    });
    const host = { timeFactor: 1.5, memoryMaxKb: 4096 * 1024 };
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host }));

    // The slowest accepted submission, as reported, sets the limit by the rule: × 4, up to whole seconds, × 1.5.
    const slowest = report.time.slowest!;
    expect(slowest.file).toBe('submissions/accepted/slow.cpp');
    expect(slowest.normalisedMs).toBeGreaterThanOrEqual(150);
    const ruleMs = Math.max(1, Math.ceil((slowest.normalisedMs * 4) / 1000)) * 1000;
    expect(report.time).toMatchObject({ source: 'measured', multiplier: 4, safetyMargin: 3, resolutionMs: 1000, hostFactor: 1.5, ruleMs, limitMs: ruleMs * 1.5, safetyLimitMs: ruleMs * 1.5 * 3 });
    expect((await row(report.prblmId)).timeLimitMs).toBe(ruleMs * 1.5);
    expect(IMPORT_REPORT_TEXT.timeReason(report.time)).toContain('submissions/accepted/slow.cpp');
    expect(report.warnings.join('\n')).not.toMatch(/no time limit could be measured/i);

    const bySubmission = Object.fromEntries(report.submissions.map((s) => [s.file, s]));
    expect(bySubmission['submissions/accepted/slow.cpp']).toMatchObject({ expected: 'accepted', actual: 'Accepted', matches: true, testCase: null });
    expect(bySubmission['submissions/accepted/fast.js']).toMatchObject({ actual: 'Accepted', matches: true });
    expect(bySubmission['submissions/wrong_answer/off.cpp']).toMatchObject({ expected: 'wrong_answer', actual: 'Wrong Answer', matches: true, testCase: 'sample/1' });
    expect(bySubmission['submissions/time_limit_exceeded/spin.cpp']).toMatchObject({ expected: 'time_limit_exceeded', actual: 'Time Limit Exceeded', matches: true });
    expect(bySubmission['submissions/time_limit_exceeded/spin.cpp']!.timeMs).toBeGreaterThan(report.time.limitMs);
    expect(bySubmission['submissions/accepted/sum.py']).toMatchObject({ expected: 'accepted', actual: 'Accepted', matches: true });
    expect(report.testGroups).toEqual([
      { name: 'sample', cases: 1 },
      { name: 'secret', cases: 1 },
      { name: 'secret/g1', cases: 1 },
    ]);
    expect(report.warnings).toContain(IMPORT_REPORT_TEXT.noInputValidators);
  }, 120_000);

  it('reads the 2023-07 limits (time_multipliers, time_resolution) and the legacy ones, and a .timelimit file', () => {
    const modern = loadPackage(
      writePackage(root, 'modern-limits', {
        'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Modern\nlimits:\n  time_multipliers:\n    ac_to_time_limit: 1.5\n    time_limit_to_tle: 1.2\n  time_resolution: 0.25\n  memory: 512\n',
        'statement/problem.en.md': 'x\n',
        ...SUM_DATA,
      }),
    );
    expect(modern.limits).toEqual({ timeLimitS: null, timeLimitFrom: null, acToTimeLimit: 1.5, timeLimitToTle: 1.2, timeResolutionS: 0.25, memoryMb: 512 });
    const slowest = { file: 'submissions/accepted/a.cpp', language: 'c++', cpuMs: 410, normalisedMs: 410 };
    // 410 ms × 1.5 = 615 ms, up to a multiple of 250 ms.
    expect(chooseTimeLimit(modern.limits, slowest, { timeFactor: 1 }, 2000)).toMatchObject({ source: 'measured', ruleMs: 750, limitMs: 750, safetyLimitMs: 900 });

    const modernDefaults = loadPackage(writePackage(root, 'modern-defaults', { 'problem.yaml': 'problem_format_version: 2023-07-draft\nname: D\n', 'statement/problem.en.md': 'x\n', ...SUM_DATA }));
    expect(modernDefaults.limits).toEqual({ timeLimitS: null, timeLimitFrom: null, acToTimeLimit: 2, timeLimitToTle: 1.5, timeResolutionS: 1, memoryMb: null });

    const legacy = loadPackage(writePackage(root, 'legacy-limits', { 'problem.yaml': 'name: L\nlimits:\n  time_multiplier: 3\n  time_safety_margin: 2.5\n', ...STATEMENT, ...SUM_DATA }));
    expect(legacy.limits).toEqual({ timeLimitS: null, timeLimitFrom: null, acToTimeLimit: 3, timeLimitToTle: 2.5, timeResolutionS: 1, memoryMb: null });
    // 600 ms × 5 (the legacy default) is 3 s exactly, not 4 s.
    expect(chooseTimeLimit({ ...legacy.limits, acToTimeLimit: 5 }, { ...slowest, normalisedMs: 600 }, { timeFactor: 1 }, 2000).limitMs).toBe(3000);

    const fixedByFile = loadPackage(writePackage(root, 'timelimit-file', { 'problem.yaml': 'name: T\n', '.timelimit': '3\n', ...STATEMENT, ...SUM_DATA }));
    expect(fixedByFile.limits).toMatchObject({ timeLimitS: 3, timeLimitFrom: '.timelimit' });
    expect(chooseTimeLimit(fixedByFile.limits, slowest, { timeFactor: 2 }, 2000)).toMatchObject({ source: 'timelimit-file', ruleMs: 3000, limitMs: 6000 });
    const yamlWins = loadPackage(writePackage(root, 'yaml-wins', { 'problem.yaml': 'name: Y\nlimits:\n  time_limit: 1.5\n', '.timelimit': '3\n', ...STATEMENT, ...SUM_DATA }));
    expect(yamlWins.limits).toMatchObject({ timeLimitS: 1.5, timeLimitFrom: 'problem.yaml' });
  });

  it('imports a 2023-07 package: its time limit measured with its multipliers and resolution', async () => {
    const dir = writePackage(root, 'modern-sum', {
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Modern Sum\nlimits:\n  time_multipliers:\n    ac_to_time_limit: 3\n    time_limit_to_tle: 1.2\n  time_resolution: 0.5\n  memory: 128\n',
      'statement/problem.en.md': 'Add the two numbers.\n',
      ...SUM_DATA,
      'submissions/accepted/slow.cpp': slowSum(100),
    });
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host: { timeFactor: 1, memoryMaxKb: 4096 * 1024 } }));
    const ruleMs = Math.max(1, Math.ceil((report.time.slowest!.normalisedMs * 3) / 500)) * 500;
    expect(report).toMatchObject({ format: '2023-07', time: { source: 'measured', multiplier: 3, safetyMargin: 1.2, resolutionMs: 500, limitMs: ruleMs }, memory: { limitKb: 128 * 1024, source: 'package' } });
    expect((await row(report.prblmId)).memoryLimitKb).toBe(128 * 1024);
  }, 60_000);

  it('gives a package without a memory limit 2048 MiB, capped by what the host gives one job (with a warning); Java gets it as its heap', async () => {
    const files = {
      'problem.yaml': 'name: Big Memory\nlimits:\n  time_limit: 5\n',
      ...STATEMENT,
      ...SUM_DATA,
      // About 900 MB of heap, every page touched.
      'submissions/accepted/Big.java': `import java.util.*;
public class Big {
  public static void main(String[] args) {
    byte[][] blocks = new byte[900][];
    for (int i = 0; i < blocks.length; i++) { blocks[i] = new byte[1 << 20]; Arrays.fill(blocks[i], (byte) i); }
    Scanner in = new Scanner(System.in);
    long a = in.nextLong(), b = in.nextLong();
    System.out.println(a + b + blocks[899][0] - (byte) 899);
  }
}
`,
    };
    const roomy = importReportSchema.parse(
      await importPackageDir(t.server.db.db, writePackage(root, 'big-memory', files), { judge: t.server.judge, host: { timeFactor: 1, memoryMaxKb: 4096 * 1024 } }),
    );
    expect(roomy.memory).toEqual({ limitKb: 2048 * 1024, source: 'default', requestedKb: 2048 * 1024, hostMaxKb: 4096 * 1024 });
    expect(roomy.submissions).toEqual([expect.objectContaining({ file: 'submissions/accepted/Big.java', actual: 'Accepted', matches: true })]);
    expect((await row(roomy.prblmId)).memoryLimitKb).toBe(2048 * 1024);
    expect(roomy.warnings.join('\n')).not.toMatch(/capped/);

    // A host that gives one job 1536 MiB: min(2048, 1536), with the warning; the Java still fits.
    const capped = importReportSchema.parse(
      await importPackageDir(t.server.db.db, writePackage(root, 'big-memory-capped', files), { judge: t.server.judge, host: { timeFactor: 1, memoryMaxKb: 1536 * 1024 } }),
    );
    expect(capped.memory).toEqual({ limitKb: 1536 * 1024, source: 'capped', requestedKb: 2048 * 1024, hostMaxKb: 1536 * 1024 });
    expect(capped.warnings).toContain(IMPORT_REPORT_TEXT.memoryCappedWarning(capped.memory));
    expect(capped.submissions[0]).toMatchObject({ actual: 'Accepted' });
    expect((await row(capped.prblmId)).memoryLimitKb).toBe(1536 * 1024);
  }, 120_000);

  describe('input validators', () => {
    /** Accepts "a b" with |a|, |b| ≤ max (flag `max=N`, default 10); says what is wrong otherwise. */
    const VALIDATE = `import sys, re
limit = 10
for arg in sys.argv[1:]:
    if arg.startswith('max='):
        limit = int(arg[4:])
text = sys.stdin.read()
if not re.fullmatch(r'-?\\d+ -?\\d+\\n', text):
    print('expected two integers on one line, got %r' % text[:40])
    sys.exit(43)
a, b = map(int, text.split())
if abs(a) > limit or abs(b) > limit:
    print('%d %d out of range (max=%d)' % (a, b, limit))
    sys.exit(43)
sys.exit(42)
`;
    const base = (extra: Record<string, string>) => ({
      'problem.yaml': 'name: Validated Sum\nlimits:\n  time_limit: 1\n  memory: 256\n',
      ...STATEMENT,
      ...SUM_DATA,
      'data/secret/big/testdata.yaml': 'input_validator_flags: max=100\n',
      'data/secret/big/01.in': '50 -60\n',
      'data/secret/big/01.ans': '-10\n',
      'input_validators/validate.py': VALIDATE,
      'input_validators/format.ctd': 'INT(-10,10) SPACE INT(-10,10) NEWLINE\n',
      'submissions/accepted/sum.js': 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n',
      ...extra,
    });
    let before: ImportReport | null = null;

    it("gives each test file its group's input validator flags: data/testdata.yaml, replaced by a group's own", () => {
      const pkg = loadPackage(writePackage(root, 'flags', base({ 'data/testdata.yaml': 'input_validator_flags: max=20\n' })));
      expect([...pkg.samples, ...pkg.secret].map((c) => [c.name, c.inputValidatorFlags])).toEqual([
        ['sample/1', 'max=20'],
        ['secret/01', 'max=20'],
        ['secret/big/01', 'max=100'],
        ['secret/g1/01', 'max=20'],
      ]);
      expect(pkg.inputValidators.map((v) => [v.name, v.kind, v.language])).toEqual([
        ['input_validators/format.ctd', 'checktestdata', null],
        ['input_validators/validate.py', 'program', 'python3'],
      ]);
    });

    it('runs every input validator on every test file with its group flags, and reports them', async () => {
      const res = await upload(writePackage(root, 'validated-sum', base({})));
      expect(res.statusCode, res.body).toBe(201);
      before = importReportSchema.parse(res.json());
      expect(before.inputValidators).toEqual([
        { name: 'input_validators/format.ctd', language: null, outcome: 'unsupported', files: 0, note: IMPORT_REPORT_TEXT.validatorUnsupported('checktestdata') },
        { name: 'input_validators/validate.py', language: 'python3', outcome: 'accepted', files: 4 },
      ]);
      expect(before.warnings).toContain(`input_validators/format.ctd: ${IMPORT_REPORT_TEXT.validatorUnsupported('checktestdata')}`);
      expect(before.time).toMatchObject({ source: 'package', limitMs: 1000 });
    }, 60_000);

    it('refuses a package with a test file an input validator rejects: 400 naming the file and the message, nothing written', async () => {
      const bad = base({ 'data/secret/g1/02-bad.in': '1 x\n', 'data/secret/g1/02-bad.ans': '1\n' });
      const res = await upload(writePackage(root, 'validated-bad', bad));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(
        `"Validated Sum" (validated-bad): data/secret/g1/02-bad.in is not valid input: the input validator input_validators/validate.py rejected it (exit code 43): expected two integers on one line, got '1 x\\n'`,
      );
      // Without its group's flag the file is out of range.
      const flagless = base({ 'data/secret/big/testdata.yaml': 'output_validator_flags: case_sensitive\n' });
      const refused = await upload(writePackage(root, 'validated-flagless', flagless));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(/data\/secret\/big\/01\.in is not valid input: .*50 -60 out of range \(max=10\)/);
      const slugs = (await t.server.db.db.select({ slug: problems.slug }).from(problems)).map((r) => r.slug);
      expect(slugs).not.toContain('validated-bad');
      expect(slugs).not.toContain('validated-flagless');
    }, 60_000);
  });
});
