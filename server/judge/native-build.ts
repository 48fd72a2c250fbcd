import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JAVA_COMPILER_LIMITS } from './compile-step.ts';
import { compilerIdentity } from './identities.ts';
import { JavaCompilerPool } from './java-compiler.ts';
import { CXX_FLAGS } from './languages.ts';
import type { JudgeLog } from './judge-types.ts';
import type { SandboxEnv } from './sandbox.ts';

/**
 * What the judge builds for itself in its cache directory (`JUDGE_CACHE_DIR`) before it takes jobs:
 * the native supervisor, launcher and sandbox init, the C++ precompiled header and the warm Java
 * compiler. Each build is keyed by a hash of what it is built from, so a cache survives restarts.
 */

const supervisorSource = fileURLToPath(new URL('./native/supervisor.c', import.meta.url));
const launcherSource = fileURLToPath(new URL('./native/launcher.c', import.meta.url));
const initSource = fileURLToPath(new URL('./native/pj-init.c', import.meta.url));

/**
 * Compiles `native/supervisor.c` (with libseccomp) into `cacheDir` once per source version.
 * @returns the supervisor's path.
 * @throws Error naming the missing package when it cannot be built.
 */
export function buildSupervisor(cacheDir: string): string {
  return buildNative(cacheDir, supervisorSource, 'pj-supervisor', ['-lseccomp']);
}

/**
 * Compiles `native/launcher.c` (see launcher.ts) into `cacheDir` once per source version.
 * @returns the launcher's path.
 * @throws Error when it cannot be built.
 */
export function buildLauncher(cacheDir: string): string {
  return buildNative(cacheDir, launcherSource, 'pj-launcher', []);
}

/**
 * Compiles `native/pj-init.c` (the sandbox's PID 1, see sandbox.ts) statically into `cacheDir` once
 * per source version: a static binary starts without the dynamic loader, in well under a millisecond.
 * @returns its path.
 * @throws Error when it cannot be built (needs the static C library, package libc6-dev).
 */
export function buildInit(cacheDir: string): string {
  return buildNative(cacheDir, initSource, 'pj-init', ['-static']);
}

/** Compiles one C source with gcc -O2 into `cacheDir/<name>-<hash of the source>`, unless it is there. */
function buildNative(cacheDir: string, source: string, name: string, libs: string[]): string {
  const src = readFileSync(source);
  const hash = createHash('sha256').update(src).digest('hex').slice(0, 12);
  const out = path.join(cacheDir, `${name}-${hash}`);
  if (existsSync(out)) return out;
  const tmp = `${out}.${process.pid}.tmp`;
  const r = spawnSync('gcc', ['-O2', '-Wall', '-o', tmp, source, ...libs], { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`cannot build the judge's ${name} (needs gcc and libseccomp-dev: apt-get install gcc libseccomp-dev): ${(r.stderr || r.error?.message || '').trim()}`);
  }
  renameSync(tmp, out);
  return out;
}

/**
 * Creates the cache directory (mode 0755: the sandbox user must be able to read the PCH and pass
 * through it) or checks an existing one.
 * @throws Error naming the directory when someone else owns it or may write to it.
 */
export function prepareCacheDir(cacheDir: string): void {
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  assertPrivateDir(cacheDir);
  // mkdir leaves an existing directory's mode alone; sandboxed jobs must be able to pass through it.
  chmodSync(cacheDir, 0o755);
}

/**
 * The cache holds binaries the server executes (as root, when it is): refuse a directory
 * someone else owns or may write to (e.g. planted in a shared /tmp before the first start).
 * @throws Error naming the directory.
 */
