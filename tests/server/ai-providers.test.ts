import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema, type ChatTurn } from '../../common/contract/index.ts';
import { stableId } from '../../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { parseSse } from '../../src/api/sse.ts';
import { ApiClient } from '../support/client.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { PROBLEM_MSG } from '../../common/texts/problem-messages.ts';

/** The hosted AI providers through their official SDKs, against loopback servers speaking their HTTP APIs. */
const twoSum = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const conversation: ChatTurn[] = [
  { role: 'user', parts: [{ text: 'How do I start?' }] },
  { role: 'model', parts: [{ text: 'Look at the examples.' }] },
  { role: 'user', parts: [{ text: 'And then?' }] },
];
const body = { message: conversation, title: twoSum.title, description: twoSum.description, testCases: twoSum.visibleTestCases, prblmId: stableId('two-sum') };

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake?.close();
});

for (const provider of ['openai', 'gemini'] as const) {
  describe(`${provider} provider`, () => {
    let t: TestApp;
    let api: ApiClient;
    beforeAll(async () => {
      const env: Record<string, string> =
        provider === 'openai'
          ? { OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'sk-test', AI_MODEL: 'tutor-model', AI_TIMEOUT_SECONDS: '1' }
          : { GEMINI_API_KEY: 'g-test', GEMINI_BASE_URL: fake.url, AI_MODEL: 'gemini-test', AI_TIMEOUT_SECONDS: '1' };
      t = await createTestApp(env);
      api = new ApiClient(t.app);
      await api.signUp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('streams the reply and sends the conversation with the tutor instructions', async () => {
      fake.mode = 'ok';
      fake.requests.length = 0;
      const res = await api.post('/api/ai/chat', body);
      expect(res.statusCode).toBe(200);
      expect(chatReplySchema.parse(res.json())).toEqual({ message: 'First hint.~Second paragraph.', source: provider });
      const sent = fake.requests.at(-1)!;
      if (provider === 'openai') {
        expect(sent.path).toBe('/v1/chat/completions');
        expect(sent.headers.authorization).toBe('Bearer sk-test');
        expect(sent.body).toMatchObject({ model: 'tutor-model', stream: true });
        const messages = sent.body.messages as Array<{ role: string; content: string }>;
        expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
        expect(messages[0]!.content).toContain(twoSum.title);
        expect(messages[0]!.content).toContain("'~'");
        expect(messages.at(-1)!.content).toBe('And then?');
      } else {
        expect(sent.path).toMatch(/\/models\/gemini-test:streamGenerateContent\?alt=sse$/);
        expect(sent.headers['x-goog-api-key']).toBe('g-test');
        const contents = sent.body.contents as Array<{ role: string; parts: Array<{ text: string }> }>;
        expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
        expect(JSON.stringify(sent.body.systemInstruction)).toContain(twoSum.title);
      }
    });

    it('passes the provider\'s pieces on as server-sent events, and a failure as an error event', async () => {
      fake.mode = 'ok';
      const streamed = await api.post('/api/ai/chat', body, { accept: 'text/event-stream' });
      const { events } = parseSse(streamed.body);
      expect(events).toEqual([
        ...fake.pieces.map((text) => ({ event: 'delta', data: JSON.stringify({ text }) })),
        { event: 'done', data: JSON.stringify({ source: provider }) },
      ]);
      fake.mode = 'error';
      const failed = parseSse((await api.post('/api/ai/chat', body, { accept: 'text/event-stream' })).body).events;
      expect(failed).toEqual([{ event: 'error', data: JSON.stringify({ message: PROBLEM_MSG.aiError }) }]);
      fake.mode = 'ok';
    });

    it("answers 'Error from AI Chatbot' when the provider fails", async () => {
      fake.mode = 'error';
      const res = await api.post('/api/ai/chat', body);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PROBLEM_MSG.aiError);
    });

    it('gives up after the time limit instead of hanging', async () => {
      fake.mode = 'hang';
      const started = Date.now();
      const res = await api.post('/api/ai/chat', body);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PROBLEM_MSG.aiError);
      expect(Date.now() - started).toBeLessThan(10_000);
      fake.mode = 'ok';
    });
  });
}
