import { fileURLToPath } from 'node:url';
import { buildJavaTool } from './java-tool-build.ts';
import { spawnServiceInSandbox, type SandboxEnv, type SandboxLimits, type SandboxedService } from './sandbox.ts';

/**
 * The judge's warm Java compiler: a pool of long-lived `javax.tools` compilers
 * (native/CompileServer.java), each a sandboxed process like any learner program (bubblewrap,
 * seccomp, cgroup, a uid of its own), that take one source at a time over a pipe and answer with
 * the class files. A cold `javac` spends about a second of CPU starting up; a warm one compiles a
 * contest-sized program in tens of milliseconds. Wire format: see CompileServer.java.
 *
 * A compile's class files are capped ({@link JAVA_CLASSES_MAX_BYTES} in total): CompileServer stops
 * javac when they pass the cap and answers `too-large`, so a 10 KB source whose string constants
 * make tens of MB of class files costs neither the compiler's memory nor the server's event loop.
 * Responses are read in linear time ({@link ResponseReader}: chunks kept in a list, the frame's
 * length read once and checked against the cap before anything is buffered, one copy per byte).
 *
 * Each compile is held to its own CPU and wall-clock limits (the process's cgroup CPU is read
 * before and after); a compile over a limit, or one that exhausts the compiler's memory, ends that
 * process and the next compile starts a fresh one. A process is retired after
 * {@link JavaCompilerOptions.maxCompiles} compiles or when idle for `idleMs`.
 */

/** One class file javac wrote: binary name (`pkg.Main$1`) and its bytes. */
export interface CompiledClass {
  binaryName: string;
  bytes: Buffer;
}

/** What one compile came to. `failed` means the compiler itself broke (the caller may run plain javac instead). */
export type JavaCompileResult =
  | { kind: 'compiled'; classes: CompiledClass[] }
  | { kind: 'errors'; message: string }
  | { kind: 'time-limit' }
  | { kind: 'memory-limit' }
  /** The class files together passed `limitBytes`: javac was stopped, nothing was sent. */
  | { kind: 'too-large'; limitBytes: number }
  | { kind: 'failed'; reason: string };

export interface JavaCompilerOptions {
  env: SandboxEnv;
  /** Where the compiled CompileServer classes are cached (world-readable: the compiler's uid reads them). */
  cacheDir: string;
  /** Host uid/gid of the n-th compiler process (root servers), or undefined to keep the server's. */
  identity: (n: number) => { uid: number; gid: number } | undefined;
  /** Limits of one compiler process over its whole life (memory, processes, address space …). */
  processLimits: SandboxLimits;
  /** CPU time one compile may use, ms. */
  compileCpuMs: number;
  /** Wall-clock time one compile may take, ms. */
  compileWallMs: number;
  /** Compiles a process serves before it is retired (default 500). */
  maxCompiles?: number;
  /** How long a compile waits for a busy compiler before it starts another, ms (default {@link WARM_COMPILER_WAIT_MS}; 0: never waits). */
  warmWaitMs?: number;
  /** A process idle this long is ended, ms (default 10 min). */
  idleMs?: number;
  /** What the class files of one compile may weigh together, bytes (default {@link JAVA_CLASSES_MAX_BYTES}). */
  maxClassBytes?: number;
  log: { warn(msg: string): void };
}

const serverSource = fileURLToPath(new URL('./native/CompileServer.java', import.meta.url));
/**
 * How long a compile waits for a busy warm compiler to finish before it starts another, ms. A new compiler's
 * first compile costs about a second of CPU; during a burst of Java submissions every compiler is busy for
 * tens of milliseconds at a time, and a Run that started a compiler of its own then took over a second.
 */
