import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/contract/common.ts';
import { problemDetailSchema, submitResponseSchema } from '../../common/contract/index.ts';
import { stableId } from '../../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../../server/seed/problems/index.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * The built-in problem set through the real judge: every reference solution in
 * every language is Accepted on every hidden test case (45 submissions), and
 * the unchanged start code and a deliberately wrong variant are rejected.
 */
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  await api.signUp();
});
afterAll(async () => {
  await t?.close();
});

describe('built-in problem set', () => {
  it('has 15 complete problems with the spec topic counts', () => {
    expect(BUILT_IN_PROBLEMS).toHaveLength(15);
    const byTag = (tag: string) => BUILT_IN_PROBLEMS.filter((p) => p.tags === tag).length;
    expect({ Array: byTag('Array'), Graph: byTag('Graph'), DP: byTag('DP'), Linkedlist: byTag('Linkedlist') }).toEqual({ Array: 6, Graph: 3, DP: 3, Linkedlist: 3 });
    expect(new Set(BUILT_IN_PROBLEMS.map((p) => p.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    for (const p of BUILT_IN_PROBLEMS) {
      expect(p.visibleTestCases.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.visibleTestCases.every((c) => c.explanation.trim().length > 0), p.slug).toBe(true);
      const large = p.largeTestCases();
      expect(large.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.hiddenTestCases.length + large.length, p.slug).toBeGreaterThanOrEqual(8);
      expect(p.startCode.map((s) => s.language), p.slug).toEqual([...LANGUAGES]);
      expect(p.referenceSolution.map((s) => s.language), p.slug).toEqual([...LANGUAGES]);
      expect(p.Aprouch.map((a) => a.name), p.slug).toEqual(['Brute Force', 'Better Aprouch', 'Optimized Aprouch']);
      for (const a of p.Aprouch) {
        expect(a.concept.length && a.steps.length, p.slug).toBeTruthy();
        expect(a.complexities, p.slug).toHaveLength(2);
      }
    }
  });

  it('serves them without hidden test cases or reference solutions', async () => {
    const list = (await api.get('/api/prblm/getAllPrblm')).json() as { _id: string }[];
    expect(list).toHaveLength(15);
    const res = await api.get(`/api/prblm/getPrblmById/${list[0]!._id}`);
    const body = res.json();
    expect(problemDetailSchema.parse(body).referenceSolution).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/hiddenTestCases|hidden_test_cases/);
  });

  for (const p of BUILT_IN_PROBLEMS) {
    it(`${p.slug}: every reference solution is Accepted, start code and a wrong variant are rejected`, async () => {
      const id = stableId(p.slug);
      const submit = (language: string, code: string) =>
        api.post(`/api/submit/${id}`, { language, code }).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return submitResponseSchema.parse(r.json());
        });

      const accepted = await Promise.all(p.referenceSolution.map((s) => submit(s.language, s.completeCode)));
      for (const [i, r] of accepted.entries()) {
        const lang = p.referenceSolution[i]!.language;
        expect({ lang, status: r.status, error: r.errorMessage }).toEqual({ lang, status: 'accepted', error: null });
        expect(r.passedTestCases).toBe(r.totalTestCases);
        expect(r.totalTestCases).toBe(p.hiddenTestCases.length + p.largeTestCases().length);
      }

      const rejected = await Promise.all(p.startCode.map((s) => submit(s.language, s.initialCode)));
      for (const r of rejected) expect(r.status).not.toBe('accepted');

      // A deliberately wrong variant: the JavaScript reference with its output corrupted (digits shifted, booleans flipped).
      const js = p.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
      const wrong = await submit('javascript', `const __w = process.stdout.write.bind(process.stdout);\nprocess.stdout.write = (s, ...a) => __w(String(s).replace(/\\d|true|false/g, (d) => (d === 'true' ? 'false' : d === 'false' ? 'true' : String((Number(d) + 1) % 10))), ...a);\n${js}`);
      expect(wrong.status).toBe('wrong');
      expect(wrong.passedTestCases).toBeLessThan(wrong.totalTestCases);

      // Solving it unlocks the reference solutions for this user.
      const detail = problemDetailSchema.parse((await api.get(`/api/prblm/getPrblmById/${id}`)).json());
      expect(detail.referenceSolution).toHaveLength(3);
    });
  }
});
