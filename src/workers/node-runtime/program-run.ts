/**
 * One execution of a learner's program with one stdin: compiles it like Node's CommonJS
 * loader, gives it the Node-like environment, and reports how it ended (see `node-runtime.ts`
 * for what the program gets).
 */
import { NodeBuffer } from './buffer.ts';
import { createConsole } from './console.ts';
import { isExitSignal } from './errors.ts';
import { EventLoop } from './event-loop.ts';
import { createFs } from './fs.ts';
import { inspect } from './inspect.ts';
import { leetCodeGlobals } from './leetcode-globals.ts';
import { createRequire, createUtil, type NodeRequire } from './modules.ts';
import { OutputCapture } from './output.ts';
import { createProcess } from './process.ts';
import { createReadlineModule } from './readline.ts';
import { STACK_HINT, describeSyntaxError, describeUncaught } from './report.ts';
import { StdinFile, StdinStream } from './stdin.ts';
import type { HostHooks, NodeGlobals, NodeProcess, ProgramOutcome, ProgramRunOptions, SourceLocation } from './types.ts';
import { CJS_PARAMS, ENV_PARAMS, PROGRAM_FILE, checkLineOffset, checkSyntax, compileProgram, isIdentifier, wrapperLineOffset } from './wrapper.ts';

const defaultHost: HostHooks = {
  setTimeout: globalThis.setTimeout.bind(globalThis) as HostHooks['setTimeout'],
  clearTimeout: globalThis.clearTimeout.bind(globalThis) as HostHooks['clearTimeout'],
  now: () => performance.now(),
};

/** The program's `module` object. */
interface ProgramModule {
  exports: unknown;
  loaded: boolean;
}

/** Node's wording of a rejection with a non-Error reason that nobody handled. */
function unhandledRejectionText(reason: unknown): string {
  return (
    'UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, ' +
    `or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${inspect(reason)}". {\n  code: 'ERR_UNHANDLED_REJECTION'\n}\n`
  );
}

/**
 * One execution of a program with one stdin. Call {@link start} once; route errors that
 * escape to the host (uncaught errors of microtasks, unhandled promise rejections) to
 * {@link reportUncaught}.
 */
export class ProgramRun {
  private readonly host: HostHooks;
  private readonly stdinFile: StdinFile;
  private readonly loop: EventLoop;
  private readonly output: OutputCapture;
  private exitCode: number | undefined;
  private exiting = false;
  private finished = false;
  private startedAt = 0;
  private endedAt: number | null = null;
  private resolve!: (o: ProgramOutcome) => void;
  private readonly done: Promise<ProgramOutcome>;
  private process!: NodeProcess;
  private stdin!: StdinStream;
  private started = false;

  constructor(
    private readonly code: string,
    private readonly options: ProgramRunOptions,
  ) {
    this.host = options.host ?? defaultHost;
    this.stdinFile = new StdinFile(new TextEncoder().encode(options.stdin));
    this.done = new Promise((r) => (this.resolve = r));
    this.loop = new EventLoop(this.host, {
      isFinished: () => this.finished,
      onError: (e) => this.fail(e, 'exception'),
      onIdle: (idleSince) => {
        this.endedAt = idleSince;
        this.exit(this.exitCode ?? 0, false);
      },
    });
    this.output = new OutputCapture({ isFinished: () => this.finished, onLimit: () => this.finish(1), onOutput: options.onOutput });
  }

  /**
   * Compiles and runs the program; resolves when it has ended (see {@link ProgramOutcome}).
   * Never rejects: a failure of the runtime itself is reported as exit code 1 with the error on stderr.
   */
  async start(): Promise<ProgramOutcome> {
    if (this.started) throw new Error('ProgramRun.start() called twice');
    this.started = true;
    const shadowed = this.shadowedNames();
    const compiled = this.compile(shadowed);
    if ('failure' in compiled) return compiled.failure;
    wrapperLineOffset();
    const globals = this.buildGlobals();
    this.options.installGlobals?.(globals);
    this.runMain(compiled.factory, ENV_PARAMS.map((n) => globals[n]), shadowed.length);
    return this.done;
  }

  /** Reports an error that escaped the program outside the runtime's own callbacks (`kind` chooses Node's wording). */
  reportUncaught(error: unknown, kind: 'exception' | 'rejection' = 'exception'): void {
    if (this.finished || this.exiting || isExitSignal(error)) return;
    this.fail(error, kind);
    this.loop.checkIdle();
  }

