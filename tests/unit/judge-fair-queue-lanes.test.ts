import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_STEP_S, jobPriority, RUN_HEAD_START_S } from '../../server/judge-queue/client.ts';
import { FairQueue, JobAbortedError, OwnerBusyError, QueueFullError, type JobLane } from '../../server/judge/queue.ts';

/** A job that finishes when `release()` is called, recording its start. */
function gate(log: string[], tag: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { task: async () => (log.push(tag), await done, tag), release: () => release() };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

/** Queues gated jobs and releases the running one on demand. */
function harness(q: FairQueue) {
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  const results: Promise<unknown>[] = [];
  return {
    started,
    add(owner: string, tag: string, lane: JobLane, signal?: AbortSignal) {
      const g = gate(started, tag);
      gates.set(tag, g);
      const p = q.run(owner, g.task, { lane, signal });
      results.push(p.catch(() => undefined));
      return p;
    },
    /** Releases the job that started last and waits for the next start. */
    async finish(tag: string) {
      gates.get(tag)!.release();
      await tick();
      await tick();
    },
    all: () => Promise.all(results),
  };
}

describe('FairQueue lanes: Runs before submissions', () => {
  it('starts a Run that arrives after 10 waiting submissions of another learner next', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 100, perOwnerLimit: 20 });
    const h = harness(q);
    for (let i = 1; i <= 11; i++) void h.add('a', `s${i}`, 'submission');
    await tick();
    expect(h.started).toEqual(['s1']);
    void h.add('b', 'run', 'run');
    expect(q.pending).toBe(11);
    await h.finish('s1');
    expect(h.started).toEqual(['s1', 'run']);
    await h.finish('run');
    expect(h.started.at(-1)).toBe('s2');
    for (let i = 2; i <= 11; i++) await h.finish(`s${i}`);
    await h.all();
    expect(q.pending).toBe(0);
    expect(q.inFlight).toBe(0);
  });

  it('with several slots, a Run takes the first slot that frees', async () => {
    const q = new FairQueue({ concurrency: 2, queueLimit: 100, perOwnerLimit: 20 });
    const h = harness(q);
    for (let i = 1; i <= 10; i++) void h.add(`l${i % 3}`, `s${i}`, 'submission');
    await tick();
    expect(h.started).toHaveLength(2);
    void h.add('b', 'run', 'run');
    await h.finish(h.started[0]!);
    expect(h.started.at(-1)).toBe('run');
  });

  it('serves each lane round-robin between learners, least recently served first', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 100, perOwnerLimit: 10 });
    const h = harness(q);
    void h.add('x', 'first', 'submission');
    await tick();
    for (const [owner, tag] of [['a', 'ra1'], ['a', 'ra2'], ['a', 'ra3'], ['b', 'rb1'], ['c', 'rc1'], ['b', 'rb2']] as const) void h.add(owner, tag, 'run');
    for (const [owner, tag] of [['d', 'sd1'], ['d', 'sd2'], ['e', 'se1']] as const) void h.add(owner, tag, 'submission');
    // runStreak 3: after three Runs in a row passed waiting submissions, one submission goes.
    const order = ['first', 'ra1', 'rb1', 'rc1', 'sd1', 'ra2', 'rb2', 'ra3', 'se1', 'sd2'];
    for (let i = 0; i < order.length - 1; i++) await h.finish(order[i]!);
    expect(h.started).toEqual(order);
    await h.finish('sd2');
    await h.all();
  });

  it('does not starve submissions under a stream of Runs (one start in runStreak + 1 goes to a submission)', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 100, perOwnerLimit: 100, runStreak: 2 });
    const h = harness(q);
    void h.add('w', 'r0', 'run');
    await tick();
    for (let i = 1; i <= 3; i++) void h.add('s', `s${i}`, 'submission');
    // Every time a job ends, two more Runs of other learners are waiting.
    let n = 0;
    let current = 'r0';
    for (let step = 0; step < 12; step++) {
      void h.add(`r${++n}`, `r${n}`, 'run');
      void h.add(`r${++n}`, `r${n}`, 'run');
      await h.finish(current);
      current = h.started.at(-1)!;
    }
    const lanes = h.started.map((t) => (t.startsWith('s') ? 's' : 'r')).join('');
    expect(lanes).toBe('rrrsrrsrrsrrr');
    q.rejectWaiting(() => new Error('stop'));
    await h.finish(current);
    await h.all();
  });

  it('a submission-only or Run-only queue runs in arrival order between learners as before', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 100, perOwnerLimit: 10 });
    const h = harness(q);
    for (const tag of ['r1', 'r2', 'r3']) void h.add('a', tag, 'run');
    void h.add('b', 'rb', 'run');
    for (const tag of ['r1', 'rb', 'r2']) await h.finish(tag);
    expect(h.started).toEqual(['r1', 'rb', 'r2', 'r3']);
    await h.finish('r3');
    await h.all();
  });
});

