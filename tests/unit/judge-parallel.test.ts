import { describe, expect, it } from 'vitest';
import { decodeCompileResponse, encodeCompileRequest } from '../../server/judge/java-compiler.ts';
import { CpuScheduler, runInOrder } from '../../server/judge/parallel.ts';
import { seededRandom } from '../support/faulty-proxy.ts';

/** A promise with its resolve function exposed, to finish tasks in an order the test chooses. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('CpuScheduler', () => {
  it('lets at most `permits` processes run and hands permits over in arrival order within a job', async () => {
    const sem = new CpuScheduler(2);
    const cpus = sem.forJob('a', 'submission');
    const gates = [deferred<void>(), deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    const all = gates.map((g, i) =>
      cpus.use(async () => {
        started.push(i);
        await g.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(sem.busy).toBe(2);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    await Promise.all(all);
    expect(sem.busy).toBe(0);
  });

  it('serves a Run before a submission of equal standing', async () => {
    const sem = new CpuScheduler(1);
    const holder = deferred<void>();
    const started: string[] = [];
    const first = sem.forJob('x', 'submission').use(() => holder.promise);
    const all = [sem.forJob('s', 'submission').use(async () => void started.push('s1')), sem.forJob('r', 'run').use(async () => void started.push('r1'))];
    await tick();
    holder.resolve();
    await Promise.all([first, ...all]);
    expect(started).toEqual(['r1', 's1']);
  });

  it('serves a learner holding no permit before a Run of a learner holding one', async () => {
    const sem = new CpuScheduler(2);
    const holder = deferred<void>();
    const running = deferred<void>();
    const started: string[] = [];
    const first = sem.forJob('x', 'submission').use(() => holder.promise);
    const run = sem.forJob('r', 'run');
    const r1 = run.use(async () => {
      started.push('r1');
      await running.promise;
    });
    await tick();
    const rest = [run.use(async () => void started.push('r2')), sem.forJob('s', 'submission').use(async () => void started.push('s1'))];
    await tick();
    expect(started).toEqual(['r1']);
    holder.resolve();
    await Promise.all([first, ...rest]);
    // s1 asked after r2 and is a submission, but its learner held no permit while r's held one.
    expect(started).toEqual(['r1', 's1', 'r2']);
    running.resolve();
    await r1;
    expect(sem.busy).toBe(0);
  });

  it('gives Runs the extra permits, which submissions never take', async () => {
    const sem = new CpuScheduler(1, 1);
    const holder = deferred<void>();
    const run = deferred<void>();
    const started: string[] = [];
    const submissions = sem.forJob('a', 'submission');
    const submission = submissions.use(async () => {
      started.push('s1');
      await holder.promise;
    });
    const waiting = sem.forJob('b', 'submission').use(async () => {
      started.push('s2');
    });
    const ahead = sem.forJob('c', 'run').use(async () => {
      started.push('r1');
      await run.promise;
    });
    await tick();
    // The Run starts at once on its own permit; the second submission still waits for the first.
    expect(started).toEqual(['s1', 'r1']);
    expect(sem.busy).toBe(2);
    run.resolve();
    await ahead;
    await tick();
    expect(started).toEqual(['s1', 'r1']);
    holder.resolve();
    await Promise.all([submission, waiting]);
    expect(started).toEqual(['s1', 'r1', 's2']);
    expect(sem.busy).toBe(0);
  });

  it('keeps the extra permit for another learner\'s open job; a learner alone uses every permit', async () => {
    const sem = new CpuScheduler(2, 1);
    const gates = [deferred<void>(), deferred<void>(), deferred<void>(), deferred<void>()];
    const started: string[] = [];
    const flood = sem.forJob('flooder', 'run');
    const floods = gates.map((g, i) => flood.use(async () => (started.push(`f${i + 1}`), await g.promise)));
    await tick();
    // Alone, the flooder takes all three permits.
    expect(started).toEqual(['f1', 'f2', 'f3']);
    const learner = sem.forJob('learner', 'submission');
    const hold = deferred<void>();
    const l1 = learner.use(async () => (started.push('l1'), await hold.promise));
    await tick();
    expect(started).toEqual(['f1', 'f2', 'f3']);
    gates[0]!.resolve();
    await tick();
    // The freed permit goes to the learner; then the flooder keeps to two while the learner's job is open.
    expect(started).toEqual(['f1', 'f2', 'f3', 'l1']);
    hold.resolve();
    await l1;
    await tick();
    expect(started).toEqual(['f1', 'f2', 'f3', 'l1']);
    expect(sem.busy).toBe(2);
    learner.close();
    await tick();
    expect(started).toEqual(['f1', 'f2', 'f3', 'l1', 'f4']);
    gates.forEach((g) => g.resolve());
    await Promise.all(floods);
    expect(sem.busy).toBe(0);
  });

  it('returns the permit when the task throws', async () => {
    const sem = new CpuScheduler(1);
    const cpus = sem.forJob('a', 'run');
    await expect(cpus.use(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(sem.busy).toBe(0);
    await expect(cpus.use(async () => 7)).resolves.toBe(7);
  });

  it('refuses a permit count that is not a positive integer', () => {
    expect(() => new CpuScheduler(0)).toThrow(RangeError);
    expect(() => new CpuScheduler(1.5)).toThrow(RangeError);
    expect(() => new CpuScheduler(1, -1)).toThrow(RangeError);
  });
});

describe('CpuScheduler: no process waits without bound, at any mix of Runs and submissions', () => {
  it('a submission between three flooding Runs (endless programs, two cases each) gets every test case run', async () => {
    const { scheduler, clock } = virtualScheduler(2, 1);
    const flood = [1, 2, 3].map(() => ({ owner: 'flooder', lane: 'run' as const, width: 2, durations: () => 20 }));
    const submission = { owner: 'learner', lane: 'submission' as const, width: 2, durations: () => 3, count: 12 };
    const sim = await simulate(scheduler, clock, [...flood, submission], 1000);
    expect(sim.finished.get(3)).toBeDefined();
    // Twelve 3 ms cases, a permit at most a flooding process (20 ms) away each time.
    expect(sim.finished.get(3)!).toBeLessThan(12 * 23);
    // The flood held every permit when the submission's job opened: its first process waits for one
    // flooding process (20 ms); from then on the flooder keeps to two permits, so no later case waits
    // longer than one of the submission's own (3 ms).
    expect(sim.maxWaitOf[3]).toBeLessThanOrEqual(20 + 3);
    expect(sim.maxWait).toBeLessThanOrEqual(6 * 20 + HEAD_START);
  });

  it('random mixes of learners, lanes, widths and durations: every process starts within a bounded wait', async () => {
    const random = seededRandom(20261127);
    for (let round = 0; round < 40; round++) {
      const permits = 1 + Math.floor(random() * 3);
      const extra = Math.floor(random() * 2);
      // The judge has as many job slots as permits: that many jobs hold slots at once.
      const jobs = Array.from({ length: permits + extra }, () => ({
        owner: ['a', 'b', 'c'][Math.floor(random() * 3)]!,
        lane: random() < 0.6 ? ('run' as const) : ('submission' as const),
        width: 1 + Math.floor(random() * 3),
        durations: () => 1 + Math.floor(random() * 20),
      }));
      const { scheduler, clock } = virtualScheduler(permits, extra);
      const sim = await simulate(scheduler, clock, jobs, 600);
      // Every other process of every job may go first once, each for at most 20 ms.
      const bound = jobs.reduce((n, j) => n + j.width, 0) * 20 + HEAD_START;
      expect(sim.maxWait, `round ${round}: ${JSON.stringify({ permits, extra, jobs: jobs.map((j) => [j.owner, j.lane, j.width]) })}`).toBeLessThanOrEqual(bound);
    }
  });
});

const HEAD_START = 10;

/** A scheduler on a virtual clock (ms) with a {@link HEAD_START} ms Run head start. */
function virtualScheduler(permits: number, extra: number) {
  const clock = { ms: 0 };
  return { clock, scheduler: new CpuScheduler(permits, extra, HEAD_START, () => clock.ms) };
}

