import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProblemListSchema,
  problemDetailSchema,
  problemForUpdateSchema,
  problemListEntriesSchema,
  problemSavedSchema,
  type ProblemInput,
} from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { signUpAdmin, SUM_JAVA_WRONG_ON_ZERO, sumProblem } from '../support/admin-fixtures.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Problem administration through the API, on PGlite and the real judge: who may call it, every
 * §5 rule with its message, reference solutions judged before saving, update, and delete with
 * everything that hangs on a problem.
 */

describe('admin API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let learner: ApiClient;
  let anonymous: ApiClient;
  let createdId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    learner = new ApiClient(t.app);
    await learner.signUp('Learner');
    anonymous = new ApiClient(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers and 403 to learners on every admin call', async () => {
    const id = 'a'.repeat(24);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/problems'],
      ['GET', `/api/prblm/getPrblmByIdForUpd/${id}`],
      ['POST', '/api/prblm/create', sumProblem()],
      ['PUT', `/api/prblm/update/${id}`, sumProblem()],
      ['DELETE', `/api/prblm/delete/${id}`],
      ['GET', `/api/video/getDigitalSignature/${id}`],
      ['POST', '/api/video/storeMetaData', { prblmId: id, cloudinaryPublicId: `video/${id}/0123456789abcdef`, secureUrl: '/media/x.mp4', duration: 2 }],
      ['DELETE', `/api/video/delMetaData/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const anon = await anonymous.request(method as 'GET', url, body);
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      const user = await learner.request(method as 'GET', url, body);
      expect(user.statusCode, `${method} ${url} learner`).toBe(403);
      expect(user.json().message).toBe(API_MSG.adminOnly);
    }
  });

  it('refuses a problem breaking any §5 rule with its message', async () => {
    const cases: [string, (p: ProblemInput) => unknown, string][] = [
      ['empty title', (p) => ({ ...p, title: '  ' }), ADMIN_MSG.titleRequired],
      ['empty description', (p) => ({ ...p, description: '' }), ADMIN_MSG.descriptionRequired],
      ['bad difficulty', (p) => ({ ...p, difficulty: 'extreme' }), ADMIN_MSG.difficultyInvalid],
      ['bad tag', (p) => ({ ...p, tags: 'Tree' }), ADMIN_MSG.tagInvalid],
      ['no visible test case', (p) => ({ ...p, visibleTestCases: [] }), ADMIN_MSG.visibleRequired],
      ['visible without explanation', (p) => ({ ...p, visibleTestCases: [{ input: '1 2', output: '3', explanation: '' }] }), ADMIN_MSG.explanationRequired],
      ['visible without input', (p) => ({ ...p, visibleTestCases: [{ input: '', output: '3', explanation: 'x' }] }), ADMIN_MSG.inputRequired],
      ['no hidden test case', (p) => ({ ...p, hiddenTestCases: [] }), ADMIN_MSG.hiddenRequired],
      ['hidden without output', (p) => ({ ...p, hiddenTestCases: [{ input: '1 1', output: '' }] }), ADMIN_MSG.outputRequired],
      ['two start codes', (p) => ({ ...p, startCode: p.startCode.slice(0, 2) }), ADMIN_MSG.allLanguages],
      ['a start code twice', (p) => ({ ...p, startCode: [p.startCode[0], p.startCode[0], p.startCode[2]] }), ADMIN_MSG.allLanguages],
      ['blank start code', (p) => ({ ...p, startCode: p.startCode.map((s, i) => (i === 1 ? { ...s, initialCode: ' ' } : s)) }), ADMIN_MSG.initialCodeRequired],
      ['two reference solutions', (p) => ({ ...p, referenceSolution: p.referenceSolution.slice(1) }), ADMIN_MSG.allLanguages],
      ['blank reference solution', (p) => ({ ...p, referenceSolution: p.referenceSolution.map((s, i) => (i === 2 ? { ...s, completeCode: '' } : s)) }), ADMIN_MSG.completeCodeRequired],
      ['two approaches', (p) => ({ ...p, Aprouch: p.Aprouch.slice(0, 2) }), ADMIN_MSG.approachesRequired],
      ['approaches out of order', (p) => ({ ...p, Aprouch: [p.Aprouch[1], p.Aprouch[0], p.Aprouch[2]] }), ADMIN_MSG.approachesRequired],
      ['approach without concept', (p) => ({ ...p, Aprouch: p.Aprouch.map((a, i) => (i === 0 ? { ...a, concept: [] } : a)) }), ADMIN_MSG.conceptRequired],
      ['approach without steps', (p) => ({ ...p, Aprouch: p.Aprouch.map((a, i) => (i === 1 ? { ...a, steps: [] } : a)) }), ADMIN_MSG.stepsRequired],
      ['approach without complexities', (p) => ({ ...p, Aprouch: p.Aprouch.map((a, i) => (i === 2 ? { ...a, complexities: [] } : a)) }), ADMIN_MSG.complexitiesRequired],
      ['unknown field', (p) => ({ ...p, position: 0 }), 'position'],
    ];
    for (const [what, mutate, message] of cases) {
      const res = await admin.post('/api/prblm/create', mutate(sumProblem()));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toContain(message);
    }
    const before = adminProblemListSchema.parse((await admin.get('/api/admin/problems')).json()).length;
    expect(before).toBe(BUILT_IN_PROBLEMS.length);
  });

  it('creates a problem whose reference solutions pass, at the end of the list, for everyone to open', async () => {
    const input = sumProblem('Sum of Two');
    const res = await admin.post('/api/prblm/create', input);
    expect(res.statusCode, res.body).toBe(201);
    const saved = problemSavedSchema.parse(res.json());
    expect(saved.message).toBe(ADMIN_MSG.created);
    createdId = saved.prblm._id;
    const list = problemListEntriesSchema.parse((await learner.get('/api/prblm/getAllPrblm')).json());
    expect(list.at(-1)).toMatchObject({ _id: createdId, title: 'Sum of Two', difficulty: 'easy', tags: 'Array', updatedAt: saved.prblm.updatedAt });
    const detail = problemDetailSchema.parse((await learner.get(`/api/prblm/getPrblmById/${createdId}`)).json());
    expect(detail.Aprouch.map((a) => a.name)).toEqual(['Brute Force', 'Better Aprouch', 'Optimized Aprouch']);
    expect(detail.referenceSolution).toEqual([]);
    expect(JSON.stringify(detail)).not.toContain('987654321');
    // The update form gets everything, hidden test cases included.
    const forUpdate = problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${createdId}`)).json());
    expect(forUpdate.hiddenTestCases).toEqual(input.hiddenTestCases);
    expect(forUpdate.referenceSolution).toEqual(input.referenceSolution);
    expect((await admin.get(`/api/prblm/getPrblmByIdForUpd/${'f'.repeat(24)}`)).statusCode).toBe(404);
    // A learner can solve it with the judge.
    const submit = await learner.post(`/api/submit/${createdId}`, { code: input.referenceSolution[2]!.completeCode, language: 'javascript' });
    expect(submit.json()).toMatchObject({ status: 'accepted', passedTestCases: 3, totalTestCases: 3 });
  }, 120_000);

  it('refuses reference solutions the judge does not accept, naming the language and the test', async () => {
    const wrong = sumProblem();
    wrong.referenceSolution[1] = { language: 'java', completeCode: SUM_JAVA_WRONG_ON_ZERO };
    const res = await admin.post('/api/prblm/create', wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The java reference solution fails hidden test 2: Wrong Answer');

    const visible = sumProblem();
    visible.visibleTestCases[1] = { input: '5 7', output: '13', explanation: 'wrong on purpose' };
    const res2 = await admin.post('/api/prblm/create', visible);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toMatch(/^The (c\+\+|java|javascript) reference solution fails visible test 2: Wrong Answer$/);

    const broken = sumProblem();
    broken.referenceSolution[0] = { language: 'c++', completeCode: 'int main( {' };
    const res3 = await admin.post('/api/prblm/create', broken);
    expect(res3.statusCode).toBe(400);
    expect(res3.json().message).toBe(ADMIN_MSG.referenceCompile('c++'));

    const titles = adminProblemListSchema.parse((await admin.get('/api/admin/problems')).json()).map((p) => p.title);
    expect(titles).not.toContain(wrong.title);
    expect(titles).not.toContain(broken.title);
  }, 180_000);

  it('updates a problem (same rules, update wording) and moves its updatedAt', async () => {
    const before = problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${createdId}`)).json());
    const empty = await admin.put(`/api/prblm/update/${createdId}`, { ...sumProblem(), title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ADMIN_MSG.titleRequiredUpdate);
    const wrong = sumProblem('Sum of Two, edited');
    wrong.referenceSolution[1] = { language: 'java', completeCode: SUM_JAVA_WRONG_ON_ZERO };
    expect((await admin.put(`/api/prblm/update/${createdId}`, wrong)).json().message).toBe('The java reference solution fails hidden test 2: Wrong Answer');
    const edited = sumProblem('Sum of Two, edited');
    edited.difficulty = 'medium';
    edited.hiddenTestCases.push({ input: '7 8', output: '15' });
    const res = await admin.put(`/api/prblm/update/${createdId}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    const saved = problemSavedSchema.parse(res.json());
    expect(saved.message).toBe(ADMIN_MSG.updated);
    expect(Date.parse(saved.prblm.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const list = problemListEntriesSchema.parse((await learner.get('/api/prblm/getAllPrblm')).json());
    expect(list.find((p) => p._id === createdId)).toMatchObject({ title: 'Sum of Two, edited', difficulty: 'medium', updatedAt: saved.prblm.updatedAt });
    expect(problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${createdId}`)).json()).hiddenTestCases).toHaveLength(4);
    expect((await admin.put(`/api/prblm/update/${'f'.repeat(24)}`, edited)).statusCode).toBe(404);
  }, 180_000);

  it('updates a problem while the admin has as many of their own Runs in flight as a learner may: reference checks are the system\'s work', async () => {
    // Three Runs of the admin's own (JUDGE_USER_LIMIT) sleep while the update judges four references.
    const sleeper = 'setTimeout(() => console.log("x"), 4000);';
    const runs = [0, 1, 2].map(() => admin.post(`/api/submit/runCode/${createdId}`, { language: 'javascript', code: sleeper }));
    const deadline = Date.now() + 20_000;
    while (t.server.judge.pending + t.server.judge.running < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // The admin is at the learner limit: a fourth Run of theirs is refused…
    const fourth = await admin.post(`/api/submit/runCode/${createdId}`, { language: 'javascript', code: sleeper });
    expect(fourth.statusCode).toBe(429);
    // …but the update is not.
    const res = await admin.put(`/api/prblm/update/${createdId}`, sumProblem('Sum of Two, while running'));
    expect(res.statusCode, res.body).toBe(200);
    expect(problemSavedSchema.parse(res.json()).prblm.title).toBe('Sum of Two, while running');
    for (const r of await Promise.all(runs)) expect(r.statusCode).toBe(200);
  }, 180_000);

  it('deletes a problem with its submissions, notes, stars and drafts', async () => {
    const pid = createdId;
    expect((await learner.put(`/api/prblm/activeStars/${pid}`)).json()).toEqual({ starred: true });
    expect((await learner.post('/api/prblm/createNote', { prblmId: pid, array: [{ title: 'n', body: 'b' }] })).statusCode).toBeLessThan(300);
    expect((await learner.put(`/api/drafts/${pid}/javascript`, { code: 'x', updatedAt: Date.now() })).statusCode).toBeLessThan(300);
    const res = await admin.delete(`/api/prblm/delete/${pid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MSG.deleted, deletedId: pid });
    expect((await learner.get(`/api/prblm/getPrblmById/${pid}`)).statusCode).toBe(404);
    expect((await learner.get('/api/prblm/stars')).json()).not.toContain(pid);
    expect((await learner.get('/api/submit/getAllUserSubmits')).json()).toEqual([]);
    const db = t.server.db.db;
    for (const table of ['submissions', 'notes', 'stars', 'drafts']) {
      const rows = await db.execute(`select count(*)::int as n from ${table} where problem_id = '${pid}'`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
    expect((await admin.delete(`/api/prblm/delete/${pid}`)).statusCode).toBe(404);
    expect(adminProblemListSchema.parse((await admin.get('/api/admin/problems')).json())).toHaveLength(BUILT_IN_PROBLEMS.length);
  });
});
