import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { endianness } from 'node:os';

/**
 * The client of `pj-launcher` (native/launcher.c): a small long-lived process that starts the
 * judge's supervisor processes for the server. A fork() costs in proportion to the memory of the
 * process that calls it — from the API server (hundreds of MB with an in-process database) one
 * spawn blocks the event loop for 15–40 ms, and a submission spawns one process per test case —
 * while the launcher forks in ≈ 0.1 ms. The launcher runs only the supervisor binary it was
 * started with.
 *
 * Wire format (see launcher.c): length-prefixed frames of 32-bit host-order integers; a run
 * request carries the supervisor's arguments and environment, its answer the wait status, what the
 * supervisor wrote on fd 3 (its report) and on fd 2.
 *
 * The launcher starts on the first run, and again on the next run after it has died (every run
 * in flight then ends with `error`). It dies with the server, and its supervisors with it.
 */

/** How a run through the launcher ended. */
export interface LaunchResult {
  /** Exit code of the supervisor, or null when it was killed by a signal or never started. */
  exitCode: number | null;
  /** Signal number that ended the supervisor, or 0. */
  signal: number;
  /** What the supervisor wrote on fd 3 (at most 4 KiB). */
  report: string;
  /** What the supervisor wrote on fd 2 (at most 64 KiB). */
  stderr: string;
  /** Why the supervisor could not be run (the launcher failed or died), else undefined. */
  error?: string;
}

/** A run in flight: its result and a way to end it early. */
export interface LaunchedRun {
  done: Promise<LaunchResult>;
  /** SIGKILL to the supervisor (and so to its sandbox); nothing once the run is over. */
  kill(): void;
}

const OP_RUN = 1;
const OP_KILL = 2;

export class Launcher {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (r: LaunchResult) => void>();
  private buffered: Buffer = Buffer.alloc(0);
  private closed = false;

  /**
   * @param launcherPath the compiled `pj-launcher`
   * @param supervisorPath the one program it runs (`pj-supervisor`)
   */
  constructor(
    private readonly launcherPath: string,
    private readonly supervisorPath: string,
  ) {}

  /** Runs the supervisor with `args` (after its path) and exactly the environment `env`. */
  run(args: string[], env: NodeJS.ProcessEnv): LaunchedRun {
    if (this.closed) return { done: Promise.resolve(failed('the launcher is closed')), kill: () => undefined };
    const child = this.ensureStarted();
    const id = this.nextId++;
    const vars = Object.entries(env).map(([k, v]) => `${k}=${v ?? ''}`);
    const body = Buffer.concat([u32s(args.length, vars.length), ...[...args, ...vars].map((s) => Buffer.from(`${s}\0`, 'utf8'))]);
    const done = new Promise<LaunchResult>((resolve) => this.pending.set(id, resolve));
    this.refWhileBusy();
    child.stdin!.write(Buffer.concat([u32s(8 + body.length, id, OP_RUN), body]));
    return {
      done,
      kill: () => {
        if (this.pending.has(id) && this.child === child) child.stdin!.write(u32s(8, id, OP_KILL));
      },
    };
  }

  /** Runs in flight. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** The launcher's process id while it runs (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Ends the launcher: it kills the supervisors still running and exits; their runs end with
   * `error`. Later runs fail at once.
   */
  close(): void {
    this.closed = true;
    this.child?.stdin?.end();
  }

  private ensureStarted(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(this.launcherPath, [this.supervisorPath], { stdio: ['pipe', 'pipe', 'inherit'], env: {} });
    this.child = child;
    this.buffered = Buffer.alloc(0);
    child.stdin!.on('error', () => undefined);
    child.stdout!.on('data', (chunk: Buffer) => this.receive(chunk));
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = null;
      for (const [, resolve] of this.pending) resolve(failed(why));
      this.pending.clear();
    };
    child.on('error', (e) => gone(`the launcher could not be started: ${e.message}`));
    // 'close', not 'exit': the answers it wrote before it ended are read first.
    child.on('close', (code, signal) => gone(`the launcher ended (${signal ?? `exit ${code}`})`));
    return child;
  }

  /** Parses the launcher's answers (see the wire format above). */
  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    let off = 0;
    while (this.buffered.length - off >= 4) {
      const len = readU32(this.buffered, off);
      if (this.buffered.length - off - 4 < len) break;
      const frame = this.buffered.subarray(off + 4, off + 4 + len);
      off += 4 + len;
      const reportLen = len >= 16 ? readU32(frame, 8) : len;
      const stderrLen = reportLen <= len - 16 ? readU32(frame, 12 + reportLen) : len;
      if (16 + reportLen + stderrLen !== len) {
        // Not the launcher's wire format: end it (its runs fail, the next run starts a new one).
        this.child?.kill('SIGKILL');
        this.buffered = Buffer.alloc(0);
        return;
      }
      const id = readU32(frame, 0);
      const status = readU32(frame, 4) | 0;
      const report = frame.subarray(12, 12 + reportLen).toString('utf8');
      const stderr = frame.subarray(16 + reportLen, 16 + reportLen + stderrLen).toString('utf8');
      const resolve = this.pending.get(id);
      if (!resolve) continue;
      this.pending.delete(id);
      resolve(status < 0 ? { ...failed(stderr || 'the supervisor could not be started'), stderr } : { ...decodeWaitStatus(status), report, stderr });
    }
    this.buffered = this.buffered.subarray(off);
    this.refWhileBusy();
  }

  /** Keeps the event loop alive while runs are in flight, and not when idle. */
  private refWhileBusy(): void {
    const out = this.child?.stdout as Socket | undefined;
    if (!this.child || !out) return;
    if (this.pending.size > 0) {
      this.child.ref();
      out.ref();
    } else {
      this.child.unref();
      out.unref();
      (this.child.stdin as Socket | null)?.unref?.();
    }
  }
}

function failed(error: string): LaunchResult {
  return { exitCode: null, signal: 0, report: '', stderr: '', error };
}

/** Decodes a Linux wait status (exit code in bits 8–15, or the terminating signal in bits 0–6). */
function decodeWaitStatus(status: number): Pick<LaunchResult, 'exitCode' | 'signal'> {
  const sig = status & 0x7f;
  return sig === 0 ? { exitCode: (status >> 8) & 0xff, signal: 0 } : { exitCode: null, signal: sig };
}

const LITTLE_ENDIAN = endianness() === 'LE';

/** 32-bit integers in host byte order, as the launcher reads them. */
function u32s(...values: number[]): Buffer {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => (LITTLE_ENDIAN ? b.writeUInt32LE(v >>> 0, i * 4) : b.writeUInt32BE(v >>> 0, i * 4)));
  return b;
}

/** A 32-bit unsigned integer in host byte order. */
function readU32(b: Buffer, offset: number): number {
  return LITTLE_ENDIAN ? b.readUInt32LE(offset) : b.readUInt32BE(offset);
}
