import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, openSync, readSync, writeFileSync } from 'node:fs';

/**
 * One process execution inside the bubblewrap sandbox.
 *
 * Isolation (bwrap, https://github.com/containers/bubblewrap): new user, PID,
 * network, IPC, UTS and cgroup namespaces (`--unshare-all`: no network at all),
 * `--die-with-parent`, `--new-session`, all capabilities dropped, uid/gid 65534,
 * a read-only view of `/usr` (plus the few `/etc` entries the JDK needs) — never
 * the app's directory, `./data` or the server's environment (`--clearenv`) — a
 * private size-limited tmpfs at `/tmp`, and the job's work dir at `/box`
 * (writable only for the compile step). Inside, `sandbox-exec` (native/sandbox-exec.c)
 * applies rlimits and a wall-clock limit and reports CPU ms and peak RSS KB.
 *
 * With `sandbox: false` (JUDGE_SANDBOX=off, development only) the same helper
 * runs directly on the host: rlimits still apply, isolation does not.
 *
 * When the server runs as root, bwrap (and the helper) run as the host user
 * `nobody` ({@link SANDBOX_UID}): the kernel exempts root-owned processes from
 * RLIMIT_NPROC, so without this a fork bomb would not be contained.
 */

/** Host uid/gid that sandboxed programs run as when the server is root (nobody/nogroup). */
export const SANDBOX_UID = 65534;

/** spawn() options that drop root to {@link SANDBOX_UID}; empty when not root. */
export function dropPrivileges(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
}

export interface SandboxLimits {
  /** CPU time limit, ms (RLIMIT_CPU rounded up to whole seconds is the hard backstop). */
  cpuMs: number;
  /** Wall-clock limit, ms. */
  wallMs: number;
  /** RLIMIT_AS in KB, 0 = unlimited. */
  addressSpaceKb: number;
  /** RLIMIT_STACK in KB, 0 = inherit. */
  stackKb: number;
  /** RLIMIT_FSIZE in KB: the largest file the process may write. */
  fileSizeKb: number;
  /** RLIMIT_NPROC: processes + threads. */
  processes: number;
  /** RLIMIT_NOFILE. */
  openFiles: number;
  /** Bytes of stdout collected before the process is killed for flooding. */
  outputLimitBytes: number;
  /** Size of the private /tmp, bytes. */
  tmpfsBytes: number;
}

export interface SandboxReport {
  exitCode: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  maxRssKb: number;
  wallTimedOut: boolean;
  execFailed: boolean;
}

export interface SandboxResult {
  /** null when the sandbox itself failed (see `sandboxError`). */
  report: SandboxReport | null;
  stdout: string;
  /** At most {@link STDERR_KEEP_BYTES} of stderr. */
  stderr: string;
  outputLimitExceeded: boolean;
  sandboxError?: string;
}

/** Bytes of stderr (and compiler output) kept. */
export const STDERR_KEEP_BYTES = 64 * 1024;

export interface SandboxSpec {
  /** Host directory mounted at /box. */
  workDir: string;
  /** Mount /box writable (compile step) or read-only (test runs). */
  writable: boolean;
  /** Extra read-only mounts: host path → sandbox path. */
  extraMounts?: { host: string; sandbox: string }[];
  /** Program and arguments, using sandbox paths. */
  argv: string[];
  /** Sandbox path of the stdin file, or undefined for /dev/null. */
  stdinPath?: string;
  /**
   * Host path of a file that receives stdout (mounted writable at /out/stdout;
   * the only writable file the program sees). Its size is capped by
   * RLIMIT_FSIZE = `limits.outputLimitBytes`, so a flood ends in SIGXFSZ/EFBIG
   * instead of filling memory. Without it stdout is a pipe read by the server.
   */
  stdoutFile?: string;
  limits: SandboxLimits;
}