/** A job of the simulation: `width` processes at a time, each `durations()` ms; endless unless `count` is given. */
interface SimJob {
  owner: string;
  lane: 'run' | 'submission';
  width: number;
  durations: () => number;
  count?: number;
}

/**
 * Runs `jobs` on `scheduler` for `horizon` virtual ms, advancing the clock 1 ms at a time.
 * @returns the longest wait (ms) of any process for its permit, a process still waiting at the end
 *   counting from when it asked, overall and per job (by index); and when each finite job finished.
 */
async function simulate(scheduler: CpuScheduler, clock: { ms: number }, jobs: SimJob[], horizon: number) {
  const running: { endsAt: number; done: () => void }[] = [];
  const waitingSince = new Set<{ since: number; job: number }>();
  const finished = new Map<number, number>();
  const maxWaitOf = jobs.map(() => 0);
  let stopped = false;
  const lanes = jobs.map(async (job, index) => {
    const cpus = scheduler.forJob(job.owner, job.lane);
    let next = 0;
    const lane = async () => {
      while (!stopped && (job.count === undefined || next < job.count)) {
        next++;
        const ask = { since: clock.ms, job: index };
        waitingSince.add(ask);
        await cpus.use(async () => {
          waitingSince.delete(ask);
          maxWaitOf[index] = Math.max(maxWaitOf[index]!, clock.ms - ask.since);
          await new Promise<void>((done) => running.push({ endsAt: clock.ms + job.durations(), done }));
        });
      }
    };
    await Promise.all(Array.from({ length: job.width }, lane));
    cpus.close();
    if (job.count !== undefined) finished.set(index, clock.ms);
  });
  const settle = async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setImmediate(r));
  };
  await settle();
  for (; clock.ms < horizon; clock.ms++) {
    for (const p of running.filter((r) => r.endsAt <= clock.ms)) {
      running.splice(running.indexOf(p), 1);
      p.done();
    }
    await settle();
  }
  for (const w of waitingSince) maxWaitOf[w.job] = Math.max(maxWaitOf[w.job]!, clock.ms - w.since);
  stopped = true;
  while (running.length) {
    running.splice(0).forEach((p) => p.done());
    await settle();
  }
  await Promise.all(lanes);
  return { maxWait: Math.max(...maxWaitOf), maxWaitOf, finished };
}


