import { describe, expect, it } from 'vitest';
import { decodeCompileResponse, encodeCompileRequest } from '../../server/judge/java-compiler.ts';
import { runInOrder, Semaphore } from '../../server/judge/parallel.ts';

/** A promise with its resolve function exposed, to finish tasks in an order the test chooses. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Semaphore', () => {
  it('lets at most `permits` tasks run and hands permits over in arrival order', async () => {
    const sem = new Semaphore(2);
    const gates = [deferred<void>(), deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    const all = gates.map((g, i) =>
      sem.use(async () => {
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

  it('serves the `ahead` line before the ordinary one, each in arrival order', async () => {
    const sem = new Semaphore(1);
    const holder = deferred<void>();
    const started: string[] = [];
    const gated = (tag: string) => async () => {
      started.push(tag);
    };
    const first = sem.use(() => holder.promise);
    const all = [sem.use(gated('s1')), sem.use(gated('s2')), sem.ahead().use(gated('r1')), sem.ahead().use(gated('r2')), sem.use(gated('s3'))];
    await tick();
    expect(started).toEqual([]);
    holder.resolve();
    await Promise.all([first, ...all]);
    expect(started).toEqual(['r1', 'r2', 's1', 's2', 's3']);
    expect(sem.busy).toBe(0);
  });

  it('gives the ahead line its extra permits, which the ordinary line never takes', async () => {
    const sem = new Semaphore(1, 1);
    const holder = deferred<void>();
    const run = deferred<void>();
    const started: string[] = [];
    const submission = sem.use(async () => {
      started.push('s1');
      await holder.promise;
    });
    const waiting = sem.use(async () => {
      started.push('s2');
    });
    const ahead = sem.ahead().use(async () => {
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

  it('returns the permit when the task throws', async () => {
    const sem = new Semaphore(1);
    await expect(sem.use(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(sem.busy).toBe(0);
    await expect(sem.use(async () => 7)).resolves.toBe(7);
  });

  it('refuses a permit count that is not a positive integer', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
    expect(() => new Semaphore(1.5)).toThrow(RangeError);
  });
});

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
