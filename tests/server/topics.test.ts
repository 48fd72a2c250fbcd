import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetailSchema, problemForUpdateSchema, problemListEntriesSchema, TOPICS, type ProblemInput } from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { stableId } from '../../server/db/ids.ts';
import { signUpAdmin, sumProblem } from '../support/admin-fixtures.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Topics as data: every problem carries one or more of the library's topics (TOPICS). Built-in
 * problems take theirs from pocket.yaml; an admin's problem takes the ones the form ticks, or its
 * tag's when none (a client of the spec's form sends none). The list, the problem and the update
 * form's answer carry them; the spec's tags are unchanged beside them.
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

const listed = async () => problemListEntriesSchema.parse((await api.get('/api/prblm/getAllPrblm')).json());

describe('problem topics', () => {
  it('lists every built-in problem with the topics its package names, the spec tag beside them', async () => {
    const list = await listed();
    for (const p of BUILT_IN_PROBLEMS) {
      const row = list.find((r) => r._id === stableId(p.slug));
      expect(row?.topics, p.slug).toEqual(p.topics);
      expect(row?.tags, p.slug).toBe(p.tags);
      expect(p.topics.length, p.slug).toBeGreaterThan(0);
    }
    const trapping = list.find((r) => r._id === stableId('trapping-rain-water'))!;
    expect(trapping).toMatchObject({ tags: 'Array', topics: ['Two Pointers', 'Stack'] });
    const detail = problemDetailSchema.parse((await api.get(`/api/prblm/getPrblmById/${trapping._id}`)).json());
    expect(detail.topics).toEqual(['Two Pointers', 'Stack']);
  });

  it("saves an admin's problem with the topics ticked, or its tag's topic when none is sent", async () => {
    const withTopics: ProblemInput = { ...sumProblem(), topics: ['Math & Geometry', 'Bit Manipulation'] };
    const created = (await admin.post('/api/prblm/create', withTopics)).json() as { prblm: { _id: string } };
    const id = created.prblm._id;
    expect((await listed()).find((r) => r._id === id)?.topics).toEqual(['Math & Geometry', 'Bit Manipulation']);
    expect(problemForUpdateSchema.parse((await admin.get(`/api/prblm/getPrblmByIdForUpd/${id}`)).json()).topics).toEqual(['Math & Geometry', 'Bit Manipulation']);

    const spec = sumProblem(); // the spec's payload: no topics
    expect('topics' in spec).toBe(false);
    const plain = (await admin.post('/api/prblm/create', { ...spec, tags: 'DP' })).json() as { prblm: { _id: string } };
    expect((await listed()).find((r) => r._id === plain.prblm._id)?.topics).toEqual(['1-D DP']);

    // An update changes them.
    const res = await admin.put(`/api/prblm/update/${id}`, { ...withTopics, topics: ['Greedy'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed()).find((r) => r._id === id)?.topics).toEqual(['Greedy']);
  });

  it('refuses a topic the library does not have, a topic twice and more than four, with their messages', async () => {
    const refuse = async (topics: unknown, message: string) => {
      const res = await admin.post('/api/prblm/create', { ...sumProblem(), topics });
      expect(res.statusCode, JSON.stringify(topics)).toBe(400);
      expect(res.body).toContain(message);
    };
    await refuse(['Recursion'], ADMIN_MSG.topicInvalid);
    await refuse(['Greedy', 'Greedy'], ADMIN_MSG.topicTwice);
    await refuse(TOPICS.slice(0, 5), ADMIN_MSG.tooManyTopics(4));
    await refuse('Greedy', 'an array');
  });
});
