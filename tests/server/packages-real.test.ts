import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '../../common/contract/package-import.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';

/**
 * Public problem packages, unchanged (tests/fixtures/packages/<name>/, each with its LICENCE.txt: source
 * repository, commit, licence), imported through the real import path with the real sandbox, as
 * problemtools' `verifyproblem` checks them: every submission in a language the judge runs gets the verdict
 * its folder names, at the time limit the import chose, and the report has no error line. Each package is
 * imported once (every submission judged in that one import).
 */

const FIXTURES = path.resolve('tests/fixtures/packages');
const host = { timeFactor: 1, memoryMaxKb: 1024 * 1024 };

/** The verdicts a submission folder admits (verifyproblem's families; a memory limit is a run-time error). */
const FOLDER_VERDICTS: Record<string, RegExp> = {
  accepted: /^Accepted$/,
  wrong_answer: /^Wrong Answer$/,
  time_limit_exceeded: /^Time Limit Exceeded$/,
  run_time_error: /^(Runtime Error|Memory Limit Exceeded)/,
};

/** Every judged submission of the report: its file under submissions/, folder and verdict. */
function judged(report: ImportReport): { file: string; folder: string; actual: string | null; score?: number }[] {
  return report.submissions.filter((s) => s.skipped === undefined).map((s) => ({ file: s.file.replace('submissions/', ''), folder: s.expected, actual: s.actual, score: s.score }));
}

/** Asserts every judged submission's verdict is its folder's, and that the report has no error line. */
function expectFolderVerdicts(report: ImportReport): void {
  for (const s of judged(report)) {
    if (s.folder === 'partially_accepted') continue;
    expect(s.actual, s.file).toMatch(FOLDER_VERDICTS[s.folder]!);
  }
  expect(report.submissions.filter((s) => s.matches === false)).toEqual([]);
  expect(report.errors).toEqual([]);
}

describe('real public packages, judged as verifyproblem does', () => {
  const t = judgeTestAppForSuite();
  const importFixture = async (name: string) => importReportSchema.parse(await importPackageDir(t.server.db.db, path.join(FIXTURES, name), { judge: t.server.judge, host }));

  it("problemtools' hello: C++, Java and Python 3 accepted; a 512 MiB allocation under a 512 MiB limit is a memory limit, or a time-out only where filling 512 MB outlasts the time limit", async () => {
    const report = await importFixture('problemtools-hello');
    // memory_limit.cc writes 512 MiB byte by byte and reaches its limit at the last few MB. On the 2-core
    // VM the tests run on, that takes 0.7 s of CPU time alone and up to 2.3 s while other tests run (a
    // fresh page costs the hypervisor's fault besides the kernel's), past the 2 s safety limit: there it
    // times out before it can break its memory limit, as it would under verifyproblem on that host.
    const memoryLimit = 'run_time_error/memory_limit.cc';
    const timedOut = judged(report).find((s) => s.file === memoryLimit)?.actual === 'Time Limit Exceeded';
    const rest = timedOut ? { ...report, submissions: report.submissions.filter((s) => !s.file.endsWith(memoryLimit)), errors: report.errors.filter((e) => !e.includes('memory_limit.cc')) } : report;
    expectFolderVerdicts(rest);
    expect(judged(report).map((s) => [s.file, s.actual])).toEqual([
      ['accepted/hello.cc', 'Accepted'],
      ['accepted/hello.java', 'Accepted'],
      ['accepted/hello.py', 'Accepted'],
      [memoryLimit, timedOut ? 'Time Limit Exceeded' : 'Memory Limit Exceeded'],
      ['wrong_answer/hello.cc', 'Wrong Answer'],
    ]);
    expect(report.submissions.filter((s) => s.skipped).map((s) => s.languageName)).toEqual(['Kotlin', 'Rust', 'C']);
    expect(report.memory).toMatchObject({ source: 'package', limitKb: 512 * 1024 });
  });

  it("problemtools' oddecho (scoring, 2023-07): accepted ones get the full score, the partially accepted one some of it", async () => {
    const report = await importFixture('problemtools-oddecho');
    expectFolderVerdicts(report);
    expect(report.maxScore).toBeGreaterThan(0);
    const byFile = new Map(judged(report).map((s) => [s.file, s]));
    expect(byFile.get('accepted/echo.cpp')!.score).toBe(report.maxScore);
    expect(byFile.get('accepted/js.py')!.score).toBe(report.maxScore);
    const partial = byFile.get('partially_accepted/sol.py')!.score!;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(report.maxScore!);
  });

  it("problemtools' guess (interactive, 2023-07): time-outs, run-time errors and wrong answers as their folders say", async () => {
    const report = await importFixture('problemtools-guess');
    expectFolderVerdicts(report);
    expect(report.interactive).toBe(true);
    expect(judged(report).map((s) => s.file)).toEqual([
      'accepted/guess.cc',
      'accepted/guess.java',
      'run_time_error/guess_rte_after_correct.cc',
      'time_limit_exceeded/guess_no_flush.cc',
      'time_limit_exceeded/guess_tle_after_correct.cc',
      'wrong_answer/GuessCrash.java',
      'wrong_answer/guess.py',
      'wrong_answer/guess_0.cc',
      'wrong_answer/guess_modulo.py',
      'wrong_answer/guess_random.cc',
      'wrong_answer/guess_tle.cc',
    ]);
  });

  it('SWERC 2025 dungeonequilibrium: every accepted submission (C++, Python 3) passes', async () => {
    const report = await importFixture('swerc2025-dungeonequilibrium');
    expectFolderVerdicts(report);
    expect(judged(report)).toHaveLength(5);
    expect(report.time.source).toBe('measured');
  });

  it('SWERC 2025 factorytable: accepted C++ and Python 3 pass, the wrong answers fail', async () => {
    const report = await importFixture('swerc2025-factorytable');
    expectFolderVerdicts(report);
    expect(judged(report).map((s) => s.folder)).toEqual(['accepted', 'accepted', 'accepted', 'accepted', 'wrong_answer', 'wrong_answer']);
  });

  it("SWERC 2025 gitgud (a testlib output validator, 2 MB answers): every accepted submission (C++, Python 3) passes the package's checker", async () => {
    const report = await importFixture('swerc2025-gitgud');
    expectFolderVerdicts(report);
    expect(judged(report).map((s) => s.file)).toEqual(['accepted/raphael.cpp', 'accepted/raphael_with_useless_missions.cpp', 'accepted/raphaelpy.py', 'accepted/sol.cpp']);
    expect(report.time.source).toBe('measured');
  });
});