  /** For the stdin stream: true once the run has ended. */
  get isFinished(): boolean {
    return this.finished;
  }

  /** For the stdin stream: keeps the run alive until the returned function is called. */
  hold(): () => void {
    return this.loop.hold();
  }

  /** For the stdin stream: runs `fn` on a later macrotask on behalf of the program. */
  defer(fn: () => void): void {
    this.loop.defer(fn);
  }

  /** For the stdin stream: up to `max` bytes of fd 0 from its current position. */
  readStdinChunk(max: number): Uint8Array {
    return this.stdinFile.readChunk(max);
  }

  /* ---------------- starting ---------------- */

  /** The host's shadowed globals that can be parameters (not the environment's or the wrapper's own). */
  private shadowedNames(): string[] {
    const own = [...ENV_PARAMS, ...CJS_PARAMS] as readonly string[];
    return (this.options.shadowedGlobals ?? []).filter((n) => !own.includes(n) && isIdentifier(n));
  }

  /** Checks the syntax like `node --check`, then compiles the wrapper; a syntax error becomes the outcome. */
  private compile(shadowed: string[]): { factory: ReturnType<typeof compileProgram> } | { failure: Promise<ProgramOutcome> } {
    try {
      checkSyntax(this.code);
    } catch (e) {
      if (e instanceof SyntaxError) return { failure: this.compileFailure(e) };
      throw e;
    }
    try {
      return { factory: compileProgram(this.code, [...ENV_PARAMS, ...shadowed]) };
    } catch (e) {
      if (e instanceof SyntaxError) return { failure: this.compileFailure(e, false) };
      throw e;
    }
  }

  /** Runs the module body with the environment's values and `undefined` for each shadowed global. */
  private runMain(factory: ReturnType<typeof compileProgram>, envValues: unknown[], shadowedCount: number): void {
    const module = { exports: {} as unknown, id: '.', path: '/box', filename: PROGRAM_FILE, loaded: false, children: [] as unknown[], paths: ['/box/node_modules', '/node_modules'] };
    const require = this.buildRequire(module);
    this.startedAt = this.host.now();
    this.loop.guard(() => {
      const fn = factory(...envValues, ...Array.from({ length: shadowedCount }, () => undefined));
      fn.call(module.exports, module.exports, require, module, PROGRAM_FILE, '/box');
      module.loaded = true;
    });
  }

  /**
   * The outcome of a program that does not parse. Asks the host where the error is, first by
   * parsing the source as a script that cannot run (`throw 0;` in front, same line numbers):
   * that reports brace errors where and as Node does, whereas V8 parses a `Function` body
   * inside its own textual wrapper, so a stray or missing `}` shows up after the learner's code
   * with another message. Errors that only exist in a script (top-level `return`) or only in
   * the function body fall back to the `Function` body's position.
   */
  private async compileFailure(error: SyntaxError, locate = true): Promise<ProgramOutcome> {
    const found = locate && this.options.locateSyntaxError ? await this.locateSyntaxError(this.options.locateSyntaxError) : null;
    const compileError = describeSyntaxError(found?.error ?? error, this.code, found?.location ?? null);
    return { compileError, exitCode: 1, stdout: '', stderr: '', outputLimitExceeded: false, timeMs: 0 };
  }

  /** Where the host's engine puts the syntax error: as a script if it can tell, else as the module body. */
  private async locateSyntaxError(
    locateHook: NonNullable<ProgramRunOptions['locateSyntaxError']>,
  ): Promise<{ location: SourceLocation; error?: SyntaxError } | null> {
    const lineCount = this.code.split(/\r?\n/).length;
    const prefix = 'throw 0;';
    const asScript = await locateHook(() => (0, eval)(prefix + this.code)).catch(() => null);
    if (
      asScript &&
      asScript.error instanceof SyntaxError &&
      !/^Illegal return statement/.test(asScript.error.message) &&
      asScript.line >= 1 &&
      asScript.line <= lineCount
    ) {
      const column = asScript.line === 1 ? Math.max(1, asScript.column - prefix.length) : asScript.column;
      return { location: { line: asScript.line, column }, error: asScript.error };
    }
    const asBody = await locateHook(() => checkSyntax(this.code)).catch(() => null);
    if (asBody && asBody.line - checkLineOffset() >= 1) return { location: { line: asBody.line - checkLineOffset(), column: asBody.column } };
    return null;
  }

