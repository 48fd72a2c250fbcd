/**
 * A fault-injecting HTTP proxy for sync tests, placed between a client and a real server on
 * loopback ({@link startFaultyProxy}), plus a cookie-keeping ky client ({@link CookieJar}: Node's
 * fetch keeps no cookies) and account helpers ({@link signUp}, {@link logIn}).
 */
import http from 'node:http';
import type { KyInstance } from 'ky';
import { createApiClient } from '../../src/api/http.ts';

/**
 * Which faults to inject. Faults, each chosen per request with its probability (seeded, so runs are reproducible):
 * - `fail5xx`:    answer 502 or 503 WITHOUT forwarding (nothing applied)
 * - `dropBefore`: close the connection WITHOUT forwarding (nothing applied; the client sees a network error)
 * - `dropAfter`:  forward, let the server answer, then close the connection without answering
 *                 (the server APPLIED it; the client sees a network error)
 * - `slow`:       wait `slowMs` before forwarding or before answering
 * - `duplicate`:  deliver the request to the server twice (concurrently or one after the other)
 *                 and answer with one of the two responses
 * `offline = true` closes every connection without forwarding.
 */
export interface FaultConfig {
  fail5xx?: number;
  dropBefore?: number;
  dropAfter?: number;
  slow?: number;
  /** Delay of a slow request, ms (default 300). */
  slowMs?: number;
  duplicate?: number;
  /** Which requests may get faults (default: all). */
  only?: (method: string, path: string) => boolean;
}

/** One request the proxy saw. */
export interface ProxyLogEntry {
  method: string;
  path: string;
  idempotencyKey: string | null;
  fault: Fault;
  /** Status sent to the client (null when the connection was dropped). */
  status: number | null;
}

type Fault = 'none' | 'offline' | 'fail5xx' | 'dropBefore' | 'dropAfter' | 'slow' | 'duplicate';

/** A running proxy. */
export interface FaultyProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Replaces the fault configuration (`{}`: no faults). */
  setFaults(config: FaultConfig): void;
  /** When true, every connection is closed without forwarding. */
  offline: boolean;
  /** Every request seen, in arrival order. */
  log: ProxyLogEntry[];
  /** Number of requests per fault. */
  counts(): Record<Fault, number>;
  close(): Promise<void>;
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a proxy on 127.0.0.1 (random port) in front of `target` (e.g. `http://127.0.0.1:3000`).
 * @param opts.seed seed of the fault dice (default 1)
 */
export async function startFaultyProxy(target: string, opts: { seed?: number } = {}): Promise<FaultyProxy> {
  const upstream = new URL(target);
  const random = seededRandom(opts.seed ?? 1);
  let faults: FaultConfig = {};
  const log: ProxyLogEntry[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  const forward = (req: http.IncomingMessage, body: Buffer): Promise<Upstream> =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: upstream.host };
      delete headers.connection;
      const r = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end(body);
    });

  const pick = (method: string, path: string): Fault => {
    if (proxy.offline) return 'offline';
    if (faults.only && !faults.only(method, path)) return 'none';
    const x = random();
    let acc = 0;
    for (const f of ['fail5xx', 'dropBefore', 'dropAfter', 'slow', 'duplicate'] as const) {
      acc += faults[f] ?? 0;
      if (x < acc) return f;
    }
    return 'none';
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const method = req.method ?? 'GET';
        const path = req.url ?? '/';
        const key = req.headers['idempotency-key'];
        const entry: ProxyLogEntry = { method, path, idempotencyKey: typeof key === 'string' ? key : null, fault: pick(method, path), status: null };
        log.push(entry);
        const drop = () => req.socket.destroy();
        const answer = (u: Upstream) => {
          const headers = { ...u.headers };
          delete headers['transfer-encoding'];
          delete headers.connection;
          headers['content-length'] = String(u.body.length);
          entry.status = u.status;
          res.writeHead(u.status, headers);
          res.end(u.body);
        };
        try {
          switch (entry.fault) {
            case 'offline':
            case 'dropBefore':
              return drop();
            case 'fail5xx': {
              const status = random() < 0.5 ? 502 : 503;
              const payload = Buffer.from(JSON.stringify({ statusCode: status, error: 'Injected', message: 'injected fault' }));
              return answer({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: payload });
            }
            case 'dropAfter':
              await forward(req, body);
              return drop();
            case 'slow': {
              const ms = faults.slowMs ?? 300;
              if (random() < 0.5) {
                await sleep(ms);
                return answer(await forward(req, body));
              }
              const u = await forward(req, body);
              await sleep(ms);
              return answer(u);
            }
            case 'duplicate': {
              const concurrent = random() < 0.5;
              let first: Upstream;
              let second: Upstream;
              if (concurrent) [first, second] = await Promise.all([forward(req, body), forward(req, body)]);
              else {
                first = await forward(req, body);
                second = await forward(req, body);
              }
              return answer(random() < 0.5 ? first : second);
            }
            case 'none':
              return answer(await forward(req, body));
          }
        } catch {
          if (!res.headersSent) drop();
        }
      })();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy did not get a port');

  const proxy: FaultyProxy = {
    url: `http://127.0.0.1:${address.port}`,
    offline: false,
    log,
    setFaults(config) {
      faults = config;
    },
    counts() {
      const c: Record<Fault, number> = { none: 0, offline: 0, fail5xx: 0, dropBefore: 0, dropAfter: 0, slow: 0, duplicate: 0 };
      for (const e of log) c[e.fault]++;
      return c;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
  return proxy;
}

/**
 * Cookies of one simulated browser: stores `Set-Cookie`s, sends them back, and echoes
 * `XSRF-TOKEN` in `X-XSRF-TOKEN` on state-changing requests (what `src/api/http.ts` does in a browser).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** A fetch that uses (and updates) this jar. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) headers.set('x-xsrf-token', xsrf);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await fetch(request.url, { method: request.method, headers, body, signal: request.signal, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  };

  /** A ky instance rooted at `<baseUrl>/api` that sends through this jar (no ky retries, no time-out). */
  client(baseUrl: string): KyInstance {
    return createApiClient(`${baseUrl}/api`, { fetch: this.fetch, retry: 0 });
  }
}

/**
 * Registers a fresh account directly on `serverUrl` and keeps its session in `jar`.
 * @returns the new user
 */
export async function signUp(serverUrl: string, jar: CookieJar, firstname = 'Learner'): Promise<{ _id: string; firstname: string; emailID: string; role: 'user' | 'admin'; password: string }> {
  const client = jar.client(serverUrl);
  await client.get('userAuth/check');
  const emailID = `u${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct horse battery';
  const res = await client.post('userAuth/register', { json: { firstname, emailID, password } }).json<{ user: { _id: string; firstname: string; emailID: string; role: 'user' | 'admin' } }>();
  return { ...res.user, password };
}

/** Signs `jar` in as an existing account (a second device of the same user). */
export async function logIn(serverUrl: string, jar: CookieJar, emailID: string, password: string): Promise<void> {
  const client = jar.client(serverUrl);
  await client.get('userAuth/check');
  await client.post('userAuth/login', { json: { emailID, password } });
}
