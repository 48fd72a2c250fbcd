import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '../../common/contract/package-import.ts';
import { progressSchema } from '../../common/contract/problem.ts';
import { STATUS, submissionListSchema, submitResponseSchema, userSubmissionListSchema } from '../../common/contract/submission.ts';
import { IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { problems, submissions } from '../../server/db/schema.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { loadPackage } from '../../server/modules/packages/load.ts';
import { ApiClient } from '../support/client.ts';
import { writePackage } from '../support/package-files.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Scoring problems (Kattis `type: scoring`): a package with three test groups worth 20, 30 and 50 points,
 * written here, imported with its groups and points, and submissions judged to a score per group.
 */

/** Sum of two numbers; g1 has numbers below 10, g2 below 1000, g3 up to a million. */
const DATA = {
  'problem_statement/problem.en.md': 'Add the two numbers.\n',
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/testdata.yaml': 'on_reject: continue\ngrader_flags: ignore_sample\n',
  'data/secret/testdata.yaml': 'grader_flags: sum\n',
  'data/secret/g1/testdata.yaml': 'grader_flags: min\naccept_score: 20\n',
  'data/secret/g1/1.in': '2 3\n',
  'data/secret/g1/1.ans': '5\n',
  'data/secret/g1/2.in': '9 0\n',
  'data/secret/g1/2.ans': '9\n',
  'data/secret/g2/testdata.yaml': 'grader_flags: min\naccept_score: 30\n',
  'data/secret/g2/1.in': '500 400\n',
  'data/secret/g2/1.ans': '900\n',
  'data/secret/g2/2.in': '999 1\n',
  'data/secret/g2/2.ans': '1000\n',
  'data/secret/g3/testdata.yaml': 'grader_flags: min\naccept_score: 50\n',
  'data/secret/g3/1.in': '1000000 5\n',
  'data/secret/g3/1.ans': '1000005\n',
  'data/secret/g3/2.in': '7 3\n',
  'data/secret/g3/2.ans': '10\n',
};

const READ = 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\n';
/** Right on every test case. */
const FULL = `${READ}console.log(a + b);\n`;
/** Right only while the first number is below 1000: groups g1 and g2. */
const PARTIAL = `${READ}console.log(a < 1000 ? a + b : 0);\n`;

describe('scoring problems', () => {
  let t: TestApp;
  let root: string;
  let learner: ApiClient;
  let report: ImportReport;
  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(path.join(os.tmpdir(), 'pj-scoring-'));
    const dir = writePackage(root, 'score-sum', {
      'problem.yaml': 'name: Score Sum\ntype: scoring\n',
      ...DATA,
      'submissions/accepted/sum.js': FULL,
      'submissions/partially_accepted/small.js': PARTIAL,
      'submissions/wrong_answer/zero.js': 'console.log(0);\n',
    });
    report = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host: { timeFactor: 1, memoryMaxKb: 1024 * 1024 } }));
    learner = new ApiClient(t.app);
    await learner.signUp('Scorer');
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await t?.close();
  });

  it('imports the test groups with their points; the report checks accepted and partially accepted submissions by score', async () => {
    expect(report.maxScore).toBe(100);
    expect(report.testGroups.filter((g) => g.name.startsWith('secret/'))).toEqual([
      { name: 'secret/g1', cases: 2, points: 20 },
      { name: 'secret/g2', cases: 2, points: 30 },
      { name: 'secret/g3', cases: 2, points: 50 },
    ]);
    const byFile = Object.fromEntries(report.submissions.map((s) => [s.file, s]));
    expect(byFile['submissions/accepted/sum.js']).toMatchObject({ score: 100, matches: true });
    expect(byFile['submissions/partially_accepted/small.js']).toMatchObject({ score: 50, matches: true });
    expect(byFile['submissions/wrong_answer/zero.js']).toMatchObject({ score: 0, matches: true });
    expect(IMPORT_REPORT_TEXT.lines(report).join('\n')).toContain('secret/g3: 2 test cases, 50 points');
    const [row] = await t.server.db.db.select({ scoring: problems.scoring }).from(problems).where(eq(problems.id, report.prblmId));
    expect(row!.scoring!.groups.map((g) => g.name)).toEqual(['secret', 'secret/g1', 'secret/g2', 'secret/g3']);
  });

  it('gives a submission passing two groups exactly their points, not Accepted, with each group stored and returned', async () => {
    const res = await learner.post(`/api/submit/${report.prblmId}`, { code: PARTIAL, language: 'javascript' });
    expect(res.statusCode).toBe(200);
    const sub = submitResponseSchema.parse(res.json());
    expect(sub).toMatchObject({ status: 'wrong', status_id: STATUS.WRONG_ANSWER, score: 50, maxScore: 100 });
    expect(sub.groups!.map((g) => [g.name, g.score, g.maxScore, g.statusId])).toEqual([
      ['secret/g1', 20, 20, STATUS.ACCEPTED],
      ['secret/g2', 30, 30, STATUS.ACCEPTED],
      ['secret/g3', 0, 50, STATUS.WRONG_ANSWER],
    ]);
    const [stored] = await t.server.db.db.select().from(submissions).where(eq(submissions.id, sub._id));
    expect(stored).toMatchObject({ score: 50, maxScore: 100, status: 'wrong' });
    expect(stored!.groupResults).toHaveLength(3);

    const history = submissionListSchema.parse((await learner.get(`/api/prblm/getAllSubmitsOfAPrblm/${report.prblmId}`)).json());
    expect(history[0]).toMatchObject({ _id: sub._id, score: 50, maxScore: 100 });
    expect(history[0]!.groups).toEqual(sub.groups);
    const mine = userSubmissionListSchema.parse((await learner.get('/api/submit/getAllUserSubmits')).json());
    expect(mine[0]).toMatchObject({ score: 50, maxScore: 100 });
  });

  it('counts the best score in the learner\'s progress; solved only at full score', async () => {
    const before = progressSchema.parse((await learner.get('/api/prblm/progress')).json());
    expect(before.bestScores?.[report.prblmId]).toEqual({ best: 50, max: 100 });
    expect(before.acceptedAt).toEqual([]);

    const zero = submitResponseSchema.parse((await learner.post(`/api/submit/${report.prblmId}`, { code: 'console.log(0)', language: 'javascript' })).json());
    expect(zero.score).toBe(0);
    const full = submitResponseSchema.parse((await learner.post(`/api/submit/${report.prblmId}`, { code: FULL, language: 'javascript' })).json());
    expect(full).toMatchObject({ status: 'accepted', status_id: STATUS.ACCEPTED, score: 100, maxScore: 100 });
    expect(full.groups!.every((g) => g.statusId === STATUS.ACCEPTED && g.score === g.maxScore)).toBe(true);

    const after = progressSchema.parse((await learner.get('/api/prblm/progress')).json());
    expect(after.bestScores?.[report.prblmId]).toEqual({ best: 100, max: 100 });
    expect(after.acceptedAt).toHaveLength(1);
  });

  it('scores a compilation error 0 in every group', async () => {
    const ce = submitResponseSchema.parse((await learner.post(`/api/submit/${report.prblmId}`, { code: 'int main( {', language: 'c++' })).json());
    expect(ce).toMatchObject({ status_id: STATUS.COMPILATION_ERROR, score: 0, maxScore: 100 });
    expect(ce.groups!.map((g) => g.score)).toEqual([0, 0, 0]);
  });

  it('grades the whole submission by the least group score with min grading', async () => {
    const dir = writePackage(root, 'score-min', {
      'problem.yaml': 'name: Score Min\ntype: scoring\n',
      ...DATA,
      'data/secret/testdata.yaml': 'grader_flags: min\n',
      'submissions/accepted/sum.js': FULL,
    });
    const minReport = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: t.server.judge }));
    expect(minReport.maxScore).toBe(20);
    const partial = submitResponseSchema.parse((await learner.post(`/api/submit/${minReport.prblmId}`, { code: PARTIAL, language: 'javascript' })).json());
    expect(partial).toMatchObject({ status: 'wrong', score: 0, maxScore: 20 });
    const full = submitResponseSchema.parse((await learner.post(`/api/submit/${minReport.prblmId}`, { code: FULL, language: 'javascript' })).json());
    expect(full).toMatchObject({ status: 'accepted', score: 20, maxScore: 20 });
  });

  it('reads a 2023-07 package\'s test_group.yaml scoring, and refuses scores written by an output validator', () => {
    const modern = writePackage(root, 'score-modern', {
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Score Modern\ntype: scoring\n',
      'statement/problem.en.md': 'Add.\n',
      'data/secret/a/test_group.yaml': 'scoring:\n  score: 25\n',
      'data/secret/a/1.in': '1 1\n',
      'data/secret/a/1.ans': '2\n',
      'data/secret/b/test_group.yaml': 'scoring:\n  score: 75\n  aggregation: sum\n',
      'data/secret/b/1.in': '2 2\n',
      'data/secret/b/1.ans': '4\n',
      'data/secret/b/2.in': '3 3\n',
      'data/secret/b/2.ans': '6\n',
    });
    const pkg = loadPackage(modern);
    expect(pkg.scoring!.groups.map((g) => [g.name, g.score, g.acceptScore, g.items])).toEqual([
      ['secret', 'sum', 1, ['secret/a', 'secret/b']],
      ['secret/a', 'min', 25, [0]],
      ['secret/b', 'sum', 37.5, [1, 2]],
    ]);
    const scored = writePackage(root, 'validator-score', { 'problem.yaml': 'name: Validator Score\ntype: scoring\nvalidation: custom score\n', ...DATA });
    expect(() => loadPackage(scored)).toThrow(/scores written by an output validator \(validation: custom score\) are not supported/);
    // A pass/fail package keeps no scoring.
    expect(loadPackage(writePackage(root, 'pass-fail', { 'problem.yaml': 'name: Pass Fail\n', ...DATA })).scoring).toBeNull();
  });

  it('refuses a custom grader with a clear message', () => {
    const dir = writePackage(root, 'custom-grader', { 'problem.yaml': 'name: Custom Grader\ntype: scoring\n', ...DATA, 'data/secret/testdata.yaml': 'grading: custom\n' });
    expect(() => loadPackage(dir)).toThrow(/data\/secret\/testdata.yaml: grading "custom" is not supported/);
  });
});
