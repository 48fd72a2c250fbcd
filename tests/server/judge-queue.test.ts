import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../common/contract/common.ts';
import { loadConfig } from '../../server/config.ts';
import { newId, stableId } from '../../server/db/ids.ts';
import { DONE_CHANNEL, QUEUED_CHANNEL } from '../../server/judge-queue/jobs.ts';
import { JOB_FAILED_MESSAGE } from '../../server/judge-queue/store.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { throwAwayDatabase } from '../support/database-seed.ts';
import { CookieSession, startServerProcess, startWorkerProcess, type ServerProcess, type WorkerProcess } from '../support/server-process.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * JUDGE_MODE=queue end to end: an API process (`server/main.ts`) puts runs and submissions in the
 * PostgreSQL judge queue and real judge worker processes (`server/judge-worker.ts`) judge them —
 * a burst from several learners with fair share, a worker killed mid-job (retried on the other
 * worker), a job whose workers die twice (Internal Error, nothing left pending), and an API process
 * killed while its submission is judged (and a pending submission without a job, queued at boot).
 * Each step waits for events — the queue's NOTIFYs and the workers' log lines — never for time.
 *
 * Needs PostgreSQL: TEST_DATABASE_URL, else the local server on 127.0.0.1:5432.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-judge-queue-'));
let database: Awaited<ReturnType<typeof throwAwayDatabase>>;
let env: Record<string, string>;
let api: ServerProcess;
let listener: pg.Client;
const workers: WorkerProcess[] = [];

/** Payloads of a NOTIFY channel, in arrival order, and whoever waits for the next matching one. */
class Channel {
  private readonly seen: string[] = [];
  private readonly waiting: { match(p: string): boolean; resolve(p: string): void }[] = [];

  push(payload: string): void {
    const i = this.waiting.findIndex((w) => w.match(payload));
    if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(payload);
    else this.seen.push(payload);
  }

  /** The first payload (already received or to come) that `match` accepts; it is consumed. */
  next(match: (p: string) => boolean = () => true): Promise<string> {
    const i = this.seen.findIndex(match);
    if (i >= 0) return Promise.resolve(this.seen.splice(i, 1)[0]!);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}
const queued = new Channel();
const done = new Channel();

const startWorker = async (slots = 1) => {
  const w = await startWorkerProcess({ ...env, JUDGE_CONCURRENCY: String(slots) });
  workers.push(w);
  return w;
};
const alive = () => workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
/** Starts workers of one slot until `count` are alive (a failed test must not leave the next without any). */
const ensureWorkers = async (count: number) => {
  while (alive().length < count) await startWorker();
};
const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await listener.query<T>(text, values)).rows;

beforeAll(async () => {
  database = await throwAwayDatabase(adminUrl);
  env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR, JUDGE_MODE: 'queue' };
  api = await startServerProcess(env);
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (n) => (n.channel === QUEUED_CHANNEL ? queued : done).push(n.payload ?? ''));
  await listener.query(`LISTEN ${QUEUED_CHANNEL}`);
  await listener.query(`LISTEN ${DONE_CHANNEL}`);
}, 240_000);

