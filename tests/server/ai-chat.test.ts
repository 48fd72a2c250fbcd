import { describe, expect, it } from 'vitest';
import { chatReplySchema, type ChatTurn } from '../../common/contract/index.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { stableId } from '../../server/db/ids.ts';
import { AI_QUESTIONS_PER_MINUTE } from '../../server/modules/ai/routes.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { parseSse } from '../../src/api/sse.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';

/** POST /api/ai/chat with the built-in hint engine (no provider configured). */
const t = testAppForSuite();

const twoSum = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const ask = (message: ChatTurn[], extra: Record<string, unknown> = {}) => ({
  message,
  title: twoSum.title,
  description: twoSum.description,
  testCases: twoSum.visibleTestCases,
  prblmId: stableId('two-sum'),
  ...extra,
});
const user = (text: string): ChatTurn => ({ role: 'user', parts: [{ text }] });
const model = (text: string): ChatTurn => ({ role: 'model', parts: [{ text }] });

describe('AI chat', () => {
  it('needs a signed-in learner', async () => {
    expect((await new ApiClient(t.app).post('/api/ai/chat', ask([user('hint?')]))).statusCode).toBe(401);
  });

  it("answers from the problem's editorial, one step further with each hint", async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const first = chatReplySchema.parse((await api.post('/api/ai/chat', ask([user('I am stuck')]))).json());
    expect(first.source).toBe('hints');
    expect(first.message).toContain(twoSum.Aprouch[0]!.name);
    expect(first.message).toContain('~');
    const second = chatReplySchema.parse((await api.post('/api/ai/chat', ask([user('I am stuck'), model(first.message), user('next hint')]))).json());
    expect(second.message).toContain(twoSum.Aprouch.at(-1)!.name);
    const code = chatReplySchema.parse((await api.post('/api/ai/chat', ask([user('give me the full code')]))).json());
    expect(code.message).toContain('I will not hand you the full code');
    // Without prblmId it still answers, from the examples.
    const bare = chatReplySchema.parse((await api.post('/api/ai/chat', ask([user('explain the example')], { prblmId: undefined }))).json());
    expect(bare.message).toContain('Expected output:');
  });

  it('streams the reply as server-sent events when asked to', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const res = await api.post('/api/ai/chat', ask([user('I am stuck')]), { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/event-stream/);
    const { events, rest } = parseSse(res.body);
    expect(rest).toBe('');
    expect(events.at(-1)).toEqual({ event: 'done', data: JSON.stringify({ source: 'hints' }) });
    const text = events.filter((e) => e.event === 'delta').map((e) => (JSON.parse(e.data) as { text: string }).text).join('');
    expect(text).toContain(twoSum.Aprouch[0]!.name);
  });

  it('refuses malformed conversations with clear messages', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const cases: Array<[unknown, RegExp]> = [
      [ask([]), /conversation/],
      [ask([user('q'), model('a')]), /last message/i],
      [ask([user('x'.repeat(5000))]), /at most 4000/],
      [ask([user('a\u0000b')]), /control characters/],
      [ask([user('q')], { prblmId: 'nope' }), /prblmId/],
      [{ message: [user('q')] }, /title/],
    ];
    for (const [body, message] of cases) {
      const res = await api.post('/api/ai/chat', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it(`allows ${AI_QUESTIONS_PER_MINUTE} questions a minute per learner, then 429`, async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    for (let i = 0; i < AI_QUESTIONS_PER_MINUTE; i++) expect((await api.post('/api/ai/chat', ask([user('hint')]))).statusCode).toBe(200);
    const refused = await api.post('/api/ai/chat', ask([user('hint')]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MSG.tooManyQuestions);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
