import { constants, existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEEP_OUTPUT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { compileKey, type CompileCache, type CompiledFile, type CompiledProgram } from './compile-cache.ts';
import type { SandboxIdentity } from './identities.ts';
import type { CompiledClass, JavaCompilerOptions, JavaCompilerPool } from './java-compiler.ts';
import type { JudgeLog, JudgeObserver, JudgeRequest } from './judge-types.ts';
import { LANGUAGE_SPECS } from './languages.ts';
import type { Permits } from './parallel.ts';
import { readPrefix, runInSandbox, type SandboxEnv, type SandboxLimits, type SandboxResult } from './sandbox.ts';

/**
 * The compile step of a job: a learner's C++ or Java program compiled in its box, through the warm
 * Java compiler when there is one, else by the language's compile command in the sandbox — or,
 * when the same program was compiled moments ago, its compiled files copied into the box from the
 * judge's {@link CompileCache}.
 */

/** Limits of one compile step in the sandbox. */
const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  // g++ -O2 on a template-heavy file, or javac, with its page cache and /tmp.
  memoryKb: 1536 * 1024,
  addressSpaceKb: 0,
  stackKb: 0,
  fileSizeKb: 64 * 1024,
  processes: 128,
  openFiles: 256,
  tmpfsBytes: 256 * 1024 * 1024,
};

/** Limits of the warm Java compiler (see java-compiler.ts): per process and per compile. */
export const JAVA_COMPILER_LIMITS = {
  // Over a compiler's life: its memory (heap 512 MB + JVM), processes and files as a compile step's; CPU and wall clock
  // generous, as each compile has its own limits and the process is retired at half of these.
  processLimits: { ...COMPILE_LIMITS, addressSpaceKb: LANGUAGE_SPECS.java.compileAddressSpaceKb, cpuMs: 3_600_000, wallMs: 24 * 3_600_000, tmpfsBytes: 16 * 1024 * 1024 },
  compileCpuMs: COMPILE_LIMITS.cpuMs,
  compileWallMs: COMPILE_LIMITS.wallMs,
} satisfies Pick<JavaCompilerOptions, 'processLimits' | 'compileCpuMs' | 'compileWallMs'>;

/** What the compile step uses of the judge. */
export interface CompileTools {
  env: SandboxEnv;
  /** The job's CPU permits (see CpuScheduler): a compile holds one. */
  cpus: Permits;
  /**
   * Whose job this is: a cached compile is reused only for the learner who made it, so how fast a
   * compile answers tells no one what another learner compiled.
   */
  owner: string;
  /** The warm Java compiler, or null (javac runs per job). */
  javaCompiler: JavaCompilerPool | null;
  /** The C++ precompiled header's directory (mounted at /pch), or null. */
  pchDir: string | null;
  /** Programs compiled recently, or null (every job compiles). */
  compileCache?: CompileCache | null;
  /** Told of each real compile. */
  observer?: JudgeObserver;
  log: JudgeLog;
}

/** What compiling gave: the learner's message (null when it compiled), whether a repeat would give the same, and the files when already in hand. */
interface CompileResult {
  message: string | null;
  /** False for a compile stopped by a limit (it depends on the machine's load) or by the sandbox. */
  repeatable: boolean;
  files?: CompiledFile[];
}

/** Where one job's program is compiled. */
export interface CompileTarget {
  /** The source file's name in the box and the class a Java program runs. */
  entry: { sourceFile: string; mainClass: string };
  /** The job's box directory (the program's /box). */
  box: string;
  /** The job's uid/gid, or undefined when the server is not root. */
  identity: SandboxIdentity | undefined;
  /** A fresh path in the job's private io directory for a file of `kind`. */
  ioFile: (kind: string) => string;
}

const TIME_LIMIT_MESSAGE = `Compilation time limit exceeded (${COMPILE_LIMITS.cpuMs / 1000} s)`;
const MEMORY_LIMIT_MESSAGE = `Compilation memory limit exceeded (${Math.round(COMPILE_LIMITS.memoryKb / 1024)} MB)`;

/**
 * The compile step of a job, in its box: the compiled files of the same program (language,
 * compile command, entry, source) from the judge's cache when it has them; else Java through the
 * warm compiler when it is there (the class files are written into the box), everything else (and
 * Java when the warm compiler fails) by the language's compile command in the sandbox, its result
 * then kept in the cache.
 * @returns null when the program compiled, else the message a learner sees (compiler output or a limit).
 * @throws Error when the sandbox itself fails.
 */
