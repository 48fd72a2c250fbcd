import type { Language } from '../../common/contract/common.ts';
import { FAILED_TEST_FIELD_BYTES, STATUS } from '../../common/contract/submission.ts';
import { createOutputChecker } from '../../common/judging/output-check.ts';
import { STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import { KEEP_OUTPUT_BYTES, OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import { LANGUAGE_SPECS } from './languages.ts';
import { JobAbortedError, QueueFullError } from './queue.ts';
import type { CaseOutcome, JudgeOutcome, JudgeRequest } from './judge-types.ts';

/**
 * A remote judge: compiles and runs through a Judge0 CE server's batch API instead of the local
 * sandbox (https://ce.judge0.com, "Submissions" → "Create a Batched Submission" / "Get a Batched
 * Submission"). One job is one batch: `POST /submissions/batch?base64_encoded=true` with one
 * submission per test case, then `GET /submissions/batch?tokens=…&base64_encoded=true&fields=…`
 * with back-off until no submission is In Queue (1) or Processing (2).
 *
 * Judge0 compares outputs byte for byte; ours is the problem's validation, so no
 * `expected_output` is sent and the returned stdout goes through our output checker
 * (common/judging/output-check.ts). Custom output validators cannot run remotely.
 */

/**
 * Judge0 CE language ids: C++ (GCC 9.2.0), Java (OpenJDK 13.0.1), JavaScript (Node.js 12.14.0), Python (3.8.1).
 * Judge0 CE has no C++20 language (its newest g++ is 9.2.0, without `<ranges>`), so remotely judged
 * C++ compiles in that g++'s default dialect, not the local judge's `CXX_FLAGS` (languages.ts); nor
 * does its Node.js define the `@datastructures-js` globals of the local judge.
 */
export const JUDGE0_LANGUAGE_ID: Record<Language, number> = { 'c++': 54, java: 62, javascript: 63, python3: 71 };

export interface Judge0Options {
  /** Base URL of the Judge0 server, e.g. `http://judge0:2358`. */
  url: string;
  /** Sent as `X-Auth-Token` when set. */
  authToken?: string;
  /** Longest a job may take from the batch's creation to its last result, ms. */
  timeoutMs: number;
  /** First pause between two polls, ms; it grows ×1.5 up to {@link maxPollMs}. */
  pollMs?: number;
  /** Longest pause between two polls, ms (default 2000). */
  maxPollMs?: number;
  /** Bound of one HTTP request, ms (default 10 000). */
  requestTimeoutMs?: number;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

/** The remote judge refused our token (HTTP 401/403). */
export class Judge0AuthError extends Error {}

/** A result of `GET /submissions/batch`: the fields we ask for. */
interface Judge0Result {
  token?: string;
  status_id?: number;
  status?: { id?: number; description?: string };
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  /** CPU seconds, a decimal string. */
  time?: string | number | null;
  /** KB. */
  memory?: number | null;
}

const FIELDS = 'token,status_id,status,stdout,stderr,compile_output,message,time,memory';

/** The Judge0 client behind {@link Judge} when JUDGE0_URL is set. */
export class Judge0Backend {
  constructor(private readonly opts: Judge0Options) {}

  /**
   * Judges one request remotely.
   * @returns the outcome; a network error, a time-out or a malformed answer gives an Internal Error case (logged), never a hang.
   * @throws QueueFullError when Judge0's queue is full (HTTP 429/503); Judge0AuthError on HTTP 401/403;
   *   JobAbortedError when `signal` fires; Error for a custom output validator (not supported remotely).
   */
  async execute(req: JudgeRequest, signal?: AbortSignal): Promise<JudgeOutcome> {
    const validation = req.validation ?? { kind: 'legacy' as const };
    if (validation.kind === 'custom') {
      this.opts.log.error('judge0: refused a job with a custom output validator (not supported with JUDGE0_URL)');
      throw new Error('custom output validators are not supported with the Judge0 backend (JUDGE0_URL)');
    }
    if (req.tests.length === 0) return { compileOutput: null, cases: [] };
    const deadline = Date.now() + this.opts.timeoutMs;
    let results: Judge0Result[];
    try {
      const tokens = await this.create(req, deadline, signal);
      results = await this.poll(tokens, deadline, signal);
    } catch (e) {
      if (e instanceof QueueFullError || e instanceof Judge0AuthError || e instanceof JobAbortedError) throw e;
      const reason = (e as Error).message;
      this.opts.log.error(`judge0: ${reason}`);
      return { compileOutput: null, cases: [internalError(reason)] };
    }
    const cases: CaseOutcome[] = [];
    for (let i = 0; i < results.length; i++) {
      const r = results[i]!;
      let statusId = r.status_id ?? r.status?.id ?? STATUS.INTERNAL_ERROR;
      if (statusId === STATUS.COMPILATION_ERROR) return { compileOutput: decode(r.compile_output) || decode(r.message) || 'Compilation Error', cases: [] };
      const stdout = decode(r.stdout);
      let message: string | undefined;
      if (statusId === STATUS.ACCEPTED || statusId === STATUS.WRONG_ANSWER) {
        const checker = createOutputChecker(validation, req.tests[i]!.output, { revealAnswerBytes: FAILED_TEST_FIELD_BYTES });
        checker.push(stdout);
        const verdict = checker.end();
        statusId = verdict.accepted ? STATUS.ACCEPTED : STATUS.WRONG_ANSWER;
        if (!verdict.accepted) message = verdict.message;
      }
      if (statusId === STATUS.INTERNAL_ERROR) this.opts.log.error(`judge0 internal error: ${decode(r.message) || 'unknown'}`);
      const outcome: CaseOutcome = {
        statusId,
        description: STATUS_DESCRIPTION[statusId] ?? STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!,
        stdout: stdout.length > KEEP_OUTPUT_BYTES ? `${stdout.slice(0, KEEP_OUTPUT_BYTES)}\n… (output truncated)` : stdout,
        stderr: decode(r.stderr).slice(0, STDERR_KEEP_BYTES),
        timeMs: Math.round(Number(r.time ?? 0) * 1000) || 0,
        memoryKb: Math.round(Number(r.memory ?? 0)) || 0,
      };
      if (message) outcome.message = message;
      cases.push(outcome);
      if (req.stopOnFirstFailure && statusId !== STATUS.ACCEPTED) break;
    }
    return { compileOutput: null, cases };
  }

  private async create(req: JudgeRequest, deadline: number, signal?: AbortSignal): Promise<string[]> {
    const spec = LANGUAGE_SPECS[req.language];
    const cpuS = (req.timeLimitMs * spec.timeFactor) / 1000;
    const submissions = req.tests.map((t) => ({
      language_id: JUDGE0_LANGUAGE_ID[req.language],
      source_code: encode(req.code),
      stdin: encode(t.input),
      cpu_time_limit: cpuS,
      wall_time_limit: cpuS * 2 + 1,
      memory_limit: req.memoryLimitKb + spec.memoryOverheadKb,
    }));
    const body = await this.request('POST', '/submissions/batch?base64_encoded=true', deadline, signal, { submissions });
    if (!Array.isArray(body) || body.length !== req.tests.length) throw new Error('malformed answer to POST /submissions/batch');
    return body.map((b: unknown) => {
      const token = (b as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || !token) throw new Error(`Judge0 refused a submission: ${JSON.stringify(b).slice(0, 200)}`);
      return token;
    });
  }

  private async poll(tokens: string[], deadline: number, signal?: AbortSignal): Promise<Judge0Result[]> {
    let pause = this.opts.pollMs ?? 200;
    const query = `/submissions/batch?tokens=${tokens.map(encodeURIComponent).join(',')}&base64_encoded=true&fields=${FIELDS}`;
    for (;;) {
      await sleep(Math.min(pause, Math.max(0, deadline - Date.now())), signal);
      if (Date.now() >= deadline) throw new Error(`no result within ${Math.round(this.opts.timeoutMs / 1000)} s`);
      const body = (await this.request('GET', query, deadline, signal)) as { submissions?: unknown } | null;
      const list = body?.submissions;
      if (!Array.isArray(list) || list.length !== tokens.length || list.some((r) => !r || typeof r !== 'object')) throw new Error('malformed answer to GET /submissions/batch');
      const results = list as Judge0Result[];
      const ids = results.map((r) => r.status_id ?? r.status?.id);
      if (ids.some((id) => typeof id !== 'number' || id < 1 || id > 14)) throw new Error('malformed status in GET /submissions/batch');
      if (ids.every((id) => id !== 1 && id !== 2)) return results;
      pause = Math.min(pause * 1.5, this.opts.maxPollMs ?? 2000);
    }
  }

  /** One JSON request, bounded by the request time-out and the job's deadline. */
  private async request(method: 'GET' | 'POST', pathAndQuery: string, deadline: number, signal: AbortSignal | undefined, body?: unknown): Promise<unknown> {
    const bound = Math.max(1, Math.min(this.opts.requestTimeoutMs ?? 10_000, deadline - Date.now()));
    const signals = [AbortSignal.timeout(bound), ...(signal ? [signal] : [])];
    let res: Response;
    try {
      res = await fetch(new URL(pathAndQuery, this.opts.url.replace(/\/?$/, '/')), {
        method,
        headers: { 'content-type': 'application/json', ...(this.opts.authToken ? { 'x-auth-token': this.opts.authToken } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any(signals),
      });
    } catch (e) {
      if (signal?.aborted) throw new JobAbortedError('the caller has gone');
      const timedOut = (e as Error).name === 'TimeoutError';
      // The request was cut short by the job's own deadline: that, not the request, is what ran out.
      if (timedOut && Date.now() >= deadline) throw new Error(`no result within ${Math.round(this.opts.timeoutMs / 1000)} s`);
      throw new Error(`${method} ${pathAndQuery.split('?')[0]}: ${timedOut ? `no answer within ${bound} ms` : (e as Error).message}`);
    }
    if (res.status === 429 || res.status === 503) {
      await res.body?.cancel();
      throw new QueueFullError('the Judge0 queue is full');
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      this.opts.log.error(`JUDGE UNAVAILABLE: Judge0 answered ${res.status} — check JUDGE0_AUTH_TOKEN`);
      throw new Judge0AuthError(`Judge0 refused the auth token (HTTP ${res.status})`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${method} ${pathAndQuery.split('?')[0]}: HTTP ${res.status}`);
    }
    const text = await readBounded(res, JUDGE0_ANSWER_LIMIT_BYTES, `${method} ${pathAndQuery.split('?')[0]}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`${method} ${pathAndQuery.split('?')[0]}: answer is not JSON`);
    }
  }
}

/**
 * Largest answer read from Judge0, bytes (64 MB). A batch's answer holds each test case's base64
 * stdout and stderr, each within Judge0's own file-size cap (1 MB by default); a larger answer is
 * refused (Internal Error) instead of being held in memory.
 */
export const JUDGE0_ANSWER_LIMIT_BYTES = 4 * OUTPUT_LIMIT_BYTES;

/**
 * The body of `res` as UTF-8 text, read chunk by chunk into a list (no copy per chunk) and refused
 * once it passes `limitBytes`, checked before the chunk is kept.
 * @throws Error naming `what` when the body is larger than `limitBytes`.
 */
async function readBounded(res: Response, limitBytes: number, what: string): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw new Error(`${what}: answer larger than ${limitBytes / (1024 * 1024)} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

function internalError(reason: string): CaseOutcome {
  return { statusId: STATUS.INTERNAL_ERROR, description: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!, stdout: '', stderr: '', timeMs: 0, memoryKb: 0, message: `Judge0: ${reason}` };
}

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const decode = (s: string | null | undefined) => (s ? Buffer.from(s, 'base64').toString('utf8') : '');

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new JobAbortedError('the caller has gone'));
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new JobAbortedError('the caller has gone'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
