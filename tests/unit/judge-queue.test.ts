import { describe, expect, it } from 'vitest';
import { FairQueue, JobAbortedError, OwnerBusyError, QueueFullError } from '../../server/judge/queue.ts';

/** A job that finishes when `release()` is called, recording its start. */
function gate(log: string[], tag: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { task: async () => (log.push(tag), await done, tag), release: () => release() };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('FairQueue', () => {
  it('serves waiting owners least recently served first', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 100, perOwnerLimit: 10 });
    const started: string[] = [];
    const jobs = { a1: gate(started, 'a1'), a2: gate(started, 'a2'), a3: gate(started, 'a3'), b1: gate(started, 'b1'), c1: gate(started, 'c1'), b2: gate(started, 'b2') };
    const all = [q.run('a', jobs.a1.task), q.run('a', jobs.a2.task), q.run('a', jobs.a3.task), q.run('b', jobs.b1.task), q.run('c', jobs.c1.task), q.run('b', jobs.b2.task)];
    for (const tag of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3'] as const) {
      await tick();
      expect(started.at(-1)).toBe(tag);
      jobs[tag].release();
    }
    expect(await Promise.all(all)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'b2']);
  });

  it('leaves an ordinary slot for someone else: one owner holds at most perOwnerSlots, exempt jobs aside', async () => {
    const q = new FairQueue({ concurrency: 2, runSlots: 1, queueLimit: 100, perOwnerLimit: 3, perOwnerSlots: 1 });
    const started: string[] = [];
    const g = { a1: gate(started, 'a1'), a2: gate(started, 'a2'), a3: gate(started, 'a3'), b1: gate(started, 'b1') };
    // A's three Runs: one in an ordinary slot, one in the Run slot; the third waits though a slot is free.
    const runs = (['a1', 'a2', 'a3'] as const).map((tag) => q.run('a', g[tag].task, { lane: 'run' }));
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    expect(q.pending).toBe(1);
    // B's submission takes the free ordinary slot at once.
    const b = q.run('b', g.b1.task);
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    // When A's ordinary job ends, A's third starts there.
    g.a1.release();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const x of Object.values(g)) x.release();
    await Promise.all([...runs, b]);
    // Exempt jobs (the system's own) are not counted: two start at once.
    const sys: string[] = [];
    const e = [gate(sys, 'e1'), gate(sys, 'e2')];
    const done = e.map((x) => q.run('system', x.task, { exempt: true }));
    await tick();
    expect(sys).toEqual(['e1', 'e2']);
    e.forEach((x) => x.release());
    await Promise.all(done);
  });

  it('limits jobs per owner (queued + running) and waiting jobs overall', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 2, perOwnerLimit: 2 });
    const started: string[] = [];
    const g = [gate(started, '1'), gate(started, '2'), gate(started, '3')];
    const p1 = q.run('a', g[0]!.task);
    const p2 = q.run('a', g[1]!.task);
    await expect(q.run('a', g[2]!.task)).rejects.toBeInstanceOf(OwnerBusyError);
    expect(() => q.assertAccepts('a')).toThrow(OwnerBusyError);
    const p3 = q.run('b', g[2]!.task);
    // 1 running, 2 waiting: the queue is full for everyone, and exempt jobs too.
    await expect(q.run('c', async () => 'x')).rejects.toBeInstanceOf(QueueFullError);
    await expect(q.run('c', async () => 'x', { exempt: true })).rejects.toBeInstanceOf(QueueFullError);
    g.forEach((x) => x.release());
    await Promise.all([p1, p2, p3]);
    expect(q.activeFor('a')).toBe(0);
    // Exempt jobs skip the per-owner limit.
    await Promise.all([1, 2].map(() => q.run('a', async () => 1, { exempt: true })));
  });

  it('drops a waiting job when its signal fires, and frees its place', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 10, perOwnerLimit: 2 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const p1 = q.run('a', first.task);
    const ac = new AbortController();
    const p2 = q.run('a', async () => started.push('never'), { signal: ac.signal });
    expect(q.pending).toBe(1);
    ac.abort();
    await expect(p2).rejects.toBeInstanceOf(JobAbortedError);
    expect(q.pending).toBe(0);
    expect(q.activeFor('a')).toBe(1);
    first.release();
    await p1;
    await tick();
    expect(started).toEqual(['first']);
  });

  it('a failing job frees its slot', async () => {
    const q = new FairQueue({ concurrency: 1, queueLimit: 10, perOwnerLimit: 1 });
    await expect(q.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run('a', async () => 'ok')).toBe('ok');
  });
});