function assertPrivateDir(dir: string): void {
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a directory owned by this user and writable by no one else (JUDGE_CACHE_DIR)`);
  }
}

/**
 * Builds `bits/stdc++.h.gch` with exactly the flags of the C++ compile step ({@link CXX_FLAGS}), in a
 * directory of `cacheDir` (keyed by the g++ version, the flags and the header) that is mounted at /pch,
 * then checks once (a marker file in that directory) with {@link pchInUse} that g++ takes it.
 * @returns that directory, or null when it cannot be built or g++ would not use it (compiles then
 *   just take longer; the reason is logged).
 */
export function buildPch(cacheDir: string, log: JudgeLog): string | null {
  const header = findStdcxxHeader();
  if (!header) {
    log.warn('C++ precompiled header disabled: bits/stdc++.h not found');
    return null;
  }
  const version = spawnSync('g++', ['--version'], { encoding: 'utf8' }).stdout;
  const key = createHash('sha256').update(`${version}\0${CXX_FLAGS.join(' ')}\0${header}`).digest('hex').slice(0, 12);
  const dir = path.join(cacheDir, `pch-${key}`);
  const gch = path.join(dir, 'bits', 'stdc++.h.gch');
  if (!existsSync(gch)) {
    const failure = compilePch(header, gch, log);
    if (failure !== null) {
      log.warn(`C++ precompiled header disabled: ${failure}`);
      return null;
    }
  }
  // Checked once per cache directory (its key holds g++'s version, the flags and the header, so a
  // verdict stays true): a marker file spares every later judge start-up the extra g++ run.
  const verified = path.join(dir, 'in-use');
  if (!existsSync(verified)) {
    if (!pchInUse(dir)) {
      log.warn(`C++ precompiled header disabled: g++ does not use ${gch} with ${CXX_FLAGS.join(' ')}`);
      return null;
    }
    writeFileSync(verified, '');
  }
  return dir;
}

/** The path of `bits/stdc++.h` as g++ finds it with the compile step's flags, or null. */
function findStdcxxHeader(): string | null {
  const probe = spawnSync('g++', [...CXX_FLAGS, '-x', 'c++', '-E', '-H', '-o', '/dev/null', '-'], {
    input: '#include <bits/stdc++.h>\n',
    encoding: 'utf8',
  });
  const header = probe.stderr?.split('\n')[0]?.replace(/^\.+\s*/, '').trim();
  return probe.status === 0 && header && existsSync(header) ? header : null;
}

/** Compiles `header` into `gch` (through a temporary file). @returns null, or g++'s complaint. */
function compilePch(header: string, gch: string, log: JudgeLog): string | null {
  mkdirSync(path.dirname(gch), { recursive: true });
  const tmp = `${gch}.${process.pid}.tmp`;
  const started = Date.now();
  const r = spawnSync('g++', [...CXX_FLAGS, '-x', 'c++-header', header, '-o', tmp], { encoding: 'utf8' });
  if (r.status !== 0) return r.stderr || r.error?.message || `g++ exited with ${r.status}`;
  renameSync(tmp, gch);
  log.info(`built C++ precompiled header in ${Date.now() - started} ms`);
  return null;
}

/**
 * Whether g++, given the compile step's flags and `-I <pchDir>`, loads `<pchDir>/bits/stdc++.h.gch`
 * for `#include <bits/stdc++.h>`: with `-H` g++ lists a used PCH on a line starting `! `, and
 * `-Winvalid-pch` says why it skips one.
 */
export function pchInUse(pchDir: string): boolean {
  const gch = path.join(pchDir, 'bits', 'stdc++.h.gch');
  const r = spawnSync('g++', [...CXX_FLAGS, '-I', pchDir, '-H', '-Winvalid-pch', '-fsyntax-only', '-x', 'c++', '-'], {
    input: '#include <bits/stdc++.h>\nint main() {}\n',
    encoding: 'utf8',
  });
  return r.status === 0 && (r.stderr ?? '').split('\n').some((line) => line === `! ${gch}`);
}

/**
 * Builds the warm Java compiler (see java-compiler.ts).
 * @returns the pool, or null when there is no JDK or it cannot be built — Java then compiles with
 *   one javac per job, as it always can (the reason is logged).
 */
export function buildJavaCompiler(env: SandboxEnv, cacheDir: string, log: JudgeLog): JavaCompilerPool | null {
  const pool = new JavaCompilerPool({
    env,
    cacheDir,
    identity: compilerIdentity,
    ...JAVA_COMPILER_LIMITS,
    log,
  });
  try {
    pool.build();
    return pool;
  } catch (e) {
    log.warn(`Java compiles with javac per job: ${(e as Error).message}`);
    return null;
  }
}
