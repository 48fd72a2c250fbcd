import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { problemDetailSchema } from '../../common/contract/problem.ts';
import { runResponseSchema, STATUS } from '../../common/contract/submission.ts';
import { IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { loadPackage } from '../../server/modules/packages/load.ts';
import { ApiClient } from '../support/client.ts';
import {
  GUESS_BINARY_SEARCH,
  GUESS_BINARY_SEARCH_JS,
  GUESS_CRASH,
  GUESS_INTERACTOR,
  GUESS_LINEAR,
  GUESS_SILENT,
  GUESS_SPIN,
} from '../support/interactive-fixtures.ts';
import { writePackage } from '../support/package-files.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Interactive problem packages (Kattis `validation: custom interactive`, 2023-07 `type: interactive`):
 * the interactor in output_validators/ is compiled, every submission of the package runs interactively
 * (its verdict as its folder expects), the time limit comes from the interactive runs of the accepted
 * ones, the report says the problem is interactive, and learners' Run and Submit are judged interactively.
 */

const GUESS_DATA = {
  'problem_statement/problem.en.md': 'Guess the secret number between 1 and n: the judge answers `higher`, `lower` or `correct`.\n',
  'data/sample/1.in': '10 7\n',
  'data/sample/1.ans': '7\n',
  'data/secret/01.in': '1000 999\n',
  'data/secret/01.ans': '999\n',
  'data/secret/02.in': '1000000 1\n',
  'data/secret/02.ans': '1\n',
};

describe('interactive problem packages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(path.join(os.tmpdir(), 'pj-interactive-'));
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await t?.close();
  });

  it('reads legacy "custom interactive" and 2023-07 "type: interactive"; refuses one without an interactor', () => {
    const legacy = loadPackage(writePackage(root, 'legacy-guess', { 'problem.yaml': 'name: Guess\nvalidation: custom interactive\n', ...GUESS_DATA, 'output_validators/guess/interactor.cpp': GUESS_INTERACTOR }));
    expect(legacy).toMatchObject({ interactive: true, validation: 'custom', validator: { language: 'c++' } });
    const modern = loadPackage(
      writePackage(root, 'modern-guess', { 'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Guess\ntype: interactive\n', ...GUESS_DATA, 'output_validator/interactor.cpp': GUESS_INTERACTOR }),
    );
    expect(modern).toMatchObject({ interactive: true, validation: 'custom' });
    expect(() => loadPackage(writePackage(root, 'no-interactor', { 'problem.yaml': 'name: Guess\nvalidation: custom interactive\n', ...GUESS_DATA }))).toThrow(
      /"Guess" \(no-interactor\): the problem is interactive but there is no interactor/,
    );
  });

  it('imports a guess-the-number package: each submission judged interactively as its folder expects; learners Run and Submit interactively', async () => {
    const dir = writePackage(root, 'guess-number', {
      'problem.yaml': 'name: Guess the Number\nvalidation: custom interactive\nlimits:\n  time_multiplier: 2\n  time_safety_margin: 1.5\n  memory: 256\n',
      ...GUESS_DATA,
      'output_validators/guess/interactor.cpp': GUESS_INTERACTOR,
      'submissions/accepted/binary.cpp': GUESS_BINARY_SEARCH,
      'submissions/accepted/binary.js': GUESS_BINARY_SEARCH_JS,
      'submissions/wrong_answer/linear.cpp': GUESS_LINEAR,
      'submissions/time_limit_exceeded/silent.cpp': GUESS_SILENT,
      'submissions/time_limit_exceeded/spin.cpp': GUESS_SPIN,
      'submissions/run_time_error/crash.cpp': GUESS_CRASH,
    });
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host: { timeFactor: 1, memoryMaxKb: 4096 * 1024 } }));
    expect(report.interactive).toBe(true);
    expect(IMPORT_REPORT_TEXT.lines(report)[0]).toMatch(/interactive problem/);
    expect(report.time).toMatchObject({ source: 'measured', multiplier: 2, limitMs: 1000 });
    expect(report.time.slowest!.file).toMatch(/^submissions\/accepted\/binary\.(cpp|js)$/);
    const actual = Object.fromEntries(report.submissions.map((s) => [s.file, [s.actual, s.matches]]));
    expect(actual).toEqual({
      'submissions/accepted/binary.cpp': ['Accepted', true],
      'submissions/accepted/binary.js': ['Accepted', true],
      'submissions/run_time_error/crash.cpp': ['Runtime Error (SIGABRT)', true],
      'submissions/time_limit_exceeded/silent.cpp': ['Time Limit Exceeded', true],
      'submissions/time_limit_exceeded/spin.cpp': ['Time Limit Exceeded', true],
      'submissions/wrong_answer/linear.cpp': ['Wrong Answer', true],
    });

    // A learner sees the flag, runs the example and submits each kind of program.
    const api = new ApiClient(t.app);
    await api.signUp();
    const id = report.prblmId;
    const detail = problemDetailSchema.parse((await api.get(`/api/prblm/getPrblmById/${id}`)).json());
    expect(detail.interactive).toBe(true);
    const run = runResponseSchema.parse((await api.post(`/api/submit/runCode/${id}`, { code: GUESS_BINARY_SEARCH, language: 'c++' })).json());
    expect(run.map((c) => c.status_id)).toEqual([STATUS.ACCEPTED]);
    const custom = await api.post(`/api/submit/runCustom/${id}`, { code: GUESS_BINARY_SEARCH, language: 'c++', stdin: '10 7\n' });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().message).toMatch(/interactive/);
    const submit = async (code: string, language = 'c++') => (await api.post(`/api/submit/${id}`, { code, language })).json();
    expect(await submit(GUESS_BINARY_SEARCH_JS, 'javascript')).toMatchObject({ status: 'accepted' });
    expect(await submit(GUESS_LINEAR)).toMatchObject({ status: 'wrong', errorMessage: 'Wrong Answer' });
    expect(await submit(GUESS_SILENT)).toMatchObject({ status: 'error', errorMessage: 'Time Limit Exceeded' });
    expect(await submit(GUESS_CRASH)).toMatchObject({ status: 'error', errorMessage: 'Runtime Error (SIGABRT)' });
  }, 240_000);
});