describe('FairQueue Run slots', () => {
  it('starts a Run at once in its own slot while submissions fill every other slot, and never gives that slot to a submission', async () => {
    const q = new FairQueue({ concurrency: 2, runSlots: 1, queueLimit: 100, perOwnerLimit: 20 });
    const h = harness(q);
    for (let i = 1; i <= 6; i++) void h.add(`l${i % 2}`, `s${i}`, 'submission');
    await tick();
    // Two ordinary slots busy; the Run slot stays free for Runs.
    expect(h.started).toEqual(['s1', 's2']);
    expect(q.inFlight).toBe(2);
    void h.add('b', 'run1', 'run');
    await tick();
    expect(h.started).toEqual(['s1', 's2', 'run1']);
    expect(q.inFlight).toBe(3);
    // A second Run while the Run slot is busy waits for the next slot to free, ahead of submissions.
    void h.add('c', 'run2', 'run');
    await tick();
    expect(h.started).toHaveLength(3);
    await h.finish('s1');
    expect(h.started.at(-1)).toBe('run2');
    // The Run slot frees: no submission takes it.
    await h.finish('run1');
    expect(h.started).toHaveLength(4);
    expect(q.inFlight).toBe(2);
    for (let round = 0; round < 8 && (q.inFlight > 0 || q.pending > 0); round++) for (const tag of [...h.started]) await h.finish(tag);
    await h.all();
    expect(h.started.filter((t) => t.startsWith('s')).sort()).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(q.inFlight).toBe(0);
  });
});

describe('FairQueue lanes: limits and abort', () => {
  it('counts both lanes in the per-learner limit and the queue limit', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 3, perOwnerLimit: 2 });
    const h = harness(q);
    void h.add('a', 'a1', 'submission');
    void h.add('a', 'a2', 'run');
    await expect(q.run('a', async () => 1, { lane: 'run' })).rejects.toBeInstanceOf(OwnerBusyError);
    await expect(q.run('a', async () => 1, { lane: 'submission' })).rejects.toBeInstanceOf(OwnerBusyError);
    void h.add('b', 'b1', 'submission');
    void h.add('c', 'c1', 'run');
    // 1 running, 3 waiting (one in the Run lane, two in the submission lane): full for both lanes.
    expect(q.pending).toBe(3);
    await expect(q.run('d', async () => 1, { lane: 'run' })).rejects.toBeInstanceOf(QueueFullError);
    await expect(q.run('d', async () => 1, { lane: 'submission', exempt: true })).rejects.toBeInstanceOf(QueueFullError);
    // c has had no job started yet, so its Run goes before a's second job.
    for (const tag of ['a1', 'c1', 'a2', 'b1']) await h.finish(tag);
    await h.all();
    expect(h.started).toEqual(['a1', 'c1', 'a2', 'b1']);
    expect(q.activeFor('a')).toBe(0);
  });

  it('drops a waiting Run when its signal fires; rejectWaiting empties both lanes', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 10, perOwnerLimit: 5 });
    const h = harness(q);
    void h.add('a', 'first', 'submission');
    const ac = new AbortController();
    const run = h.add('b', 'never', 'run', ac.signal);
    const sub = h.add('c', 'later', 'submission');
    expect(q.pending).toBe(2);
    ac.abort();
    await expect(run).rejects.toBeInstanceOf(JobAbortedError);
    expect(q.pending).toBe(1);
    expect(q.activeFor('b')).toBe(0);
    const run2 = h.add('b', 'never2', 'run');
    q.rejectWaiting(() => new Error('stopping'));
    await expect(run2).rejects.toThrow('stopping');
    await expect(sub).rejects.toThrow('stopping');
    expect(q.pending).toBe(0);
    await h.finish('first');
    await h.all();
    expect(h.started).toEqual(['first']);
    expect(q.activeFor('a') + q.activeFor('b') + q.activeFor('c')).toBe(0);
  });
});

describe('judge queue (pg-boss) priorities: earliest due first', () => {
  const owner = 'u';
  const problemId = '0'.repeat(24);
  const run = (mine: number, at: number) => jobPriority({ kind: 'run', owner, problemId, language: 'c++', code: '' }, mine, at);
  const custom = (mine: number, at: number) => jobPriority({ kind: 'custom', owner, problemId, language: 'c++', code: '', stdin: '' }, mine, at);
  const submit = (mine: number, at: number) => jobPriority({ kind: 'submit', owner, submissionId: problemId }, mine, at);
  const t0 = Date.UTC(2026, 10, 27, 12);

  it('puts a Run before submissions sent up to the head start before it, and fewer jobs in flight first', () => {
    expect(run(0, t0)).toBeGreaterThan(submit(0, t0));
    expect(custom(0, t0)).toBe(run(0, t0));
    expect(run(0, t0 + (RUN_HEAD_START_S - 1) * 1000)).toBeGreaterThan(submit(0, t0));
    expect(run(0, t0)).toBeGreaterThan(run(1, t0));
    expect(submit(0, t0)).toBeGreaterThan(submit(1, t0));
    expect(run(0, t0) - run(2, t0)).toBe(2 * IN_FLIGHT_STEP_S);
  });

  it('never lets later Runs pass a waiting submission once it has waited the head start', () => {
    // pg-boss takes the highest priority first: a Run sent after the submission's due time goes after it.
    const waiting = submit(0, t0);
    for (let s = RUN_HEAD_START_S + 1; s < 3600; s += 7) {
      expect(run(0, t0 + s * 1000)).toBeLessThan(waiting);
    }
    // The other way round too: submissions sent after a waiting Run never pass it, once its
    // learner's jobs in flight no longer weigh (each pushes it back by IN_FLIGHT_STEP_S).
    const first = run(0, t0);
    for (let s = 0; s < 3600; s += 7) expect(submit(0, t0 + s * 1000)).toBeLessThanOrEqual(first);
    const third = run(2, t0);
    for (let s = 2 * IN_FLIGHT_STEP_S; s < 3600; s += 7) expect(submit(0, t0 + s * 1000)).toBeLessThanOrEqual(third);
  });

  it('fits pg-boss\'s integer column for decades', () => {
    const p = submit(100, Date.UTC(2090, 0, 1));
    expect(Number.isInteger(p)).toBe(true);
    expect(p).toBeGreaterThan(-(2 ** 31));
  });
});
