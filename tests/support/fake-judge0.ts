import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server speaking Judge0 CE's batch API (base64 bodies, tokens): `POST
 * /submissions/batch?base64_encoded=true` gives one token per submission; `GET
 * /submissions/batch?tokens=…&base64_encoded=true&fields=…` answers In Queue (1), then
 * Processing (2), then the result `decide` gave for the submission. `mode` makes it answer
 * every request with 503 (queue full), 401 (bad token), or never finish (always Processing).
 */
export interface FakeSubmission {
  languageId: number;
  sourceCode: string;
  stdin: string;
  cpuTimeLimit: number;
  memoryLimit: number;
  expectedOutput: string | undefined;
}

export interface FakeResult {
  statusId: number;
  stdout?: string;
  stderr?: string;
  compileOutput?: string;
  /** CPU seconds. */
  time?: number;
  /** KB. */
  memory?: number;
}

export interface FakeJudge0 {
  url: string;
  mode: 'normal' | 'queue-full' | 'bad-token' | 'never-finishes' | 'malformed';
  /** Every submission received, in order. */
  received: FakeSubmission[];
  /** X-Auth-Token of every request. */
  tokensSeen: (string | undefined)[];
  /** GET polls answered. */
  polls: number;
  close(): Promise<void>;
}

const b64 = (s: string | undefined) => (s === undefined ? null : Buffer.from(s, 'utf8').toString('base64'));
const unb64 = (s: unknown) => (typeof s === 'string' ? Buffer.from(s, 'base64').toString('utf8') : undefined);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

/** Starts the fake on 127.0.0.1 (a free port); `decide` judges one submission. */
export async function startFakeJudge0(decide: (s: FakeSubmission) => FakeResult): Promise<FakeJudge0> {
  const jobs = new Map<string, { result: FakeResult; polls: number }>();
  let next = 0;
  const fake: FakeJudge0 = { url: '', mode: 'normal', received: [], tokensSeen: [], polls: 0, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    void (async () => {
      fake.tokensSeen.push(req.headers['x-auth-token'] as string | undefined);
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (fake.mode === 'queue-full') return send(503, { error: 'queue is full' });
      if (fake.mode === 'bad-token') return send(401, { error: 'Authentication failed.' });
      if (url.pathname !== '/submissions/batch' || url.searchParams.get('base64_encoded') !== 'true') return send(404, { error: 'not found' });
      if (req.method === 'POST') {
        const body = (await readJson(req)) as { submissions: Record<string, unknown>[] };
        const tokens = body.submissions.map((s) => {
          const sub: FakeSubmission = {
            languageId: Number(s.language_id),
            sourceCode: unb64(s.source_code) ?? '',
            stdin: unb64(s.stdin) ?? '',
            cpuTimeLimit: Number(s.cpu_time_limit),
            memoryLimit: Number(s.memory_limit),
            expectedOutput: unb64(s.expected_output),
          };
          fake.received.push(sub);
          const token = `tok-${++next}`;
          jobs.set(token, { result: decide(sub), polls: 0 });
          return { token };
        });
        return send(201, tokens);
      }
      fake.polls++;
      if (fake.mode === 'malformed') return send(200, { submissions: 'nope' });
      const list = (url.searchParams.get('tokens') ?? '').split(',').map((token) => {
        const job = jobs.get(token);
        if (!job) return null;
        job.polls++;
        const statusId = fake.mode === 'never-finishes' ? 2 : job.polls === 1 ? 1 : job.polls === 2 ? 2 : job.result.statusId;
        const final = statusId === job.result.statusId;
        return {
          token,
          status_id: statusId,
          status: { id: statusId, description: String(statusId) },
          stdout: final ? b64(job.result.stdout) : null,
          stderr: final ? b64(job.result.stderr) : null,
          compile_output: final ? b64(job.result.compileOutput) : null,
          message: null,
          time: final ? String(job.result.time ?? 0.01) : null,
          memory: final ? (job.result.memory ?? 3000) : null,
        };
      });
      return send(200, { submissions: list });
    })().catch((e: Error) => {
      res.writeHead(500);
      res.end(e.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
