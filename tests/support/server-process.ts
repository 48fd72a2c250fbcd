/**
 * `server/main.ts` as a child process (what `npm start` runs after building), for the tests of what
 * only a real process shows: signals, several API instances on one database. And a cookie-keeping
 * client over `fetch` that speaks the API as the PWA does (XSRF-TOKEN echoed in X-XSRF-TOKEN).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/** A started server process. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGKILL unless it has exited. */
  kill(): void;
}

/**
 * Spawns `node --import tsx server/main.ts` on a free port of 127.0.0.1 and waits until it listens
 * and its judge is ready.
 * @param env added to this process's environment (DATA_DIR, DATABASE_URL, …); LOG_LEVEL must let `info`
 *   through, since the two lines waited for are logged at `info`
 * @param timeoutMs how long to wait for both lines, ms
 * @throws when it does not listen in time (the message carries its output)
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  let base = '';
  while (Date.now() < deadline && child.exitCode === null) {
    base ||= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
    if (base && out.includes('judge ready')) return { child, base, output: () => out, exited, kill };
    await new Promise((r) => setTimeout(r, 100));
  }
  kill();
  throw new Error(`the server did not start:\n${out}`);
}

/** A started judge worker process (`npm run judge-worker`). */
export interface WorkerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of `pattern` in its output (what it printed already counts); rejects when it exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Sends `signal` (default SIGKILL) unless it has exited. */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * Spawns `node --import tsx server/judge-worker.ts` and waits until it reports ready.
 * @param env added to this process's environment (DATABASE_URL, JUDGE_CACHE_DIR, JUDGE_CONCURRENCY, …)
 * @throws when it exits before it is ready (the message carries its output)
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/judge-worker.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of [...listeners]) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(out);
        if (m) {
          listeners.delete(check);
          resolve(m);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.delete(check)) reject(new Error(`the worker exited before printing ${pattern}:\n${out}`));
      });
    });
  const kill = (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  await waitFor(/judge worker ready/);
  return { child, output: () => out, waitFor, exited, kill };
}

/** One browser's cookies, sent to whichever server a request goes to. */
export class CookieSession {
  private readonly cookies = new Map<string, string>();

  /**
   * Sends a request to `base + url` with this session's cookies and XSRF header; `body` is sent as
   * JSON, or as it is when it is a Buffer (give its content type in `headers`).
   */
  async request(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const raw = Buffer.isBuffer(body);
    const res = await fetch(base + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const value = pair!.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c) || /max-age=0/i.test(c)) this.cookies.delete(pair!.slice(0, i));
      else this.cookies.set(pair!.slice(0, i), value);
    }
    return res;
  }

  /**
   * Registers a new learner on `base` and keeps its session: fetches the XSRF cookie
   * (`GET /api/userAuth/check`), then `POST /api/userAuth/register`.
   * @param account the email and password to register; default a unique `@example.com` address
   *   and the password `correct horse`
   * @returns this session, signed in
   * @throws Error naming the status and body when the server does not answer 201
   */
  async signUp(base: string, firstname: string, account: { emailID: string; password: string } = { emailID: `${firstname.toLowerCase()}-${randomUUID()}@example.com`, password: 'correct horse' }): Promise<this> {
    await this.request(base, 'GET', '/api/userAuth/check');
    const res = await this.request(base, 'POST', '/api/userAuth/register', { firstname, ...account });
    if (res.status !== 201) throw new Error(`sign-up of ${firstname} failed: ${res.status} ${await res.text()}`);
    return this;
  }

  /** The Cookie header this session sends (for clients other than {@link request}). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** True when the session holds this cookie. */
  has(name: string): boolean {
    return this.cookies.has(name);
  }
}