export const WARM_COMPILER_WAIT_MS = 500;
/** What the class files of one compile may weigh together by default, bytes: far above any contest program's. */
export const JAVA_CLASSES_MAX_BYTES = 8 * 1024 * 1024;
/** Limits of the wire format (see CompileServer.java), bytes: the message, and the room for names beyond the class files. */
const MAX_MESSAGE_BYTES = 64 * 1024;
const MAX_OVERHEAD_BYTES = 1024 * 1024;
const MAX_CLASSES = 10_000;
/** The first 4 bytes of every response: 0xFF 'P' 'J' 0x00, which no text the JVM prints starts with. */
const RESPONSE_MAGIC = 0xff504a00;
/** A Java binary name: identifiers separated by dots (nested classes carry `$`). */
const BINARY_NAME = /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u;

/**
 * Decodes the payload of one response of CompileServer (after its magic and length) from the start of `buf`.
 * The class files' bytes are views into `buf`, not copies.
 * @param maxClassBytes what the class files may weigh together.
 * @returns the response and the bytes it took, or null when `buf` does not hold a whole one yet.
 * @throws Error when the bytes break the format's limits or a class name is not a binary name.
 */
export function decodeCompileResponse(
  buf: Buffer,
  maxClassBytes = JAVA_CLASSES_MAX_BYTES,
): { result: Exclude<JavaCompileResult, { kind: 'time-limit' | 'memory-limit' | 'failed' }>; used: number } | null {
  let at = 0;
  const int = (): number | null => {
    if (buf.length < at + 4) return null;
    const v = buf.readInt32BE(at);
    at += 4;
    return v;
  };
  const bytes = (n: number, max: number): Buffer | null => {
    if (n < 0 || n > max) throw new Error(`field of ${n} bytes`);
    if (buf.length < at + n) return null;
    const b = buf.subarray(at, at + n);
    at += n;
    return b;
  };
  const status = int();
  if (status === null) return null;
  if (status !== 0 && status !== 1 && status !== 2) throw new Error(`unknown status ${status}`);
  const messageLength = int();
  if (messageLength === null) return null;
  const message = bytes(messageLength, MAX_MESSAGE_BYTES);
  if (message === null) return null;
  const count = int();
  if (count === null) return null;
  if (count < 0 || count > MAX_CLASSES) throw new Error(`${count} classes`);
  const classes: CompiledClass[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const nameLength = int();
    if (nameLength === null) return null;
    const name = bytes(nameLength, 4096);
    if (name === null) return null;
    const size = int();
    if (size === null) return null;
    total += size;
    if (total > maxClassBytes) throw new Error(`class files over ${maxClassBytes} bytes`);
    const body = bytes(size, maxClassBytes);
    if (body === null) return null;
    const binaryName = name.toString('utf8');
    if (!BINARY_NAME.test(binaryName)) throw new Error('a class name that is not a Java binary name');
    classes.push({ binaryName, bytes: body });
  }
  if (status === 2) return { result: { kind: 'too-large', limitBytes: maxClassBytes }, used: at };
  const result = status === 0 ? { kind: 'compiled' as const, classes } : { kind: 'errors' as const, message: message.toString('utf8') };
  return { result, used: at };
}

/**
 * Reads CompileServer's responses from its stdout in linear time: chunks are kept in a list as
 * they arrive; a response's 8-byte head (magic, payload length) is read once, its length checked
 * against the cap before anything more is kept, and the payload is copied once, into one buffer,
 * when all of it is there.
 */
export class ResponseReader {
  private chunks: Buffer[] = [];
  /** Bytes received and not yet taken by a response. */
  buffered = 0;
  private payloadLength: number | null = null;
  /** Bytes received so far. */
  received = 0;
  /** Bytes copied so far (joining chunks): at most about one per byte received. */
  copied = 0;

  /** @param maxClassBytes what the class files of one compile may weigh together. */
  constructor(private readonly maxClassBytes = JAVA_CLASSES_MAX_BYTES) {}

  /** The largest payload a response may have, bytes. */
  get maxPayloadBytes(): number {
    return this.maxClassBytes + MAX_MESSAGE_BYTES + MAX_OVERHEAD_BYTES;
  }

