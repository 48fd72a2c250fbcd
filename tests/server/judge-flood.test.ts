import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '../../common/contract/submission.ts';
import { stableId } from '../../server/db/ids.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { throwAwayDatabase } from '../support/database-seed.ts';
import { CookieSession, startServerProcess, startWorkerProcess, type ServerProcess, type WorkerProcess } from '../support/server-process.ts';
import { createTestApp, JUDGE_CACHE_DIR, type TestApp } from '../support/test-server.ts';

/**
 * One learner floods the judge with Runs of endless programs from four loops (each Run a fresh
 * program, so no compile is reused; a 429 waits 100 ms and tries again) while another learner
 * submits a correct program: the submission is judged while the flood goes on, inline (the judge's
 * job slots and CPU permits) and in queue mode with one judge worker of one slot (pg-boss takes jobs
 * earliest-due first). Alone the submission takes about 2 s; starved, it would wait as long as the
 * flood lasts. The bound below (30 s) is a liveness bound, not a speed target: bench/judge.ts
 * prints the latencies.
 */

const problemId = stableId('two-sum');
const pythonReference = builtIn('two-sum').referenceSolution.find((r) => r.language === 'python3')!.completeCode;
const STARVED_MS = 30_000;

/** Posts one request as a learner: its status and JSON body. */
type Poster = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/**
 * Four loops of Runs of `while True: pass` until `stop()` is called.
 * @returns `judged`: Runs answered 200 so far; `inFlight`: requests not answered yet; `stop()`: ends the
 *   loops without waiting for the Runs in flight, and throws the first unexpected answer or error met before.
 */
function flood(post: Poster) {
  let stopped = false;
  let judged = 0;
  let inFlight = 0;
  let seq = 0;
  let failure: Error | null = null;
  const loop = async () => {
    while (!stopped) {
      inFlight++;
      let res: { status: number; body: unknown };
      try {
        res = await post(`/api/submit/runCode/${problemId}`, { language: 'python3', code: `# flood ${seq++} ${Math.random()}\nwhile True:\n    pass\n` });
      } catch (e) {
        if (!stopped) failure ??= e as Error;
        return;
      } finally {
        inFlight--;
      }
      if (res.status === 200) judged++;
      else if (res.status === 429) await new Promise((r) => setTimeout(r, 100));
      else if (!stopped) failure ??= new Error(`a flooding Run answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  };
  for (let i = 0; i < 4; i++) void loop();
  return {
    get judged() {
      return judged;
    },
    get inFlight() {
      return inFlight;
    },
    stop() {
      stopped = true;
      if (failure) throw failure;
    },
  };
}

/** Waits until `cond()` holds, checking every 50 ms; throws after `ms`. */
async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Floods from `flooder`, submits the Python reference from `learner` once the flood has judged Runs, and checks the verdict came while the flood went on. */
async function submissionDuringFlood(flooder: Poster, learner: Poster): Promise<void> {
  const f = flood(flooder);
  try {
    // The flood is under way: Runs have been judged and the flooder keeps jobs in flight.
    await until(() => f.judged >= 1, 120_000, 'the flood judged a Run');
    const started = Date.now();
    const res = await learner(`/api/submit/${problemId}`, { language: 'python3', code: pythonReference });
    const latencyMs = Date.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(submitResponseSchema.parse(res.body)).toMatchObject({ status: 'accepted', error: null });
    // Judged while the flood still had Runs waiting or running, not after it ended.
    expect(f.inFlight).toBeGreaterThan(0);
    expect(latencyMs, `the submission waited ${latencyMs} ms during the flood`).toBeLessThan(STARVED_MS);
  } finally {
    f.stop();
  }
}

describe('a flood of Runs from one learner (inline judging)', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("never starves another learner's submission", async () => {
    t = await createTestApp();
    expect(t.server.judge.unavailable).toBeNull();
    const [flooder, learner] = [new ApiClient(t.app), new ApiClient(t.app)];
    await flooder.signUp();
    await learner.signUp();
    const poster =
      (api: ApiClient): Poster =>
      async (url, body) => {
        const res = await api.post(url, body);
        return { status: res.statusCode, body: res.json() };
      };
    await submissionDuringFlood(poster(flooder), poster(learner));
  }, 240_000);
});

describe('a flood of Runs from one learner (JUDGE_MODE=queue, one worker of one slot)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-judge-flood-'));
  let database: Awaited<ReturnType<typeof throwAwayDatabase>> | undefined;
  let api: ServerProcess | undefined;
  let worker: WorkerProcess | undefined;
  afterAll(async () => {
    worker?.kill();
    api?.kill();
    await Promise.all([worker?.exited, api?.exited]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never starves another learner's submission", async () => {
    database = await throwAwayDatabase(adminUrl);
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR, JUDGE_MODE: 'queue', JUDGE_RUNS_PER_MINUTE: '100000' };
    api = await startServerProcess(env);
    worker = await startWorkerProcess({ ...env, JUDGE_CONCURRENCY: '1' });
    const [flooder, learner] = await Promise.all([new CookieSession().signUp(api.base, 'Flooder'), new CookieSession().signUp(api.base, 'Learner')]);
    const poster =
      (s: CookieSession): Poster =>
      async (url, body) => {
        const res = await s.request(api!.base, 'POST', url, body);
        return { status: res.status, body: await res.json() };
      };
    await submissionDuringFlood(poster(flooder), poster(learner));
  }, 300_000);
});
