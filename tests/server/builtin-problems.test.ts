import { joinProgram } from '../../common/domain/driver.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotatingSample } from '../support/rotating-sample.ts';
import { LANGUAGES, TAGS } from '../../common/contract/common.ts';
import { PROBLEM_BODY_MAX_BYTES, problemDetailSchema, problemForUpdateSchema, problemSavedSchema, problemUpdateSchema, STATUS, submitResponseSchema, type ProblemInput } from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { stableId } from '../../server/db/ids.ts';
import type { CaseOutcome } from '../../server/judge/judge.ts';
import { loadPackage } from '../../server/modules/packages/load.ts';
import { isLearnerLanguage } from '../../server/modules/packages/load.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { signUpAdmin } from '../support/admin-fixtures.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * The built-in problem packages (problems/<slug>/) checked the way Kattis `verifyproblem` checks a
 * package: every program under `submissions/<verdict>/` runs through the real judge (sandbox, the
 * problem's limits and output validation) on the samples and the secret test cases, and must get
 * the verdict its folder names — accepted: Accepted on every test case; wrong_answer,
 * time_limit_exceeded, run_time_error: that verdict on the first test case that is not Accepted.
 * The accepted programs that are the problem's reference solutions are judged the way an admin's
 * update judges them: each problem is saved through `PUT /api/prblm/update/:id` with a changed title,
 * which judges every reference on every test case and saves only when all are Accepted. The unchanged
 * start code must not be accepted. A run checks a rotating sample of 3 problems a day (and Reverse Linked
 * List's update), so every problem is checked within five days of runs; VERIFY_ALL_PROBLEMS=1 checks all.
 */
let t: TestApp;
let api: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  await api.signUp();
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const RUN_TIME_ERRORS: number[] = [STATUS.RE_SIGSEGV, STATUS.RE_SIGXFSZ, STATUS.RE_SIGFPE, STATUS.RE_SIGABRT, STATUS.RE_NZEC, STATUS.RE_OTHER];

/** The verdict a `submissions/` folder expects on the first test case that is not Accepted. */
const EXPECTED_FAILURE: Record<string, (statusId: number) => boolean> = {
  wrong_answer: (s) => s === STATUS.WRONG_ANSWER,
  time_limit_exceeded: (s) => s === STATUS.TIME_LIMIT,
  run_time_error: (s) => RUN_TIME_ERRORS.includes(s),
};

describe('built-in problem packages', () => {
  it('has complete problems: the spec\'s 15 first, every one with a spec tag, its topics and difficulty', () => {
    expect(BUILT_IN_PROBLEMS.length).toBeGreaterThanOrEqual(15);
    // The seed's 15 keep their places at the head of the list.
    expect(BUILT_IN_PROBLEMS.slice(0, 3).map((p) => p.slug)).toEqual(['two-sum', 'best-time-to-buy-and-sell-stock', 'maximum-subarray']);
    const byTag = (tag: string) => BUILT_IN_PROBLEMS.filter((p) => p.tags === tag).length;
    for (const tag of TAGS) expect(byTag(tag), tag).toBeGreaterThanOrEqual(3);
    expect(new Set(BUILT_IN_PROBLEMS.map((p) => p.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(new Set(BUILT_IN_PROBLEMS.map((p) => p.slug)).size).toBe(BUILT_IN_PROBLEMS.length);
    for (const p of BUILT_IN_PROBLEMS) {
      // Every package names its topics (none would fall back to the tag's).
      expect(loadPackage(p.dir).pocket?.topics?.length, p.slug).toBeGreaterThanOrEqual(1);
      // The update form sends every test case: the problem must fit its request body.
      expect(Buffer.byteLength(JSON.stringify(p)), p.slug).toBeLessThan(PROBLEM_BODY_MAX_BYTES * 0.9);
      expect(p.visibleTestCases.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.visibleTestCases.every((c) => c.explanation.trim().length > 0), p.slug).toBe(true);
      expect(p.hiddenTestCases.length, p.slug).toBeGreaterThanOrEqual(8);
      // The update form refuses an empty input or expected output (an empty answer is written as a blank line).
      for (const c of [...p.visibleTestCases, ...p.hiddenTestCases]) expect(c.input.length > 0 && c.output.length > 0, p.slug).toBe(true);
      expect(p.startCode.map((s) => s.language), p.slug).toEqual([...LANGUAGES]);
      expect(p.referenceSolution.map((s) => s.language), p.slug).toEqual([...LANGUAGES]);
      expect(p.Aprouch.map((a) => a.name), p.slug).toEqual(['Brute Force', 'Better Aprouch', 'Optimized Aprouch']);
      // Learners never see the region markers of the package's programs.
      const shown = [...p.startCode.flatMap((s) => [s.initialCode, s.driver ?? '']), ...p.referenceSolution.map((r) => r.completeCode)];
      for (const text of shown) expect(text, p.slug).not.toMatch(/^[ \t]*(\/\/|#) @(driver [a-z-]+|end-driver|solution|end-solution|learner|end-learner)[ \t]*$/m);
      // Each language's start code is the learner's part: the judge adds the driver.
      for (const s of p.startCode) expect(s.driver, `${p.slug} ${s.language}`).toContain(s.language === 'python3' ? '# @learner-code' : '// @learner-code');
    }
  });

  it('serves them without hidden test cases or reference solutions; solving one unlocks its reference solutions', async () => {
    const list = (await api.get('/api/prblm/getAllPrblm')).json() as { _id: string }[];
    expect(list.map((p) => p._id)).toEqual(BUILT_IN_PROBLEMS.map((p) => stableId(p.slug)));
    const id = stableId('two-sum');
    const body = (await api.get(`/api/prblm/getPrblmById/${id}`)).json();
    expect(problemDetailSchema.parse(body).referenceSolution).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/hiddenTestCases|hidden_test_cases/);

    const js = BUILT_IN_PROBLEMS[0]!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    const res = await api.post(`/api/submit/${id}`, { language: 'javascript', code: js });
    expect(submitResponseSchema.parse(res.json()).status).toBe('accepted');
    expect(problemDetailSchema.parse((await api.get(`/api/prblm/getPrblmById/${id}`)).json()).referenceSolution).toHaveLength(LANGUAGES.length);
  });

  // A rotating sample of the problems a day (tests/support/rotating-sample.ts; all with VERIFY_ALL_PROBLEMS=1), and
  // always Reverse Linked List, whose empty list is a blank expected output the update form must keep.
  const updated = rotatingSample(BUILT_IN_PROBLEMS, 3, BUILT_IN_PROBLEMS.filter((p) => p.slug === 'reverse-linked-list'));
  it(`an admin updates built-in problems (${updated.map((p) => p.slug).join(', ')}): each saves with its changed title, every reference Accepted on every test`, async () => {
    const update = async (p: (typeof BUILT_IN_PROBLEMS)[number]) => {
      const id = stableId(p.slug);
      const { _id: _i, updatedAt: _u, ...current } = problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${id}`)).json());
      // Parsed as the update form parses it before sending.
      const edited: ProblemInput = problemUpdateSchema.parse({ ...current, title: `${current.title} (edited)` });
      const res = await admin.put(`/api/prblm/update/${id}`, edited);
      expect(res.statusCode, `${p.slug}: ${res.body}`).toBe(200);
      expect(problemSavedSchema.parse(res.json())).toMatchObject({ message: ADMIN_MSG.updated, prblm: { _id: id, title: edited.title } });
    };
    // Three updates at once: as many as one admin's reference checks may have in flight.
    const pending = [...updated];
    const worker = async () => {
      for (let p = pending.shift(); p; p = pending.shift()) await update(p);
    };
    await Promise.all([worker(), worker(), worker()]);
  });

  // A rotating sample of the problems a day, as for the references above (all with VERIFY_ALL_PROBLEMS=1).
  for (const p of rotatingSample(BUILT_IN_PROBLEMS, 3)) {
    it(`${p.slug}: every submission besides the references gets the verdict of its folder; the start code is not accepted`, async () => {
      const pkg = loadPackage(p.dir);

      const tests = [...p.visibleTestCases, ...p.hiddenTestCases].map((c) => ({ input: c.input, output: c.output }));
      const judge = (language: (typeof LANGUAGES)[number], code: string, stopOnFirstFailure: boolean) =>
        t.server.judge.evaluate({ language, code, tests, timeLimitMs: p.timeLimitMs!, memoryLimitKb: p.memoryLimitKb!, validation: p.validation ?? undefined, stopOnFirstFailure }, { exempt: true });
      const summary = (cases: CaseOutcome[]) => cases.map((c) => c.statusId).join(',');

      const learnerLanguage = pkg.submissions.filter((s) => isLearnerLanguage(s.language));
      expect(learnerLanguage.filter((s) => s.verdict === 'accepted').map((s) => s.language).sort()).toEqual([...LANGUAGES].sort());
      // The first accepted program of each language is the reference solution the update judged.
      const references = new Set(LANGUAGES.map((l) => learnerLanguage.find((s) => s.verdict === 'accepted' && s.language === l)));
      const submissions = learnerLanguage.filter((s) => !references.has(s));
      await Promise.all(
        submissions.map(async (s) => {
          if (!isLearnerLanguage(s.language)) return;
          const accepted = s.verdict === 'accepted';
          const out = await judge(s.language, s.code, !accepted);
          expect(out.compileOutput, s.file).toBeNull();
          if (accepted) {
            expect(out.cases.length, s.file).toBe(tests.length);
            expect(out.cases.every((c) => c.statusId === STATUS.ACCEPTED), `${s.file}: ${summary(out.cases)}`).toBe(true);
          } else {
            const check = EXPECTED_FAILURE[s.verdict];
            expect(check, `${s.file}: unknown submissions folder`).toBeDefined();
            const last = out.cases.at(-1)!;
            expect(last.statusId !== STATUS.ACCEPTED && check!(last.statusId), `${s.file}: ${summary(out.cases)} (${last.description})`).toBe(true);
          }
        }),
      );

      // The start code joined to its driver compiles and runs, and is not accepted.
      const starts = await Promise.all(p.startCode.map((s) => judge(s.language, joinProgram(s.language, s.initialCode, s.driver).program, true)));
      for (const [i, out] of starts.entries()) {
        expect(out.compileOutput, `${p.slug} start code ${p.startCode[i]!.language}`).toBeNull();
        const accepted = out.compileOutput === null && out.cases.length === tests.length && out.cases.every((c) => c.statusId === STATUS.ACCEPTED);
        expect(accepted, `${p.slug} start code ${p.startCode[i]!.language}`).toBe(false);
      }
    });
  }

  it('an update whose reference solution fails is refused, naming the reference and the test, and saves nothing', async () => {
    const id = stableId('two-sum');
    const { _id: _i, updatedAt, ...current } = problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${id}`)).json());
    const broken: ProblemInput = problemUpdateSchema.parse({
      ...current,
      title: 'Two Sum, broken',
      referenceSolution: current.referenceSolution.map((r) => (r.language === 'javascript' ? { ...r, completeCode: 'function twoSum(nums, target) { return [0, 0]; }' } : r)),
    });
    const res = await admin.put(`/api/prblm/update/${id}`, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MSG.referenceFails('javascript', 'visible test 1', 'Wrong Answer'));
    const after = problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${id}`)).json());
    expect(after.updatedAt).toBe(updatedAt);
    expect(after.title).not.toBe(broken.title);
  });
});