  /** Adds bytes read from the compiler's stdout. */
  push(chunk: Buffer): void {
    this.received += chunk.length;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /**
   * The next whole response, or null when more bytes are needed.
   * @throws Error when the bytes are not a response (wrong magic, a payload over the cap, or a
   *   payload {@link decodeCompileResponse} refuses); the reader is then unusable.
   */
  next(): Exclude<JavaCompileResult, { kind: 'time-limit' | 'memory-limit' | 'failed' }> | null {
    if (this.payloadLength === null) {
      if (this.buffered < 8) return null;
      const head = this.take(8);
      if (head.readUInt32BE(0) !== RESPONSE_MAGIC) throw new Error(`a response starting with ${JSON.stringify(head.toString('latin1'))}`);
      const length = head.readUInt32BE(4);
      if (length > this.maxPayloadBytes) throw new Error(`a response of ${length} bytes`);
      this.payloadLength = length;
    }
    if (this.buffered < this.payloadLength) return null;
    const payload = this.take(this.payloadLength);
    this.payloadLength = null;
    const decoded = decodeCompileResponse(payload, this.maxClassBytes);
    if (!decoded || decoded.used !== payload.length) throw new Error('a response whose length does not match its contents');
    return decoded.result;
  }

  /** Removes the first `n` buffered bytes (n ≤ buffered) and returns them as one buffer. */
  private take(n: number): Buffer {
    const first = this.chunks[0]!;
    let out: Buffer;
    if (first.length >= n) {
      out = first.subarray(0, n);
    } else {
      out = Buffer.allocUnsafe(n);
      let at = 0;
      while (at < n) {
        const c = this.chunks[0]!;
        const k = Math.min(c.length, n - at);
        c.copy(out, at, 0, k);
        at += k;
        if (k === c.length) this.chunks.shift();
        else this.chunks[0] = c.subarray(k);
      }
      this.copied += n;
      this.buffered -= n;
      return out;
    }
    if (first.length === n) this.chunks.shift();
    else this.chunks[0] = first.subarray(n);
    this.buffered -= n;
    return out;
  }
}

/** Encodes one request of CompileServer: file name and source, each as a length-prefixed UTF-8 string. */
export function encodeCompileRequest(fileName: string, source: string): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const code = Buffer.from(source, 'utf8');
  const head = Buffer.alloc(4);
  head.writeInt32BE(name.length);
  const mid = Buffer.alloc(4);
  mid.writeInt32BE(code.length);
  return Buffer.concat([head, name, mid, code]);
}

/** One running compiler process. */
class CompilerProcess {
  compiles = 0;
  readonly startedAt = performance.now();
  private readonly reader: ResponseReader;
  private waiter: (() => void) | null = null;
  private ended = false;
  /** Why stdout is no longer read (it held more than a response may have), else null. */
  private broken: string | null = null;
  idleTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly service: SandboxedService,
    maxClassBytes: number,
    private readonly stats: { bytesReceived: number; bytesCopied: number },
  ) {
    this.reader = new ResponseReader(maxClassBytes);
    const onData = (chunk: Buffer) => {
      this.reader.push(chunk);
      this.stats.bytesReceived += chunk.length;
      // More than one response may hold (it writes only in answer to a request): nothing more is kept.
      if (this.reader.buffered > this.reader.maxPayloadBytes + 8) {
        this.broken = `more than ${this.reader.maxPayloadBytes} bytes at once`;
        service.stdout.off('data', onData);
        service.kill();
      }
      this.waiter?.();
    };
    service.stdout.on('data', onData);
    void service.exited.then(() => {
      this.ended = true;
      this.waiter?.();
    });
  }

  get alive(): boolean {
    return !this.ended;
  }

  /**
   * Waits until stdout holds a whole response (or the process has ended: null).
   * @throws Error when stdout holds something else than a response (see {@link ResponseReader.next}).
   */
  async response(): Promise<ReturnType<ResponseReader['next']>> {
    for (;;) {
      if (this.broken) throw new Error(this.broken);
      const before = this.reader.copied;
      const decoded = this.reader.next();
      this.stats.bytesCopied += this.reader.copied - before;
      if (decoded) return decoded;
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.waiter = resolve));
      this.waiter = null;
    }
  }
}

