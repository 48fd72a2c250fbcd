/** `process` as the program sees it: Node 20 on Linux, running `/box/main.js`, with the run's stdio. */
import { Emitter, type Listener } from './emitter.ts';
import { ExitSignal, describeReceived, nodeTypeError, systemError, toExitCode } from './errors.ts';
import type { StdinStream } from './stdin.ts';
import type { HostHooks, NodeProcess } from './types.ts';
import { PROGRAM_FILE } from './wrapper.ts';

/** What `process` needs from its run. */
export interface ProcessContext {
  host: HostHooks;
  /** Host time (ms) at which the program started. */
  startedAt(): number;
  stdin: StdinStream;
  writeStdout(text: string): void;
  writeStderr(text: string): void;
  /** Runs `fn` on a later macrotask on behalf of the program. */
  defer(fn: () => void): void;
  nextTick(fn: unknown, args: unknown[]): void;
  /** `process.exitCode` (undefined until set). */
  getExitCode(): number | undefined;
  setExitCode(code: number | undefined): void;
  /** Ends the run with `code` (runs the `'exit'` listeners). */
  exit(code: number): void;
}

const utf8Decoder = new TextDecoder();

/** Fixed facts of the process: argv, versions, platform. */
function processFacts(): Record<string, unknown> {
  return {
    argv: ['/usr/local/bin/node', PROGRAM_FILE],
    argv0: 'node',
    execArgv: [],
    execPath: '/usr/local/bin/node',
    env: {},
    platform: 'linux',
    arch: 'x64',
    pid: 1,
    ppid: 0,
    title: 'node',
    version: 'v20.19.0',
    versions: { node: '20.19.0' },
    release: { name: 'node' },
  };
}

/** `process.hrtime([prev])` and `process.hrtime.bigint()` on the host's clock. */
function makeHrtime(host: HostHooks): ((prev?: [number, number]) => [number, number]) & { bigint(): bigint } {
  const hrtime = (prev?: [number, number]): [number, number] => {
    const ns = BigInt(Math.round(host.now() * 1e6));
    let s = Number(ns / 1_000_000_000n);
    let n = Number(ns % 1_000_000_000n);
    if (prev) {
      s -= prev[0];
      n -= prev[1];
      if (n < 0) {
        s -= 1;
        n += 1e9;
      }
    }
    return [s, n];
  };
  return Object.assign(hrtime, { bigint: () => BigInt(Math.round(host.now() * 1e6)) });
}

/**
 * `process.stdout` / `process.stderr`: `write(string | Uint8Array, [encoding], [callback])`
 * (the callback runs on a later macrotask), `end`, and the TTY queries of a non-terminal.
 */
export function makeWritable(ctx: Pick<ProcessContext, 'defer'>, write: (t: string) => void, fd: number): Emitter & Record<string, unknown> {
  const stream = new Emitter() as Emitter & Record<string, unknown>;
  Object.assign(stream, {
    fd,
    writable: true,
    isTTY: undefined,
    write: (chunk: unknown, encodingOrCb?: unknown, cb?: unknown) => {
      let text: string;
      if (typeof chunk === 'string') text = chunk;
      else if (chunk instanceof Uint8Array) text = utf8Decoder.decode(chunk);
      else {
        throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "chunk" argument must be of type string or an instance of Buffer or Uint8Array. Received ${describeReceived(chunk)}`);
      }
      write(text);
      const callback = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
      if (typeof callback === 'function') ctx.defer(() => (callback as Listener)(null));
      return true;
    },
    end: (chunk?: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) (stream.write as Listener)(chunk);
    },
    cork: () => undefined,
    uncork: () => undefined,
    setDefaultEncoding: () => stream,
    getWindowSize: () => [80, 24],
    hasColors: () => false,
    getColorDepth: () => 1,
  });
  return stream;
}

/** `exit`, `abort`, `nextTick`, clocks and the other functions of `process`. */
function processMethods(ctx: ProcessContext): Record<string, unknown> {
  const { host } = ctx;
  return {
    exit: (code?: unknown) => {
      if (code !== undefined && code !== null) ctx.setExitCode(toExitCode(code));
      ctx.exit(ctx.getExitCode() ?? 0);
      throw new ExitSignal();
    },
    abort: () => {
      ctx.exit(134);
      throw new ExitSignal();
    },
    nextTick: (fn: unknown, ...args: unknown[]) => ctx.nextTick(fn, args),
    hrtime: makeHrtime(host),
    memoryUsage: Object.assign(() => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }), { rss: () => 0 }),
    cpuUsage: () => ({ user: Math.round((host.now() - ctx.startedAt()) * 1000), system: 0 }),
    uptime: () => (host.now() - ctx.startedAt()) / 1000,
    cwd: () => '/box',
    chdir: () => {
      throw systemError('ENOENT', 'chdir');
    },
    umask: () => 0o22,
    emitWarning: (warning: unknown) => {
      const text = warning instanceof Error ? `${warning.name}: ${warning.message}` : `Warning: ${String(warning)}`;
      ctx.writeStderr(`(node:1) ${text}\n(Use \`node --trace-warnings ...\` to show where the warning was created)\n`);
    },
    openStdin: () => ctx.stdin.resume(),
    binding: () => {
      throw new Error('No such module');
    },
  };
}

/** The run's `process`: an emitter (`'exit'`, `'uncaughtException'`, …) with Node's properties. */
export function createProcess(ctx: ProcessContext): NodeProcess {
  const proc = new Emitter() as NodeProcess;
  Object.assign(proc, processFacts(), {
    stdin: ctx.stdin,
    stdout: makeWritable(ctx, (t) => ctx.writeStdout(t), 1),
    stderr: makeWritable(ctx, (t) => ctx.writeStderr(t), 2),
  }, processMethods(ctx));
  Object.defineProperty(proc, 'exitCode', {
    get: () => ctx.getExitCode(),
    set: (v: unknown) => {
      ctx.setExitCode(v === undefined || v === null ? undefined : toExitCode(v));
    },
    enumerable: true,
  });
  return proc;
}