export interface SandboxEnv {
  /** Host path of the compiled sandbox-exec helper. */
  helperPath: string;
  /** false = run without bwrap (JUDGE_SANDBOX=off). */
  isolate: boolean;
  /** The bwrap executable (JUDGE_BWRAP, default `bwrap` from PATH). */
  bwrapPath: string;
}

const HELPER_IN_SANDBOX = '/sandbox/exec';
const STDOUT_IN_SANDBOX = '/out/stdout';
const ETC_ENTRIES = ['/etc/alternatives', '/etc/java-17-openjdk', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d'];

/** Builds the bwrap argv for one execution. Exported for tests and benchmarks. */
export function bwrapArgs(spec: SandboxSpec, env: SandboxEnv): string[] {
  const args = [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop', 'ALL',
    '--uid', '65534',
    '--gid', '65534',
    '--hostname', 'sandbox',
    '--ro-bind', '/usr', '/usr',
    '--symlink', 'usr/bin', '/bin',
    '--symlink', 'usr/lib', '/lib',
    '--symlink', 'usr/lib64', '/lib64',
    '--symlink', 'usr/sbin', '/sbin',
  ];
  for (const e of ETC_ENTRIES) args.push('--ro-bind-try', e, e);
  args.push(
    '--proc', '/proc',
    '--dev', '/dev',
    '--size', String(spec.limits.tmpfsBytes), '--tmpfs', '/tmp',
    spec.writable ? '--bind' : '--ro-bind', spec.workDir, '/box',
    '--ro-bind', env.helperPath, HELPER_IN_SANDBOX,
  );
  for (const m of spec.extraMounts ?? []) args.push('--ro-bind', m.host, m.sandbox);
  if (spec.stdoutFile) args.push('--bind', spec.stdoutFile, STDOUT_IN_SANDBOX);
  args.push(
    '--chdir', '/box',
    '--clearenv',
    '--setenv', 'PATH', '/usr/bin:/bin',
    '--setenv', 'HOME', '/tmp',
    '--setenv', 'LANG', 'C.UTF-8',
    '--setenv', 'TMPDIR', '/tmp',
  );
  return args;
}

function helperArgs(spec: SandboxSpec, mapPath: (p: string) => string, inPidNamespace: boolean): string[] {
  const l = spec.limits;
  const a = [
    ...(inPidNamespace ? ['--kill-all'] : []),
    '--cpu-ms', String(l.cpuMs),
    '--wall-ms', String(l.wallMs),
    '--as-kb', String(l.addressSpaceKb),
    '--stack-kb', String(l.stackKb),
    '--fsize-kb', String(l.fileSizeKb),
    '--nproc', String(l.processes),
    '--nofile', String(l.openFiles),
    '--report-fd', '3',
  ];
  if (spec.stdinPath) a.push('--stdin', mapPath(spec.stdinPath));
  if (spec.stdoutFile) a.push('--stdout', mapPath(STDOUT_IN_SANDBOX));
  a.push('--', ...spec.argv.map(mapPath));
  return a;
}

/**
 * Runs `spec.argv` under the limits and returns what it printed and used.
 * Never throws for anything the program does; sandbox failures come back as
 * `report: null` with `sandboxError`.
 */
export function runInSandbox(spec: SandboxSpec, env: SandboxEnv): Promise<SandboxResult> {
  let command: string;
  let args: string[];
  let cwd: string | undefined;
  if (env.isolate) {
    command = env.bwrapPath;
    args = [...bwrapArgs(spec, env), HELPER_IN_SANDBOX, ...helperArgs(spec, (p) => p, true)];
  } else {
    // Development mode: map sandbox paths onto host paths.
    const mounts = [{ host: spec.workDir, sandbox: '/box' }, ...(spec.extraMounts ?? [])];
    if (spec.stdoutFile) mounts.push({ host: spec.stdoutFile, sandbox: STDOUT_IN_SANDBOX });
    const mapPath = (p: string) => {
      for (const m of mounts) {
        if (p === m.sandbox) return m.host;
        if (p.startsWith(m.sandbox + '/')) return m.host + p.slice(m.sandbox.length);
        if (p.startsWith('-I' + m.sandbox)) return '-I' + m.host + p.slice(2 + m.sandbox.length);
      }
      return p;
    };
    command = env.helperPath;
    args = helperArgs(spec, mapPath, false);
    cwd = spec.workDir;
  }

  if (spec.stdoutFile) {
    writeFileSync(spec.stdoutFile, '');
    if (process.getuid?.() === 0) chownSync(spec.stdoutFile, SANDBOX_UID, SANDBOX_UID);
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      ...dropPrivileges(),
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: env.isolate ? {} : { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' },
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let outputLimitExceeded = false;
    const err: Buffer[] = [];
    let errBytes = 0;
    const rep: Buffer[] = [];
    let spawnError: string | undefined;

    const killAll = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    // Backstop in case the helper itself misbehaves.
    const backstop = setTimeout(killAll, spec.limits.wallMs + 5000);

    child.stdout!.on('data', (chunk: Buffer) => {
      if (outputLimitExceeded) return;
      if (outBytes + chunk.length > spec.limits.outputLimitBytes) {
        out.push(chunk.subarray(0, spec.limits.outputLimitBytes - outBytes));
        outBytes = spec.limits.outputLimitBytes;
        outputLimitExceeded = true;
        killAll();
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (errBytes >= STDERR_KEEP_BYTES) return;
      const part = chunk.subarray(0, STDERR_KEEP_BYTES - errBytes);
      err.push(part);
      errBytes += part.length;
    });
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => rep.push(chunk));
    child.on('error', (e) => {
      spawnError = e.message;
    });
    child.on('close', () => {
      clearTimeout(backstop);
      let stdout = Buffer.concat(out).toString('utf8');
      if (spec.stdoutFile) {
        const bytes = readPrefix(spec.stdoutFile, spec.limits.outputLimitBytes);
        if (bytes.length >= spec.limits.outputLimitBytes) outputLimitExceeded = true;
        stdout = bytes.toString('utf8');
      }
      const stderr = Buffer.concat(err).toString('utf8');
      let report: SandboxReport | null = null;
      const raw = Buffer.concat(rep).toString('utf8').trim();
      if (raw) {
        try {
          report = JSON.parse(raw) as SandboxReport;
        } catch {
          report = null;
        }
      }
      if (report && outputLimitExceeded) report.signal = report.signal || 9;
      resolve({
        report,
        stdout,
        stderr,
        outputLimitExceeded,
        sandboxError: report ? undefined : spawnError ?? (outputLimitExceeded ? undefined : stderr.trim() || 'sandbox produced no report'),
      });
    });
  });
}

/**
 * Checks that bubblewrap exists and can create the namespaces we need.
 * @returns null when usable, else a human-readable reason.
 */
export function probeBwrap(bwrapPath: string): string | null {
  const which = spawnSync('sh', ['-c', 'command -v "$0"', bwrapPath], { encoding: 'utf8' });
  if (which.status !== 0 || !which.stdout.trim()) return `bwrap (Debian package "bubblewrap") is not installed (looked for ${bwrapPath})`;
  const probe = spawnSync(
    bwrapPath,
    ['--unshare-all', '--die-with-parent', '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--proc', '/proc', '--dev', '/dev', '/usr/bin/true'],
    { encoding: 'utf8', timeout: 10_000, ...dropPrivileges() },
  );
  if (probe.status !== 0) return `bwrap cannot create a sandbox here: ${(probe.stderr || probe.error?.message || '').trim()}`;
  return null;
}


/** Reads at most `max` bytes from the start of a file. */
function readPrefix(file: string, max: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(max);
    let n = 0;
    while (n < max) {
      const r = readSync(fd, buf, n, max - n, n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
