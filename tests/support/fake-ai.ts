/**
 * Loopback fakes of the hosted AI providers' HTTP APIs, for the provider tests:
 * - OpenAI-compatible `POST /v1/chat/completions` (streaming with server-sent events, `data: [DONE]`)
 * - Gemini `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`
 * `mode` decides the answer: `ok` streams the reply in pieces, `error` answers 500, `hang` never answers.
 * With `holdAfterFirst` set, `ok` sends the first piece and waits for that promise before the rest.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAi {
  url: string;
  mode: 'ok' | 'error' | 'hang';
  /** The reply, sent in these pieces. */
  pieces: string[];
  /** When set, the first piece is sent, then the rest once this settles. */
  holdAfterFirst: Promise<void> | null;
  /** Requests received: path, headers and parsed JSON body. */
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startFakeAi(): Promise<FakeAi> {
  const open = new Set<ServerResponse>();
  const fake: FakeAi = { url: '', mode: 'ok', pieces: ['First hint.', '~Second ', 'paragraph.'], holdAfterFirst: null, requests: [], close: async () => undefined };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', async () => {
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
      if (fake.mode === 'hang') {
        open.add(res);
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'provider exploded', code: 500 } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const gemini = (req.url ?? '').includes(':streamGenerateContent');
      for (const [i, piece] of fake.pieces.entries()) {
        const event = gemini
          ? { candidates: [{ content: { role: 'model', parts: [{ text: piece }] }, index: 0 }] }
          : { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(event)}\n\n`);
        if (i === 0 && fake.holdAfterFirst) await fake.holdAfterFirst;
      }
      if (!gemini) res.write('data: [DONE]\n\n');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of open) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