export async function compileProgram(req: Pick<JudgeRequest, 'language' | 'code'>, target: CompileTarget, tools: CompileTools): Promise<string | null> {
  const cache = tools.compileCache ?? null;
  const key = cache
    ? compileKey({
        owner: tools.owner,
        language: req.language,
        command: compileCommand(req.language, target.entry.sourceFile, tools.env),
        entry: target.entry.mainClass,
        files: [{ name: target.entry.sourceFile, bytes: req.code }],
      })
    : null;
  const cached = key ? cache!.get(key) : undefined;
  if (cached) return restoreCompiled(cached, target);
  tools.observer?.compiled?.(req.language);
  const result = await compileFresh(req, target, tools);
  if (key && result.repeatable) {
    const program = await compiledProgram(result, target, cache!.maxEntryBytes);
    if (program) cache!.set(key, program);
  }
  return result.message;
}

/** Compiles the program: through the warm Java compiler when it is there and works, else in the sandbox. */
async function compileFresh(req: Pick<JudgeRequest, 'language' | 'code'>, target: CompileTarget, tools: CompileTools): Promise<CompileResult> {
  if (req.language === 'java' && tools.javaCompiler) {
    const warm = await compileWithWarmJava(tools.javaCompiler, req.code, target, tools);
    if (warm !== undefined) return warm;
  }
  return compileInSandbox(req.language, target, tools);
}

/** The compile command of `language` as it runs in the sandbox (the bounded one under bubblewrap). */
function compileCommand(language: JudgeRequest['language'], sourceFile: string, env: SandboxEnv): string[] {
  const spec = LANGUAGE_SPECS[language];
  return env.isolate && spec.boundedCompile ? spec.boundedCompile.argv(sourceFile) : spec.compile(sourceFile);
}

/** A cache entry of a compile's result: its message, or the files it wrote (read from the box when not in hand); null when they weigh more than `maxBytes`. */
async function compiledProgram(result: CompileResult, target: CompileTarget, maxBytes: number): Promise<CompiledProgram | null> {
  if (result.message !== null) return { kind: 'error', message: result.message };
  const files = result.files ?? (await readCompiledFiles(target.box, target.entry.sourceFile, maxBytes));
  return files ? { kind: 'compiled', files } : null;
}

/** Gives the job a cached compile's result: its files copied into the box, or its message. */
async function restoreCompiled(program: CompiledProgram, target: CompileTarget): Promise<string | null> {
  if (program.kind === 'error') return program.message;
  await writeCompiledFiles(target.box, program.files, target.identity);
  return null;
}

/**
 * Compiles a Java program with the warm compiler and writes its class files into the box.
 * @returns the result (null message when it compiled), or undefined when the warm compiler itself
 *   failed (logged; the caller compiles with javac).
 */
async function compileWithWarmJava(compiler: JavaCompilerPool, code: string, target: CompileTarget, tools: CompileTools): Promise<CompileResult | undefined> {
  const compiled = await tools.cpus.use(() => compiler.compile(target.entry.sourceFile, code));
  switch (compiled.kind) {
    case 'compiled': {
      const files = classFiles(compiled.classes);
      await writeCompiledFiles(target.box, files, target.identity);
      return { message: null, repeatable: true, files };
    }
    case 'errors': {
      const message = compiled.message.trim();
      if (Buffer.byteLength(message) <= STDERR_KEEP_BYTES) return { message: message || 'Compilation failed', repeatable: true };
      return { message: `${Buffer.from(message).subarray(0, STDERR_KEEP_BYTES).toString('utf8')}\n… (compiler output truncated)`, repeatable: true };
    }
    case 'time-limit':
      return { message: TIME_LIMIT_MESSAGE, repeatable: false };
    case 'memory-limit':
      return { message: MEMORY_LIMIT_MESSAGE, repeatable: false };
    case 'too-large':
      return { message: JUDGE_TEXT.javaClassesTooLarge(compiled.limitBytes / (1024 * 1024)), repeatable: true };
    case 'failed':
      tools.log.warn(`${compiled.reason}; compiling with javac instead`);
      return undefined;
  }
}

/**
 * Runs the language's compile command in the sandbox (writable box, the PCH at /pch).
 * @returns the result: a null message when it compiled, else the learner's.
 * @throws Error when the sandbox itself fails.
 */
