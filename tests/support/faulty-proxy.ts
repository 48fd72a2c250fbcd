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

/** Sends a request on to the server and reads its whole answer; rejects on a network error. */
type Forward = (req: http.IncomingMessage, body: Buffer) => Promise<Upstream>;

/** A {@link Forward} to `upstream` over `agent` (the request's headers, its host replaced). */
function upstreamForwarder(upstream: URL, agent: http.Agent): Forward {
  return (req, body) =>
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
}

/** The faults the dice choose from, in the order their probabilities add up. */
const RANDOM_FAULTS = ['fail5xx', 'dropBefore', 'dropAfter', 'slow', 'duplicate'] as const;

/**
 * The fault of one request: `offline` when the proxy is offline, none for a request `only` leaves
 * out, else one roll of the dice over the configured probabilities.
 */
function pickFault(faults: FaultConfig, offline: boolean, random: () => number, method: string, path: string): Fault {
  if (offline) return 'offline';
  if (faults.only && !faults.only(method, path)) return 'none';
  const x = random();
  let acc = 0;
  for (const f of RANDOM_FAULTS) {
    acc += faults[f] ?? 0;
    if (x < acc) return f;
  }
  return 'none';
}

/** What serving one request needs: its body, the way to the server, the client's side, the dice. */
interface Exchange {
  req: http.IncomingMessage;
  body: Buffer;
  forward: Forward;
  /** Sends an answer to the client (and records its status). */
  answer(u: Upstream): void;
  /** Closes the client's connection without an answer. */
  drop(): void;
  random: () => number;
  /** Delay of a slow request, ms. */
  slowMs: number;
}

/** Sends `u` to the client with its own content-length (no chunking) and records its status in `entry`. */
function answerWith(res: http.ServerResponse, entry: ProxyLogEntry, u: Upstream): void {
  const headers = { ...u.headers };
  delete headers['transfer-encoding'];
  delete headers.connection;
  headers['content-length'] = String(u.body.length);
  entry.status = u.status;
  res.writeHead(u.status, headers);
  res.end(u.body);
}

/** An injected 502 or 503 (even odds) with a JSON error body, the request not forwarded. */
function injectedServerError(random: () => number): Upstream {
  const status = random() < 0.5 ? 502 : 503;
  const payload = Buffer.from(JSON.stringify({ statusCode: status, error: 'Injected', message: 'injected fault' }));
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: payload };
}

/** Waits `slowMs` before forwarding or (even odds) before answering. */
async function forwardSlowly(x: Exchange): Promise<void> {
  if (x.random() < 0.5) {
    await sleep(x.slowMs);
    x.answer(await x.forward(x.req, x.body));
    return;
  }
  const u = await x.forward(x.req, x.body);
  await sleep(x.slowMs);
  x.answer(u);
}

/** Delivers the request twice, side by side or one after the other (even odds), and answers with one of the two. */
async function forwardTwice(x: Exchange): Promise<void> {
  let first: Upstream;
  let second: Upstream;
  if (x.random() < 0.5) [first, second] = await Promise.all([x.forward(x.req, x.body), x.forward(x.req, x.body)]);
  else {
    first = await x.forward(x.req, x.body);
    second = await x.forward(x.req, x.body);
  }
  x.answer(x.random() < 0.5 ? first : second);
}

/** Serves one request with `fault` applied (see {@link FaultConfig}). */
async function serveWithFault(fault: Fault, x: Exchange): Promise<void> {
  switch (fault) {
    case 'offline':
    case 'dropBefore':
      return x.drop();
    case 'fail5xx':
      return x.answer(injectedServerError(x.random));
    case 'dropAfter':
      await x.forward(x.req, x.body);
      return x.drop();
    case 'slow':
      return forwardSlowly(x);
    case 'duplicate':
      return forwardTwice(x);
    case 'none':
      return x.answer(await x.forward(x.req, x.body));
  }
}

/** What the proxy's request handler reads and writes: the current faults, the dice, the log. */
interface ProxyState {
  faults(): FaultConfig;
  offline(): boolean;
  random: () => number;
  forward: Forward;
  log: ProxyLogEntry[];
}

/**
 * The proxy's request handler: reads the whole request, picks and logs its fault, and serves it;
 * a failed forward drops the client's connection unless an answer has started.
 */
function faultyHandler(state: ProxyState): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const method = req.method ?? 'GET';
        const path = req.url ?? '/';
        const key = req.headers['idempotency-key'];
        const faults = state.faults();
        const fault = pickFault(faults, state.offline(), state.random, method, path);
        const entry: ProxyLogEntry = { method, path, idempotencyKey: typeof key === 'string' ? key : null, fault, status: null };
        state.log.push(entry);
        const drop = () => void req.socket.destroy();
        const exchange: Exchange = { req, body: Buffer.concat(chunks), forward: state.forward, answer: (u) => answerWith(res, entry, u), drop, random: state.random, slowMs: faults.slowMs ?? 300 };
        try {
          await serveWithFault(fault, exchange);
        } catch {
          if (!res.headersSent) drop();
        }
      })();
    });
  };
}

/** Listens on 127.0.0.1 at a random port. @returns the port */
async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy did not get a port');
  return address.port;
}

/** Requests in `log` per fault. */
function countFaults(log: ProxyLogEntry[]): Record<Fault, number> {
  const c: Record<Fault, number> = { none: 0, offline: 0, fail5xx: 0, dropBefore: 0, dropAfter: 0, slow: 0, duplicate: 0 };
  for (const e of log) c[e.fault]++;
  return c;
}

/**
 * Starts a proxy on 127.0.0.1 (random port) in front of `target` (e.g. `http://127.0.0.1:3000`).
 * @param opts.seed seed of the fault dice (default 1)
 */
export async function startFaultyProxy(target: string, opts: { seed?: number } = {}): Promise<FaultyProxy> {
  let faults: FaultConfig = {};
  const log: ProxyLogEntry[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http.createServer(
    faultyHandler({ faults: () => faults, offline: () => proxy.offline, random: seededRandom(opts.seed ?? 1), forward: upstreamForwarder(new URL(target), agent), log }),
  );
  server.keepAliveTimeout = 5000;
  const port = await listenOnLoopback(server);

  const proxy: FaultyProxy = {
    url: `http://127.0.0.1:${port}`,
    offline: false,
    log,
    setFaults(config) {
      faults = config;
    },
    counts: () => countFaults(log),
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