describe('runInOrder', () => {
  const failed = (r: string) => r !== 'ok';

  it('runs every case and keeps test order when later ones finish first', async () => {
    const gates = [deferred<string>(), deferred<string>(), deferred<string>()];
    const done = runInOrder(3, (i) => gates[i]!.promise, { width: 3, failed, stopOnFirstFailure: false });
    gates[2]!.resolve('wa');
    gates[1]!.resolve('ok');
    gates[0]!.resolve('ok');
    await expect(done).resolves.toEqual(['ok', 'ok', 'wa']);
  });

  it('never has more than `width` cases in flight and starts them in order', async () => {
    let inFlight = 0;
    let peak = 0;
    const order: number[] = [];
    const results = await runInOrder(
      7,
      async (i) => {
        order.push(i);
        inFlight++;
        peak = Math.max(peak, inFlight);
        await tick();
        inFlight--;
        return 'ok';
      },
      { width: 3, failed, stopOnFirstFailure: true },
    );
    expect(results).toHaveLength(7);
    expect(peak).toBe(3);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('stops at the first failure in test order, not the first to finish', async () => {
    const gates = [deferred<string>(), deferred<string>(), deferred<string>()];
    const started: number[] = [];
    const done = runInOrder(
      5,
      (i) => {
        started.push(i);
        return gates[i]!.promise;
      },
      { width: 3, failed, stopOnFirstFailure: true },
    );
    await tick();
    // Case 2 fails first; case 1, still running, fails later and is the verdict; no case after 2 starts.
    gates[2]!.resolve('tle');
    await tick();
    gates[0]!.resolve('ok');
    await tick();
    gates[1]!.resolve('wa');
    await expect(done).resolves.toEqual(['ok', 'wa']);
    expect(started).toEqual([0, 1, 2]);
  });

  it('a failure after an earlier one does not start more cases, and one run alone gives the sequential result', async () => {
    const seen: number[] = [];
    const results = await runInOrder(
      6,
      async (i) => {
        seen.push(i);
        return i === 3 ? 'wa' : 'ok';
      },
      { width: 1, failed, stopOnFirstFailure: true },
    );
    expect(results).toEqual(['ok', 'ok', 'ok', 'wa']);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('throws the first error once every started case has settled, starting no new case', async () => {
    const gates = [deferred<string>(), deferred<string>()];
    let settled = 0;
    const started: number[] = [];
    let abort = false;
    const done = runInOrder(
      6,
      async (i) => {
        started.push(i);
        try {
          return await gates[i]!.promise;
        } finally {
          settled++;
        }
      },
      {
        width: 2,
        failed,
        stopOnFirstFailure: false,
        beforeEach: () => {
          if (abort) throw new Error('the caller has gone');
        },
      },
    );
    await tick();
    abort = true;
    gates[0]!.resolve('ok');
    await tick();
    gates[1]!.resolve('ok');
    await expect(done).rejects.toThrow('the caller has gone');
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(2);
  });

  it('handles no cases', async () => {
    await expect(runInOrder(0, async () => 'ok', { width: 4, failed, stopOnFirstFailure: true })).resolves.toEqual([]);
  });
});

describe('the warm Java compiler wire format', () => {
  /** Builds a response as CompileServer writes it. */
  function response(status: number, message: string, classes: [string, Buffer][]): Buffer {
    const parts: Buffer[] = [];
    const int = (n: number) => {
      const b = Buffer.alloc(4);
      b.writeInt32BE(n);
      parts.push(b);
    };
    const field = (b: Buffer) => {
      int(b.length);
      parts.push(b);
    };
    int(status);
    field(Buffer.from(message));
    int(classes.length);
    for (const [name, bytes] of classes) {
      field(Buffer.from(name));
      field(bytes);
    }
    return Buffer.concat(parts);
  }

  it('encodes a request as two length-prefixed UTF-8 strings', () => {
    const req = encodeCompileRequest('Main.java', 'class Main { String s = "é"; }');
    expect(req.readInt32BE(0)).toBe(9);
    expect(req.subarray(4, 13).toString()).toBe('Main.java');
    const codeLength = req.readInt32BE(13);
    expect(codeLength).toBe(Buffer.byteLength('class Main { String s = "é"; }'));
    expect(req.subarray(17).toString()).toBe('class Main { String s = "é"; }');
  });

  it('decodes class files, and waits for the rest of a response split across reads', () => {
    const whole = response(0, '', [
      ['pkg.Main', Buffer.from([0xca, 0xfe])],
      ['pkg.Main$1', Buffer.from([1, 2, 3])],
    ]);
    for (let cut = 0; cut < whole.length; cut++) expect(decodeCompileResponse(whole.subarray(0, cut))).toBeNull();
    const decoded = decodeCompileResponse(Buffer.concat([whole, Buffer.from([9, 9])]))!;
    expect(decoded.used).toBe(whole.length);
    expect(decoded.result).toEqual({
      kind: 'compiled',
      classes: [
        { binaryName: 'pkg.Main', bytes: Buffer.from([0xca, 0xfe]) },
        { binaryName: 'pkg.Main$1', bytes: Buffer.from([1, 2, 3]) },
      ],
    });
  });

  it('decodes compile errors with javac\'s message', () => {
    const decoded = decodeCompileResponse(response(1, 'Main.java:1: error: \';\' expected\n1 error\n', []))!;
    expect(decoded.result).toEqual({ kind: 'errors', message: "Main.java:1: error: ';' expected\n1 error\n" });
  });

  it('refuses class names that could leave the job directory and sizes beyond the limits', () => {
    for (const name of ['../evil', '/etc/passwd', 'a/b', 'a..b', '.a', 'a.', '', 'a b']) {
      expect(() => decodeCompileResponse(response(0, '', [[name, Buffer.from([1])]])), name).toThrow();
    }
    const huge = Buffer.alloc(12);
    huge.writeInt32BE(0, 0);
    huge.writeInt32BE(0x7fffffff, 4);
    expect(() => decodeCompileResponse(huge)).toThrow(/bytes/);
    const status = Buffer.alloc(4);
    status.writeInt32BE(7);
    expect(() => decodeCompileResponse(status)).toThrow(/status/);
  });
});