afterAll(async () => {
  for (const w of workers) w.kill();
  api?.kill();
  await Promise.all([...workers.map((w) => w.exited), api?.exited]);
  await listener?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signUp = (name: string) => new CookieSession().signUp(api.base, name);

const twoSum = builtIn('two-sum');
const reference = (language: Language) => twoSum.referenceSolution.find((r) => r.language === language)!.completeCode;
const submit = (s: CookieSession, language: Language, code: string, on: ServerProcess = api) => s.request(on.base, 'POST', `/api/submit/${stableId('two-sum')}`, { code, language });

/** The id of the next job queued (the API NOTIFYs it with the job's id). */
const nextJob = () => queued.next((p) => /^[0-9a-f-]{36}$/.test(p));

/** The worker whose log says it started `jobId`'s attempt `attempt` (of those alive now). */
const workerStarting = (jobId: string, attempt: number) =>
  Promise.race(alive().map((w) => w.waitFor(new RegExp(`judge job ${jobId} started \\(attempt ${attempt}\\)`)).then(() => w)));

describe('JUDGE_MODE=queue', () => {
  it('is refused without PostgreSQL', () => {
    expect(() => loadConfig({ JUDGE_MODE: 'queue' })).toThrow(/JUDGE_MODE: queue needs PostgreSQL/);
    expect(() => loadConfig({ JUDGE_MODE: 'sometimes' })).toThrow(/JUDGE_MODE must be inline or queue/);
  });

  it('two workers judge a burst of several learners with the right verdicts, each learner’s first job first', async () => {
    const [ann, ben, cat] = await Promise.all([signUp('Ann'), signUp('Ben'), signUp('Cat')]);
    // No worker yet: the jobs wait in the queue.
    const annJobs: Promise<string>[] = [];
    const annAnswers: Promise<Response>[] = [];
    for (const [language, code] of [
      ['c++', reference('c++')],
      ['javascript', 'function twoSum(nums, target) { return [0]; }'],
      ['c++', 'int main( {'],
    ] as const) {
      annJobs.push(nextJob());
      annAnswers.push(submit(ann, language, code));
      await annJobs.at(-1);
    }
    // Ann has JUDGE_USER_LIMIT (3) jobs in flight: a fourth is refused as inline, and leaves no row.
    const refused = await submit(ann, 'c++', reference('c++'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const benJob = nextJob();
    const benAnswer = submit(ben, 'java', reference('java'));
    await benJob;
    const catJob = nextJob();
    const catAnswer = cat.request(api.base, 'POST', `/api/submit/runCode/${stableId('two-sum')}`, { code: reference('javascript'), language: 'javascript' });
    await catJob;

    const health = (await (await fetch(`${api.base}/api/health`)).json()) as { judge: { backend: string; pending: number; workers: number } };
    expect(health.judge).toMatchObject({ backend: 'queue', pending: 5, workers: 0 });

    const [w1, w2] = await Promise.all([startWorker(), startWorker()]);
    const answers = await Promise.all([...annAnswers, benAnswer, catAnswer]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Record<string, unknown>[];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies[0]).toMatchObject({ status: 'accepted', status_id: 3, passedTestCases: twoSum.hiddenTestCases.length });
    expect(bodies[1]).toMatchObject({ status: 'wrong', status_id: 4 });
    expect(bodies[2]).toMatchObject({ status: 'error', status_id: 6 });
    expect(bodies[3]).toMatchObject({ status: 'accepted', status_id: 3 });
    expect(bodies[4]).toHaveLength(twoSum.visibleTestCases.length);
    expect((bodies[4] as unknown as { status_id: number }[]).every((c) => c.status_id === 3)).toBe(true);
    expect((bodies[4] as unknown as object[])[0]).toMatchObject({ stdin: twoSum.visibleTestCases[0]!.input, expected_output: twoSum.visibleTestCases[0]!.output });

    // Stored: three of Ann's (the refused one left nothing), none pending.
    const annRows = (await (await ann.request(api.base, 'GET', `/api/prblm/getAllSubmitsOfAPrblm/${stableId('two-sum')}`)).json()) as { status: string }[];
    expect(annRows.map((r) => r.status).sort()).toEqual(['accepted', 'error', 'wrong']);
    expect(await query(`SELECT id FROM submissions WHERE status = 'pending'`)).toEqual([]);

    // Fair share: Ben's and Cat's first jobs started before Ann's second and third.
    const started = new Map((await Promise.all([...annJobs, benJob, catJob])).map((id, i) => [i, id]));
    const startedOn = async (id: string) => (await query<{ started_on: Date }>('SELECT started_on FROM pgboss.job WHERE id = $1', [id]))[0]!.started_on.getTime();
    const [a2, a3, b, c] = [await startedOn(started.get(1)!), await startedOn(started.get(2)!), await startedOn(started.get(3)!), await startedOn(started.get(4)!)];
    expect(b).toBeLessThanOrEqual(a2);
    expect(c).toBeLessThanOrEqual(a2);
    expect(Math.max(b, c)).toBeLessThanOrEqual(a3);
    // Cat's Run, queued last, was among the first two jobs taken (two workers poll at once; pg-boss stamps
    // started_on with its transaction's start, so the other worker's take may bear an earlier time): a Run
    // has a higher pg-boss priority than any submission. Without it, the Run would start after at least two.
    const a1 = await startedOn(started.get(0)!);
    expect([a1, a2, a3, b].filter((t) => t < c).length).toBeLessThanOrEqual(1);
    // Both workers took jobs.
    for (const w of [w1!, w2!]) expect(w.output()).toMatch(/judge job \S+ started \(attempt 1\)/);
    // The API's metrics saw the jobs' waits and verdicts.
    const metrics = await (await fetch(`${api.base}/metrics`)).text();
    expect(metrics).toMatch(/^pj_judge_queue_wait_seconds_count 5$/m);
    expect(metrics).toMatch(/^pj_judge_verdicts_total\{language="c\+\+",status="Compilation Error"\} 1$/m);
  });

  it('retries a job on the other worker when its worker is killed mid-job', async () => {
    expect(alive()).toHaveLength(2);
    const dee = await signUp('Dee');
    const job = nextJob();
    const answer = submit(dee, 'c++', reference('c++'));
    const id = await job;
    const first = await workerStarting(id, 1);
    first.kill('SIGKILL');
    await first.exited;
    const second = await workerStarting(id, 2);
    expect(second).not.toBe(first);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'accepted', status_id: 3 });
    await startWorker();
  });

  it('answers Internal Error for a submission and a run whose workers die twice, and leaves nothing pending', async () => {
    expect(alive()).toHaveLength(2);
    const [eve, hal] = await Promise.all([signUp('Eve'), signUp('Hal')]);
    // Programs that spin until the time limit: a job cannot end between its worker's "started" line and
    // the kill (the reference, compiled by the first attempt, would finish in milliseconds on the second).
    const spin = 'int main() { for (volatile unsigned long i = 0;; ++i) {} }';
    const submitJob = nextJob();
    const submitted = submit(eve, 'c++', spin);
    const submitId = await submitJob;
    const runJob = nextJob();
    const ran = hal.request(api.base, 'POST', `/api/submit/runCode/${stableId('two-sum')}`, { code: spin, language: 'c++' });
    const runId = await runJob;
    // First attempts: one on each worker (one job slot each); both workers are killed mid-job.
    for (const id of [submitId, runId]) {
      const w = await workerStarting(id, 1);
      w.kill('SIGKILL');
      await w.exited;
    }
    // Second attempts: both on a new worker with two slots, killed mid-job as well.
    const third = await startWorker(2);
    await Promise.all([third.waitFor(new RegExp(`judge job ${submitId} started \\(attempt 2\\)`)), third.waitFor(new RegExp(`judge job ${runId} started \\(attempt 2\\)`))]);
    third.kill('SIGKILL');
    await third.exited;
    // No worker left: the API's reaper fails both jobs for good and the waiting requests answer.
    const [submitRes, runRes] = await Promise.all([submitted, ran]);
    expect(submitRes.status).toBe(200);
    const body = (await submitRes.json()) as { _id: string };
    expect(body).toMatchObject({ status: 'error', status_id: 13, errorMessage: JOB_FAILED_MESSAGE });
    expect(runRes.status).toBe(200);
    const cases = (await runRes.json()) as { status_id: number; status: { id: number }; stdin: string }[];
    expect(cases).toHaveLength(twoSum.visibleTestCases.length);
    expect(cases.every((c) => c.status_id === 13 && c.status.id === 13)).toBe(true);
    expect(cases[0]!.stdin).toBe(twoSum.visibleTestCases[0]!.input);
    for (const id of [submitId, runId]) expect(await query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).toEqual([{ state: 'failed' }]);
    expect(await query(`SELECT status, status_id FROM submissions WHERE id = $1`, [body._id])).toEqual([{ status: 'error', status_id: 13 }]);
    expect(await query(`SELECT id FROM submissions WHERE status = 'pending'`)).toEqual([]);
  });

  it('judges a submission whose API process was killed mid-job, and queues pending submissions at boot', async () => {
    await ensureWorkers(2);
    const fay = await signUp('Fay');
    const job = nextJob();
    const answer = submit(fay, 'c++', reference('c++')).catch((e: Error) => e);
    const id = await job;
    const jobDone = done.next((p) => p === id);
    await workerStarting(id, 1);
    api.kill();
    await api.exited;
    expect(await answer).toBeInstanceOf(Error);
    await jobDone;
    const [row] = await query<{ id: string; status: string; user_id: string }>(
      `SELECT s.id, s.status, s.user_id FROM submissions s JOIN pgboss.job j ON j.data->>'submissionId' = s.id WHERE j.id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'accepted' });

    // A pending submission without a job (a crash of an inline-mode server): the next API boot queues it.
    const orphan = newId();
    await query(`INSERT INTO submissions (id, user_id, problem_id, language, code, status, status_id, total_test_cases) VALUES ($1, $2, $3, 'c++', $4, 'pending', 1, $5)`, [
      orphan,
      row!.user_id,
      stableId('two-sum'),
      reference('c++'),
      twoSum.hiddenTestCases.length,
    ]);
    const recovered = nextJob();
    api = await startServerProcess(env);
    const recoveredId = await recovered;
    await done.next((p) => p === recoveredId);
    expect(await query(`SELECT status FROM submissions WHERE id = $1`, [orphan])).toEqual([{ status: 'accepted' }]);
    expect(await query(`SELECT id FROM submissions WHERE status = 'pending'`)).toEqual([]);
    // Both are the learner's, as the restarted API lists them.
    const listed = (await (await fay.request(api.base, 'GET', `/api/prblm/getAllSubmitsOfAPrblm/${stableId('two-sum')}`)).json()) as { status: string }[];
    expect(listed.map((s) => s.status)).toEqual(['accepted', 'accepted']);
  });

  it('leaves a job that runs longer than the lock grace to its worker', async () => {
    await ensureWorkers(1);
    const gil = await signUp('Gil');
    const job = nextJob();
    // 7 s of wall clock (JavaScript may take 9 s here), longer than LOCK_GRACE_SECONDS and several reaper passes.
    const answer = gil.request(api.base, 'POST', `/api/submit/runCustom/${stableId('two-sum')}`, { code: 'require("fs").readFileSync(0);\nsetTimeout(() => console.log("done"), 7000);', language: 'javascript', stdin: '' });
    const id = await job;
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ stdout: 'done\n', status: { id: 3 } });
    expect(await query('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id])).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('grades a scoring problem on a worker: score and group results stored and answered', async () => {
    await ensureWorkers(1);
    const n = twoSum.hiddenTestCases.length;
    const half = Math.ceil(n / 2);
    const group = (name: string, items: (number | string)[], acceptScore: number) => ({ name, score: acceptScore === 1 ? 'sum' : 'min', verdict: 'worst_error', acceptIfAnyAccepted: false, acceptScore, rejectScore: 0, onReject: 'continue', items });
    const scoring = {
      groups: [
        group('secret', ['secret/a', 'secret/b'], 1),
        group('secret/a', Array.from({ length: half }, (_, i) => i), 40),
        group('secret/b', Array.from({ length: n - half }, (_, i) => half + i), 60),
      ],
    };
    await query('UPDATE problems SET scoring = $1 WHERE id = $2', [JSON.stringify(scoring), stableId('two-sum')]);
    try {
      const ivy = await signUp('Ivy');
      const full = (await (await submit(ivy, 'javascript', reference('javascript'))).json()) as { _id: string; status: string; score: number; maxScore: number; groups: { name: string; score: number }[] };
      expect(full).toMatchObject({ status: 'accepted', score: 100, maxScore: 100 });
      expect(full.groups.map((g) => [g.name, g.score])).toEqual([['secret/a', 40], ['secret/b', 60]]);
      const none = (await (await submit(ivy, 'javascript', 'function twoSum(nums, target) { return []; }')).json()) as { _id: string; status: string; score: number };
      expect(none).toMatchObject({ status: 'wrong', score: 0 });
      expect(await query('SELECT score, max_score FROM submissions WHERE id = $1', [full._id])).toEqual([{ score: 100, max_score: 100 }]);
    } finally {
      await query('UPDATE problems SET scoring = NULL WHERE id = $1', [stableId('two-sum')]);
    }
  });

  it('stops a worker on SIGTERM with exit code 0 and the health report counts the workers', async () => {
    const health = async () => ((await (await fetch(`${api.base}/api/health`)).json()) as { judge: { workers: number } }).judge.workers;
    expect(await health()).toBe(alive().length);
    const [w] = alive();
    w!.kill('SIGTERM');
    expect(await w!.exited).toBe(0);
    expect(await health()).toBe(alive().length);
  });
});
