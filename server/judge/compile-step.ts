import { existsSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEEP_OUTPUT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import type { SandboxIdentity } from './identities.ts';
import type { CompiledClass, JavaCompilerOptions, JavaCompilerPool } from './java-compiler.ts';
import type { JudgeLog, JudgeRequest } from './judge-types.ts';
import { LANGUAGE_SPECS } from './languages.ts';
import type { Semaphore } from './parallel.ts';
import { readPrefix, runInSandbox, type SandboxEnv, type SandboxLimits, type SandboxResult } from './sandbox.ts';

/**
 * The compile step of a job: a learner's C++ or Java program compiled in its box, through the warm
 * Java compiler when there is one, else by the language's compile command in the sandbox.
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
  /** The judge's CPU permits: a compile holds one. */
  cpus: Semaphore;
  /** The warm Java compiler, or null (javac runs per job). */
  javaCompiler: JavaCompilerPool | null;
  /** The C++ precompiled header's directory (mounted at /pch), or null. */
  pchDir: string | null;
  log: JudgeLog;
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
 * The compile step of a job, in its box: Java through the warm compiler when it is there (the
 * class files are written into the box), everything else (and Java when the warm compiler fails)
 * by the language's compile command in the sandbox.
 * @returns null when the program compiled, else the message a learner sees (compiler output or a limit).
 * @throws Error when the sandbox itself fails.
 */
export async function compileProgram(req: Pick<JudgeRequest, 'language' | 'code'>, target: CompileTarget, tools: CompileTools): Promise<string | null> {
  if (req.language === 'java' && tools.javaCompiler) {
    const warm = await compileWithWarmJava(tools.javaCompiler, req.code, target, tools);
    if (warm !== undefined) return warm;
  }
  return compileInSandbox(req.language, target, tools);
}

/**
 * Compiles a Java program with the warm compiler and writes its class files into the box.
 * @returns null when it compiled, the learner's message when it did not, undefined when the warm
 *   compiler itself failed (logged; the caller compiles with javac).
 */
async function compileWithWarmJava(compiler: JavaCompilerPool, code: string, target: CompileTarget, tools: CompileTools): Promise<string | null | undefined> {
  const compiled = await tools.cpus.use(() => compiler.compile(target.entry.sourceFile, code));
  switch (compiled.kind) {
    case 'compiled':
      await writeClassFiles(target.box, compiled.classes, target.identity);
      return null;
    case 'errors': {
      const message = compiled.message.trim();
      if (Buffer.byteLength(message) <= STDERR_KEEP_BYTES) return message || 'Compilation failed';
      return `${Buffer.from(message).subarray(0, STDERR_KEEP_BYTES).toString('utf8')}\n… (compiler output truncated)`;
    }
    case 'time-limit':
      return TIME_LIMIT_MESSAGE;
    case 'memory-limit':
      return MEMORY_LIMIT_MESSAGE;
    case 'too-large':
      return JUDGE_TEXT.javaClassesTooLarge(compiled.limitBytes / (1024 * 1024));
    case 'failed':
      tools.log.warn(`${compiled.reason}; compiling with javac instead`);
      return undefined;
  }
}

/**
 * Runs the language's compile command in the sandbox (writable box, the PCH at /pch).
 * @returns null when it compiled, else the learner's message.
 * @throws Error when the sandbox itself fails.
 */
async function compileInSandbox(language: JudgeRequest['language'], target: CompileTarget, tools: CompileTools): Promise<string | null> {
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
        argv: bounded ? bounded.argv(target.entry.sourceFile) : spec.compile(target.entry.sourceFile),
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
  if (cr.exitCode === 0 && cr.signal === 0) return null;
  const message = (readPrefix(compileOut, KEEP_OUTPUT_BYTES).toString('utf8') + compile.stderr).trim();
  // The output tmpfs is full: the compiled files passed its size.
  if (bounded && /No space left on device/.test(message)) return JUDGE_TEXT.javaClassesTooLarge(bounded.tmpfs.bytes / (1024 * 1024));
  return compileFailureMessage(compile, message);
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

/**
 * Writes the warm compiler's class files into the job's box as `javac -d .` would
 * (`pkg/Main$1.class`), owned by the job's uid. Names are Java binary names (checked by
 * decodeCompileResponse), so no path leaves the box.
 */
async function writeClassFiles(box: string, classes: CompiledClass[], identity: SandboxIdentity | undefined): Promise<void> {
  for (const c of classes) {
    const parts = c.binaryName.split('.');
    let dir = box;
    for (const part of parts.slice(0, -1)) {
      dir = path.join(dir, part);
      if (!existsSync(dir)) {
        await mkdir(dir, { mode: 0o700 });
        if (identity) await chown(dir, identity.uid, identity.gid);
      }
    }
    const file = path.join(dir, `${parts.at(-1)!}.class`);
    await writeFile(file, c.bytes, { flag: 'wx', mode: 0o600 });
    if (identity) await chown(file, identity.uid, identity.gid);
  }
}