  /* ---------------- ending ---------------- */

  /** An error escaped the program: `process` listeners get it, else it is printed and the run exits with 1. */
  private fail(error: unknown, kind: 'exception' | 'rejection'): void {
    if (this.finished || this.exiting) return;
    const handled = this.emitToListeners(error, kind);
    if (handled === true) return;
    error = handled.error;
    let text: string;
    if (kind === 'rejection' && !(error instanceof Error)) {
      text = unhandledRejectionText(error);
    } else {
      text = describeUncaught(error, this.code);
      if (error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message)) text += STACK_HINT;
    }
    try {
      this.output.writeStderr(text);
    } catch {
      /* finished meanwhile */
    }
    this.exit(1, true);
  }

  /**
   * Gives an escaped error to `process.on('uncaughtException' | 'unhandledRejection')`
   * listeners: true when one took it, else the error to print (the listener's own, if it threw).
   */
  private emitToListeners(error: unknown, kind: 'exception' | 'rejection'): true | { error: unknown } {
    const event = kind === 'rejection' ? 'unhandledRejection' : 'uncaughtException';
    const proc = this.process;
    if (proc.listenerCount(event) === 0 && !(kind === 'rejection' && proc.listenerCount('uncaughtException') > 0)) return { error };
    try {
      if (proc.listenerCount(event) > 0) proc.emit(event, error, kind === 'rejection' ? undefined : 'uncaughtException');
      else proc.emit('uncaughtException', error, 'unhandledRejection');
      return true;
    } catch (e) {
      if (isExitSignal(e)) return true;
      return { error: e };
    }
  }

  /** `process.exit`: runs `'exit'` listeners once, then finishes. */
  private exit(code: number, fromError: boolean): void {
    if (this.finished) return;
    if (this.exiting) {
      this.finish(code);
      return;
    }
    this.exiting = true;
    this.exitCode = code;
    try {
      this.process.emit('exit', code);
    } catch (e) {
      if (!isExitSignal(e) && !fromError) {
        try {
          this.output.writeStderr(describeUncaught(e, this.code));
        } catch {
          /* ignore */
        }
        this.exitCode = 7;
      }
    }
    this.finish(this.exitCode ?? code);
  }

  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    const timeMs = (this.endedAt ?? this.host.now()) - this.startedAt;
    this.loop.clearAll();
    this.resolve({
      compileError: null,
      exitCode: code,
      stdout: this.output.stdout,
      stderr: this.output.stderr,
      outputLimitExceeded: this.output.limitExceeded,
      timeMs,
    });
  }

  /* ---------------- environment ---------------- */

  private buildGlobals(): NodeGlobals {
    const loop = this.loop;
    const writeStdout = (t: string) => this.output.writeStdout(t);
    const writeStderr = (t: string) => this.output.writeStderr(t);
    this.stdin = new StdinStream(this);
    this.process = createProcess({
      host: this.host,
      startedAt: () => this.startedAt,
      stdin: this.stdin,
      writeStdout,
      writeStderr,
      defer: (fn) => loop.defer(fn),
      nextTick: (fn, args) => loop.nextTick(fn, args),
      getExitCode: () => this.exitCode,
      setExitCode: (code) => {
        this.exitCode = code;
      },
      exit: (code) => this.exit(code, false),
    });
    return {
      process: this.process,
      console: createConsole(writeStdout, writeStderr, () => this.host.now()),
      Buffer: NodeBuffer,
      global: globalThis,
      setTimeout: (fn, ms, ...args) => loop.addTimer(fn, ms, args, false),
      clearTimeout: (t) => loop.clearTimer(t),
      setInterval: (fn, ms, ...args) => loop.addTimer(fn, ms, args, true),
      clearInterval: (t) => loop.clearTimer(t),
      setImmediate: (fn, ...args) => loop.addTimer(fn, 0, args, false, true),
      clearImmediate: (t) => loop.clearTimer(t),
      ...leetCodeGlobals(),
    };
  }

  private buildRequire(module: ProgramModule): NodeRequire {
    const fs = createFs({ stdin: this.stdinFile, writeStdout: (t) => this.output.writeStdout(t), writeStderr: (t) => this.output.writeStderr(t) });
    return createRequire({ fs, readline: createReadlineModule(), util: createUtil() }, module);
  }
}