export class JavaCompilerPool {
  /** Bytes read from the compilers' stdout, and bytes copied to join them, since the pool was made. */
  readonly stats = { bytesReceived: 0, bytesCopied: 0 };
  private classDir: string | null = null;
  private readonly idle: CompilerProcess[] = [];
  /** Compiles waiting for a busy compiler to finish (see takeWarm). */
  private readonly waiters: ((p: CompilerProcess | null) => void)[] = [];
  private readonly all = new Set<CompilerProcess>();
  private started = 0;
  private closed = false;

  constructor(readonly opts: JavaCompilerOptions) {}

  /**
   * Compiles CompileServer.java once per source version into the cache ({@link buildJavaTool}).
   * @throws Error with javac's message when it cannot be built.
   */
  build(): void {
    this.classDir = buildJavaTool(serverSource, 'CompileServer', this.opts.cacheDir, 'the Java compile server');
  }

  /** Compiler processes running now (busy or idle). */
  get size(): number {
    return this.all.size;
  }

  /**
   * Compiles one source. Never throws: a compiler that breaks gives `failed`.
   * @param fileName what javac must see (`Main.java`: the public class's name).
   */
  async compile(fileName: string, source: string): Promise<JavaCompileResult> {
    if (!this.classDir) return { kind: 'failed', reason: 'the Java compile server is not built' };
    if (this.closed) return { kind: 'failed', reason: 'the Java compile server is shut down' };
    const warm = await this.takeWarm();
    if (this.closed) {
      if (warm) this.retire(warm);
      return { kind: 'failed', reason: 'the Java compile server is shut down' };
    }
    let proc: CompilerProcess;
    try {
      proc = warm ?? this.take();
    } catch (e) {
      return { kind: 'failed', reason: `cannot start the Java compile server: ${(e as Error).message}` };
    }
    const cgroup = proc.service.cgroup;
    const cpuBefore = cgroup?.cpuMs() ?? 0;
    const startedAt = performance.now();
    let over: 'time-limit' | null = null;
    // Per-compile limits, checked from outside: the process's cgroup CPU since the request, and the wall clock.
    const overLimit = () => (cgroup?.cpuMs() ?? cpuBefore) - cpuBefore > this.opts.compileCpuMs || performance.now() - startedAt > this.opts.compileWallMs;
    const watch = setInterval(() => {
      if (overLimit()) {
        over = 'time-limit';
        proc.service.kill();
      }
    }, 50);
    try {
      proc.service.stdin.write(encodeCompileRequest(fileName, source));
      let decoded: Awaited<ReturnType<CompilerProcess['response']>>;
      try {
        decoded = await proc.response();
      } catch (e) {
        proc.service.kill();
        // Killed over its limit while it answered: the stream ends mid-response, which is the limit's doing.
        if (over) return { kind: over };
        return { kind: 'failed', reason: `the Java compile server answered out of format: ${(e as Error).message}` };
      }
      if (decoded) {
        // A compile that answered between two checks is held to the same limits, and its process ends as when killed.
        if (overLimit()) {
          proc.service.kill();
          return { kind: 'time-limit' };
        }
        proc.compiles++;
        this.release(proc);
        return decoded;
      }
      if (over) return { kind: over };
      const { report, stderr } = await proc.service.exited;
      if (report?.oomKilled || /OutOfMemoryError/.test(stderr)) return { kind: 'memory-limit' };
      if (report?.cpuTimedOut || report?.wallTimedOut) return { kind: 'time-limit' };
      return { kind: 'failed', reason: `the Java compile server ended: ${stderr.trim().split('\n')[0] ?? ''}`.trim() };
    } finally {
      clearInterval(watch);
    }
  }