async function compileInSandbox(language: JudgeRequest['language'], target: CompileTarget, tools: CompileTools): Promise<CompileResult> {
  const spec = LANGUAGE_SPECS[language];
  const compileOut = target.ioFile('compile-out');
  const compileErr = target.ioFile('compile-err');
  const mounts = tools.pchDir ? [{ host: tools.pchDir, sandbox: '/pch' }] : [];
  const bounded = tools.env.isolate ? spec.boundedCompile : undefined;
  const compile = await tools.cpus.use(() =>
    runInSandbox(
      {
        boxDir: target.box,
        writable: true,
        extraMounts: mounts,
        tmpfsMounts: bounded ? [bounded.tmpfs] : [],
        argv: compileCommand(language, target.entry.sourceFile, tools.env),
        stdoutFile: compileOut,
        stderrFile: compileErr,
        identity: target.identity,
        limits: { ...COMPILE_LIMITS, addressSpaceKb: spec.compileAddressSpaceKb },
      },
      tools.env,
    ),
  );
  const cr = compile.report;
  if (!cr || cr.setupFailed) throw new Error(compile.sandboxError ?? 'compile step failed');
  if (cr.exitCode === 0 && cr.signal === 0) return { message: null, repeatable: true };
  const message = (readPrefix(compileOut, KEEP_OUTPUT_BYTES).toString('utf8') + compile.stderr).trim();
  // The output tmpfs is full: the compiled files passed its size.
  if (bounded && /No space left on device/.test(message)) return { message: JUDGE_TEXT.javaClassesTooLarge(bounded.tmpfs.bytes / (1024 * 1024)), repeatable: true };
  const repeatable = !(cr.wallTimedOut || cr.cpuTimedOut || cr.oomKilled || cr.signal !== 0);
  return { message: compileFailureMessage(compile, message), repeatable };
}

/** The learner's message for a failed compile: its output, after the limit it hit or with a truncation marker. */
function compileFailureMessage(compile: SandboxResult, output: string): string {
  const cr = compile.report!;
  if (cr.wallTimedOut || cr.cpuTimedOut || cr.signal === 24) return `${TIME_LIMIT_MESSAGE}\n${output}`.trim();
  if (cr.oomKilled) return `${MEMORY_LIMIT_MESSAGE}\n${output}`.trim();
  if (compile.stderr.length >= STDERR_KEEP_BYTES) return `${output}\n… (compiler output truncated)`;
  if (!output) return `Compiler exited with ${cr.signal ? `signal ${cr.signal}` : `code ${cr.exitCode}`}`;
  return output;
}

/** The warm compiler's class files as the files `javac -d .` writes (`pkg/Main$1.class`, 0600). */
function classFiles(classes: CompiledClass[]): CompiledFile[] {
  return classes.map((c) => ({ path: `${c.binaryName.split('.').join('/')}.class`, bytes: c.bytes, mode: 0o600 }));
}

/**
 * Writes compiled files into the job's box (directories 0700), owned by the job's uid. Paths are
 * class files' binary names (checked by decodeCompileResponse) or read from a box by
 * {@link readCompiledFiles}; a path with an empty, `.` or `..` part is refused, so none leaves the box.
 * @throws Error on such a path or when a file exists already.
 */
async function writeCompiledFiles(box: string, files: CompiledFile[], identity: SandboxIdentity | undefined): Promise<void> {
  for (const f of files) {
    const parts = f.path.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..')) throw new Error(`compiled file path ${JSON.stringify(f.path)}`);
    let dir = box;
    for (const part of parts.slice(0, -1)) {
      dir = path.join(dir, part);
      if (!existsSync(dir)) {
        await mkdir(dir, { mode: 0o700 });
        if (identity) await chown(dir, identity.uid, identity.gid);
      }
    }
    const file = path.join(dir, parts.at(-1)!);
    await writeFile(file, f.bytes, { flag: 'wx', mode: f.mode });
    await chmod(file, f.mode);
    if (identity) await chown(file, identity.uid, identity.gid);
  }
}

/**
 * Reads what a compile wrote into the box (every regular file but the source, never through a
 * symlink), once the compile has ended.
 * @returns the files, or null when they weigh more than `maxBytes` together or the box holds
 *   something else than files and directories (such a compile is not kept).
 */
export async function readCompiledFiles(box: string, sourceFile: string, maxBytes: number): Promise<CompiledFile[] | null> {
  const files: CompiledFile[] = [];
  let total = 0;
  const walk = async (dir: string, rel: string): Promise<boolean> => {
    for (const d of await readdir(dir, { withFileTypes: true })) {
      if (!rel && d.name === sourceFile) continue;
      const relPath = rel ? `${rel}/${d.name}` : d.name;
      const full = path.join(dir, d.name);
      if (d.isDirectory()) {
        if (!(await walk(full, relPath))) return false;
        continue;
      }
      if (!d.isFile()) return false;
      const handle = await open(full, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        const stat = await handle.stat();
        total += stat.size;
        if (!stat.isFile() || total > maxBytes) return false;
        files.push({ path: relPath, bytes: await handle.readFile(), mode: stat.mode & 0o777 });
      } finally {
        await handle.close();
      }
    }
    return true;
  };
  return (await walk(box, '')) ? files : null;
}