  /** Ends every compiler process and waits until they have exited. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiters.splice(0)) w(null);
    for (const p of this.all) this.retire(p);
    await Promise.all([...this.all].map((p) => p.service.exited));
  }

  /**
   * An idle compiler; or, while every compiler is busy, the first to finish within {@link JavaCompilerOptions.warmWaitMs}
   * (a cold javac costs about a second of CPU, more than waiting for a warm one); null when none came.
   */
  private async takeWarm(): Promise<CompilerProcess | null> {
    const waitMs = this.opts.warmWaitMs ?? WARM_COMPILER_WAIT_MS;
    // Taken before the first await: compiles asking at once never see the same idle compiler.
    for (;;) {
      const p = this.idle.pop();
      if (!p) break;
      if (p.idleTimer) clearTimeout(p.idleTimer);
      if (p.alive) return p;
    }
    if (this.all.size === 0 || waitMs <= 0) return null;
    const handed = await new Promise<CompilerProcess | null>((resolve) => {
      const waiter = (p: CompilerProcess | null) => {
        clearTimeout(timer);
        resolve(p);
      };
      const timer = setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        resolve(null);
      }, waitMs);
      this.waiters.push(waiter);
    });
    return handed?.alive ? handed : null;
  }

  private take(): CompilerProcess {
    for (;;) {
      const p = this.idle.pop();
      if (!p) break;
      if (p.idleTimer) clearTimeout(p.idleTimer);
      if (p.alive) return p;
    }
    const limits = this.opts.processLimits;
    const service = spawnServiceInSandbox(
      {
        boxDir: this.classDir!,
        writable: false,
        argv: [
          'java',
          '-Xmx512m',
          '-XX:+UseSerialGC',
          // C1 only: javac's many short compiles gain little from C2, whose compiler threads cost CPU.
          '-XX:TieredStopAtLevel=1',
          '-XX:-UsePerfData',
          '-XX:+ExitOnOutOfMemoryError',
          // stdout carries the responses only: the JVM's own messages and logging go to stderr.
          '-XX:+DisplayVMOutputToStderr',
          '-Xlog:disable',
          '-Xlog:all=warning:stderr',
          '-cp',
          '/box',
          'CompileServer',
          String(this.opts.maxClassBytes ?? JAVA_CLASSES_MAX_BYTES),
        ],
        identity: this.opts.identity(this.started++),
        limits,
      },
      this.opts.env,
    );
    const proc = new CompilerProcess(service, this.opts.maxClassBytes ?? JAVA_CLASSES_MAX_BYTES, this.stats);
    this.all.add(proc);
    void service.exited.then(({ report }) => {
      this.all.delete(proc);
      if (report?.setupFailed) this.opts.log.warn('the Java compile server could not start in the sandbox');
    });
    return proc;
  }

  private release(proc: CompilerProcess): void {
    // Retired well before its life-long limits, so that they never end a compile halfway.
    const limits = this.opts.processLimits;
    const old = performance.now() - proc.startedAt > limits.wallMs / 2 || (proc.service.cgroup?.cpuMs() ?? 0) > limits.cpuMs / 2;
    if (this.closed || !proc.alive || old || proc.compiles >= (this.opts.maxCompiles ?? 500)) {
      this.retire(proc);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter(proc);
      return;
    }
    proc.idleTimer = setTimeout(() => {
      const i = this.idle.indexOf(proc);
      if (i >= 0) this.idle.splice(i, 1);
      this.retire(proc);
    }, this.opts.idleMs ?? 10 * 60_000);
    proc.idleTimer.unref();
    this.idle.push(proc);
  }

  /** Ends a process gracefully: end of stdin makes CompileServer return. */
  private retire(proc: CompilerProcess): void {
    if (proc.idleTimer) clearTimeout(proc.idleTimer);
    proc.service.stdin.end();
    // A process that does not leave within a second is killed.
    setTimeout(() => proc.service.kill(), 1000).unref();
  }
}
