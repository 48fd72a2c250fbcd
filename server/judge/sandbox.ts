import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import type { CgroupManager, JobCgroup } from './cgroup.ts';
import type { Launcher } from './launcher.ts';

/**
 * One process execution inside the sandbox.
 *
 * Layers, outermost first:
 * - `pj-supervisor` (native/supervisor.c) on the host, outside the learner's reach:
 *   opens stdin/stdout/stderr files itself, puts the child into a fresh per-job cgroup
 *   ({@link CgroupManager}: memory of all processes together, tmpfs included; pids; CPU
 *   of every descendant), sets rlimits, drops to the job's uid/gid, enforces the CPU
 *   and wall-clock limits from outside and reports on a pipe the program never sees.
 * - bubblewrap (https://github.com/containers/bubblewrap): new user, PID, network,
 *   IPC, UTS and cgroup namespaces (no network at all), no further user namespaces
 *   (`--disable-userns`), a seccomp filter built by the supervisor with libseccomp
 *   (`--seccomp`: calls a contest program never needs denied, sockets only of the families AF_UNIX,
 *   AF_INET and AF_INET6), all capabilities dropped, uid/gid 65534 inside, a read-only root
 *   with read-only `/usr` (plus the few `/etc` entries the JDK needs; Python's site-packages
 *   directories under it hidden behind empty read-only tmpfs, {@link hiddenSitePackages}) — never the app's
 *   directory, its data or the server's environment (`--clearenv`) — and size-limited
 *   tmpfs at `/tmp` and `/dev/shm`; the job's `box` directory at `/box` (writable only
 *   for the compile step).
 * - `pj-init` (native/pj-init.c), PID 1 of the sandbox (`--as-pid-1`): starts the program,
 *   reaps every process and writes the program's real wait status to the supervisor on a pipe
 *   the program cannot reach. bubblewrap alone would pass a death by signal N on as exit status
 *   128+N, which `exit(128+N)` forges; verdicts rest on that record instead.
 *
 * With `isolate: false` (JUDGE_SANDBOX=off, development only) the supervisor runs the
 * program directly: rlimits, cgroups, seccomp and the uid switch still apply; namespaces
 * and the filesystem view do not.
 */

/** The kernel's transparent-huge-page settings, shown read-only in the sandbox (glibc reads `enabled` and `hpage_pmd_size`). */
const THP_SETTINGS_DIR = '/sys/kernel/mm/transparent_hugepage';

/**
 * Environment every sandboxed program gets besides PATH, HOME, LANG and TMPDIR.
 * `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` (glibc ≥ 2.35, https://www.gnu.org/software/libc/manual/html_node/Memory-Allocation-Tunables.html):
 * malloc marks its heap and large mappings MADV_HUGEPAGE, so on a host whose transparent huge pages are
 * `madvise` (Debian's default) a program filling a big array takes 2 MB pages instead of 4 KB ones. On a
 * virtual machine where a page fault is slow this is most of a big allocation's cost: a 512 MB `std::vector`
 * took 1.65 s of CPU time with 4 KB pages and 0.06 s with this setting on the 2-core machine the tests run
 * on, so a memory-hungry program reaches its memory limit before its time limit, as on a contest judge.
 * The cgroup still counts every byte; a small program's peak grows by at most one huge page.
 */
export const PROGRAM_TUNABLES: Readonly<Record<string, string>> = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' };

export interface SandboxLimits {
  /** CPU time of the whole job (all its processes), ms. */
  cpuMs: number;
  /** Wall-clock limit, ms. */
  wallMs: number;
  /** Memory of all the job's processes together (cgroup), KB. */
  memoryKb: number;
  /** RLIMIT_AS per process in KB, 0 = unlimited (a clean allocation failure before the cgroup's OOM kill). */
  addressSpaceKb: number;
  /** RLIMIT_STACK in KB, 0 = inherit. */
  stackKb: number;
  /** RLIMIT_FSIZE in KB: the largest file a process may write, stdout and stderr included. */
  fileSizeKb: number;
  /** Processes + threads of the job (cgroup pids.max; RLIMIT_NPROC without cgroups). */
  processes: number;
  /** RLIMIT_NOFILE. */
  openFiles: number;
  /** Size of each writable tmpfs (`/tmp`, `/dev/shm`), bytes. */
  tmpfsBytes: number;
}

/** What the supervisor reported, plus the cgroup's figures. */
export interface SandboxReport {
  /**
   * Exit status; -1 when the program died by a signal, or when its end is unknown (the sandbox was
   * killed, or the program's init with it: no record of its wait status).
   */
  exitCode: number;
  /** Signal that really ended the program (its wait status, never an exit status of 128+N), or 0. */
  signal: number;
  /** CPU time of all the job's processes, ms. */
  cpuMs: number;
  wallMs: number;
  /** Peak memory of the job (cgroup), or of its largest process without cgroups, KB. */
  memoryKb: number;
  wallTimedOut: boolean;
  cpuTimedOut: boolean;
  /** The kernel's OOM killer ended a process of the job (cgroup memory limit). */
  oomKilled: boolean;
  /** The sandbox could not be set up (the program never started). */
  setupFailed: boolean;
}

export interface SandboxResult {
  /** null when the supervisor itself failed (see `sandboxError`). */
  report: SandboxReport | null;
  /** Bytes the program wrote to stdout (the file is at `spec.stdoutFile`). */
  stdoutBytes: number;
  /** At most {@link STDERR_KEEP_BYTES} of stderr. */
  stderr: string;
  /** stdout or stderr reached `limits.fileSizeKb` (the program's output files are the only files RLIMIT_FSIZE can stop). */
  outputLimitExceeded: boolean;
  /** Why the sandbox failed; for the server's log, never shown to learners. */
  sandboxError?: string;
}


export interface SandboxSpec {
  /** Host directory mounted at /box. */
  boxDir: string;
  /** Mount /box writable (compile step) or read-only (test runs). */
  writable: boolean;
  /** Extra read-only mounts: host path → sandbox path. */
  extraMounts?: { host: string; sandbox: string }[];
  /**
   * Extra writable tmpfs mounts of a fixed size (bytes; counted in the job's memory), e.g. the output
   * directory of a compile whose files must not reach the host's disk unbounded. Ignored without isolation.
   */
  tmpfsMounts?: { sandbox: string; bytes: number }[];
  /** Program and arguments, using sandbox paths. */
  argv: string[];
  /** Host path of the stdin file (opened by the supervisor), or undefined for /dev/null. */
  stdinFile?: string;
  /**
   * Leave the stdin file's owner as it is (default: it is given to `identity`, so the program may
   * re-open `/dev/stdin`). For an output validator reading a submission's output: read-only, through the descriptor.
   */
  stdinShared?: boolean;
  /** Host path where stdout goes; must not exist (created exclusively, never through a symlink), unless {@link stdoutFifo}. */
  stdoutFile: string;
  /**
   * `stdoutFile` is an existing FIFO (an interactive run's channel to the other process, see
   * interactive.ts): opened for writing, never created, its owner left alone.
   */
  stdoutFifo?: boolean;
  /** Host path where stderr goes; same rules. */
  stderrFile: string;
  /** Host uid/gid the job runs as (root servers only), or undefined to keep the server's. */
  identity?: { uid: number; gid: number };
  limits: SandboxLimits;
}

export interface SandboxEnv {
  /** Host path of the compiled supervisor. */
  supervisorPath: string;
  /** Host path of the compiled, static `pj-init` (native/pj-init.c), bound read-only into every sandbox as {@link INIT_PATH}. */
  initPath: string;
  /** false = run without bwrap (JUDGE_SANDBOX=off). */
  isolate: boolean;
  /** The bwrap executable (JUDGE_BWRAP, default `bwrap` from PATH). */
  bwrapPath: string;
  /** Per-job cgroups, or null when the host has none we may use (weaker limits; logged at start-up). */
  cgroups: CgroupManager | null;
  /**
   * Starts the supervisors of {@link runInSandbox} from a small process of its own (see
   * launcher.ts: a spawn from the server costs in proportion to the server's memory); without it
   * the server spawns them itself.
   */
  launcher?: Launcher;
}

/** File descriptors the supervisor hands to bwrap (seccomp program, JSON status) and its report pipe. */
const SECCOMP_FD = 10;
const STATUS_FD = 11;
const REPORT_FD = 3;
/** The fd on which pj-init writes the program's wait status (the supervisor's `--init-fd`). */
const INIT_FD = 12;
/** Where pj-init is in the sandbox. */
export const INIT_PATH = '/.pj-init';
const ETC_ENTRIES = ['/etc/alternatives', '/etc/java-17-openjdk', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d'];

/** The interpreter the judge runs Python with (languages.ts starts `python3` from the sandbox's PATH, `/usr/bin`). */
const SANDBOX_PYTHON = '/usr/bin/python3';
let hiddenSitePackagesCache: readonly string[] | null = null;

/**
 * The site-packages directories of the sandbox's Python (`site.getsitepackages()` of
 * `/usr/bin/python3 -I`: `/usr/lib/python3/dist-packages`, `/usr/local/lib/python3.X/dist-packages` …)
 * that exist under `/usr`: every sandbox mounts an empty read-only tmpfs over each, so a Python
 * program runs with its `site` module (`exit()`, `quit()`, `help` as `python3 main.py` gives them) and
 * still imports nothing but the standard library. Asked once per process; empty without that Python.
 */
export function hiddenSitePackages(): readonly string[] {
  if (hiddenSitePackagesCache) return hiddenSitePackagesCache;
  const r = spawnSync(SANDBOX_PYTHON, ['-I', '-c', 'import json, site; print(json.dumps(site.getsitepackages()))'], { encoding: 'utf8', timeout: 10_000 });
  let dirs: string[] = [];
  try {
    dirs = r.status === 0 ? (JSON.parse(r.stdout) as string[]) : [];
  } catch {
    dirs = [];
  }
  hiddenSitePackagesCache = dirs.filter((d) => d.startsWith('/usr/') && statSync(d, { throwIfNoEntry: false })?.isDirectory());
  return hiddenSitePackagesCache;
}

/**
 * Builds the bwrap argv (options only) for one execution. Exported for tests and benchmarks.
 * @param initPath host path of pj-init: with it, bwrap runs it as PID 1 (`--as-pid-1`) and the
 *   command after `--` must start with {@link INIT_PATH} and its record fd (see {@link supervisorCommand}).
 */
export function bwrapArgs(spec: SandboxSpec | ServiceSpec, initPath?: string): string[] {
  const tmpfsSize = String(spec.limits.tmpfsBytes);
  const hidden = hiddenSitePackages();
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop', 'ALL',
    '--uid', '65534',
    '--gid', '65534',
    '--hostname', 'sandbox',
    '--seccomp', String(SECCOMP_FD),
    '--json-status-fd', String(STATUS_FD),
    '--ro-bind', '/usr', '/usr',
    '--symlink', 'usr/bin', '/bin',
    '--symlink', 'usr/lib', '/lib',
    '--symlink', 'usr/lib64', '/lib64',
    '--symlink', 'usr/sbin', '/sbin',
  ];
  for (const dir of hidden) args.push('--size', '4096', '--tmpfs', dir);
  for (const e of ETC_ENTRIES) args.push('--ro-bind-try', e, e);
  // glibc reads the transparent-huge-page mode and size here before honouring PROGRAM_TUNABLES.
  args.push('--ro-bind-try', THP_SETTINGS_DIR, THP_SETTINGS_DIR);
  args.push(
    '--proc', '/proc',
    '--dev', '/dev',
    '--size', tmpfsSize, '--perms', '1777', '--tmpfs', '/dev/shm',
    '--size', tmpfsSize, '--perms', '1777', '--tmpfs', '/tmp',
    spec.writable ? '--bind' : '--ro-bind', spec.boxDir, '/box',
  );
  for (const m of spec.extraMounts ?? []) args.push('--ro-bind', m.host, m.sandbox);
  for (const m of ('stdoutFile' in spec ? spec.tmpfsMounts : undefined) ?? []) args.push('--size', String(m.bytes), '--perms', '0777', '--tmpfs', m.sandbox);
  if (initPath) args.push('--as-pid-1', '--ro-bind', initPath, INIT_PATH);
  args.push(
    // The root tmpfs (and /dev) belong to the sandbox's user: make them read-only once everything is mounted.
    '--remount-ro', '/dev',
    ...hidden.flatMap((dir) => ['--remount-ro', dir]),
    '--remount-ro', '/',
    '--chdir', '/box',
    '--clearenv',
    '--setenv', 'PATH', '/usr/bin:/bin',
    '--setenv', 'HOME', '/tmp',
    '--setenv', 'LANG', 'C.UTF-8',
    '--setenv', 'TMPDIR', '/tmp',
    ...Object.entries(PROGRAM_TUNABLES).flatMap(([k, v]) => ['--setenv', k, v]),
  );
  return args;
}

function supervisorArgs(spec: SandboxSpec | ServiceSpec, cgroup: JobCgroup | null, withNproc: boolean, isolate: boolean): string[] {
  const l = spec.limits;
  const a = [
    '--cpu-ms', String(l.cpuMs),
    '--wall-ms', String(l.wallMs),
    '--as-kb', String(l.addressSpaceKb),
    '--stack-kb', String(l.stackKb),
    '--fsize-kb', String(l.fileSizeKb),
    '--nofile', String(l.openFiles),
    '--report-fd', String(REPORT_FD),
  ];
  if ('stdoutFile' in spec) a.push('--stdout', spec.stdoutFile, '--stderr', spec.stderrFile);
  else a.push('--stdin-inherit', '1');
  if ('stdoutFile' in spec && spec.stdoutFifo) a.push('--stdout-fifo', '1');
  // bwrap loads the seccomp filter and reports set-up on these fds; without bwrap the supervisor loads the filter itself.
  if (isolate) a.push('--seccomp-fd', String(SECCOMP_FD), '--status-fd', String(STATUS_FD), '--init-fd', String(INIT_FD));
  if (withNproc) a.push('--nproc', String(l.processes));
  if ('stdoutFile' in spec && spec.stdinFile) a.push('--stdin', spec.stdinFile);
  if ('stdoutFile' in spec && spec.stdinFile && spec.stdinShared) a.push('--stdin-shared', '1');
  if (spec.identity) a.push('--uid', String(spec.identity.uid), '--gid', String(spec.identity.gid));
  if (cgroup) {
    for (const f of cgroup.procsFiles) a.push('--cgroup-procs', f);
    a.push('--cgroup-cpu', cgroup.cpuFile);
    if (cgroup.killFile) a.push('--cgroup-kill', cgroup.killFile);
  }
  return a;
}

/** The supervisor's argv (after its path) for one execution: its options, `--`, then bwrap's (or, without isolation, the program's). */
function supervisorCommand(spec: SandboxSpec | ServiceSpec, env: SandboxEnv, cgroup: JobCgroup | null): string[] {
  let program: string[];
  if (env.isolate) {
    program = [env.bwrapPath, ...bwrapArgs(spec, env.initPath), '--', INIT_PATH, String(INIT_FD), ...spec.argv];
  } else {
    // Development mode: map sandbox paths onto host paths and run the program directly.
    const mounts = [{ host: spec.boxDir, sandbox: '/box' }, ...(spec.extraMounts ?? [])];
    const mapPath = (p: string) => {
      for (const m of mounts) {
        if (p === m.sandbox) return m.host;
        if (p.startsWith(m.sandbox + '/')) return m.host + p.slice(m.sandbox.length);
        if (p.startsWith('-I' + m.sandbox)) return '-I' + m.host + p.slice(2 + m.sandbox.length);
      }
      return p;
    };
    program = ['/usr/bin/env', '-C', spec.boxDir, ...spec.argv.map(mapPath)];
  }
  // Without cgroups RLIMIT_NPROC is the only bound on processes (per uid, hence the per-job uid).
  return [...supervisorArgs(spec, cgroup, !cgroup, env.isolate), '--', ...program];
}

/** The supervisor's environment: empty under bubblewrap (which sets its own), a minimal one without. */
function supervisorEnv(env: SandboxEnv): NodeJS.ProcessEnv {
  return env.isolate ? {} : { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', ...PROGRAM_TUNABLES };
}

/** Parses the supervisor's one-line JSON report and adds the cgroup's figures; null when it is missing or malformed. */
function parseReport(raw: string, cgroup: JobCgroup | null): SandboxReport | null {
  try {
    const r = raw ? (JSON.parse(raw) as Omit<SandboxReport, 'memoryKb' | 'oomKilled'> & { maxRssKb: number }) : null;
    if (!r) return null;
    const { maxRssKb, ...rest } = r;
    return { ...rest, memoryKb: cgroup ? cgroup.peakMemoryKb() : maxRssKb, oomKilled: cgroup ? cgroup.oomKilled() : false };
  } catch {
    return null;
  }
}

/**
 * Runs `spec.argv` under the limits; stdout and stderr land in `spec.stdoutFile` and
 * `spec.stderrFile`. Never throws for anything the program does; sandbox failures come
 * back as `report: null` (or `setupFailed`) with `sandboxError`.
 */
export function runInSandbox(spec: SandboxSpec, env: SandboxEnv): Promise<SandboxResult> {
  let cgroup: JobCgroup | null = null;
  try {
    cgroup = env.cgroups?.createJob({ memoryKb: spec.limits.memoryKb, pids: spec.limits.processes }) ?? null;
  } catch (e) {
    return Promise.resolve({ report: null, stdoutBytes: 0, stderr: '', outputLimitExceeded: false, sandboxError: `cgroup: ${(e as Error).message}` });
  }
  const args = supervisorCommand(spec, env, cgroup);

  /** The result, once the supervisor has ended and its report and stderr have been read. */
  const finish = (reportText: string, supervisorStderr: string, spawnError: string | undefined): SandboxResult => {
    const stdoutBytes = fileSize(spec.stdoutFile);
    const stderr = readPrefix(spec.stderrFile, STDERR_KEEP_BYTES).toString('utf8');
    const outputLimitExceeded = stdoutBytes >= spec.limits.fileSizeKb * 1024 || fileSize(spec.stderrFile) >= spec.limits.fileSizeKb * 1024;
    const report = parseReport(reportText.trim(), cgroup);
    cgroup?.remove();
    let sandboxError: string | undefined;
    if (!report) sandboxError = spawnError ?? (supervisorStderr.trim() || 'the supervisor produced no report');
    // A set-up failure means the program never ran: stderr holds bubblewrap's own message.
    else if (report.setupFailed) sandboxError = stderr.trim() || 'the sandbox could not be set up';
    return { report, stdoutBytes, stderr, outputLimitExceeded, sandboxError };
  };
  // Backstop in case the supervisor itself misbehaves.
  const backstopMs = spec.limits.wallMs + 10_000;

  if (env.launcher) {
    const run = env.launcher.run(args, supervisorEnv(env));
    const backstop = setTimeout(() => run.kill(), backstopMs);
    return run.done.then((r) => {
      clearTimeout(backstop);
      return finish(r.report, r.stderr.slice(0, 16 * 1024), r.error);
    });
  }

  return new Promise((resolve) => {
    const child = spawn(env.supervisorPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], env: supervisorEnv(env) });
    const supervisorErr: Buffer[] = [];
    const rep: Buffer[] = [];
    let spawnError: string | undefined;
    const backstop = setTimeout(() => child.kill('SIGKILL'), backstopMs);
    child.stderr!.on('data', (chunk: Buffer) => {
      if (supervisorErr.length < 16) supervisorErr.push(chunk);
    });
    (child.stdio[REPORT_FD] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => rep.push(chunk));
    child.on('error', (e) => {
      spawnError = e.message;
    });
    child.on('close', () => {
      clearTimeout(backstop);
      resolve(finish(Buffer.concat(rep).toString('utf8'), Buffer.concat(supervisorErr).toString('utf8'), spawnError));
    });
  });
}

/**
 * A long-lived process in the sandbox that talks over pipes (the judge's Java compiler): the same
 * layers and limits as {@link SandboxSpec}, but stdin and stdout are pipes to the server instead of
 * files. Its limits cover its whole life (CPU of every request together, wall clock since start).
 */
export interface ServiceSpec {
  /** Host directory mounted read-only at /box (the service's own code). */
  boxDir: string;
  writable: false;
  extraMounts?: { host: string; sandbox: string }[];
  argv: string[];
  identity?: { uid: number; gid: number };
  limits: SandboxLimits;
}

/** A running sandboxed service (see {@link spawnServiceInSandbox}). */
export interface SandboxedService {
  /** Its stdin (requests). */
  stdin: NodeJS.WritableStream;
  /** Its stdout (responses). */
  stdout: NodeJS.ReadableStream;
  /** Its cgroup (CPU used so far, memory), or null without cgroups. */
  cgroup: JobCgroup | null;
  /** Ends the service at once (the supervisor dies; bubblewrap's --die-with-parent ends the sandbox). */
  kill(): void;
  /** Resolves when the service has ended, with the supervisor's report (null when it has none) and its stderr (at most 8 KB). */
  exited: Promise<{ report: SandboxReport | null; stderr: string }>;
}

/**
 * Starts `spec.argv` as a sandboxed service with piped stdin/stdout.
 * @throws Error when its cgroup cannot be created or the supervisor cannot be spawned.
 */
export function spawnServiceInSandbox(spec: ServiceSpec, env: SandboxEnv): SandboxedService {
  const cgroup = env.cgroups?.createJob({ memoryKb: spec.limits.memoryKb, pids: spec.limits.processes }) ?? null;
  const child = spawn(env.supervisorPath, supervisorCommand(spec, env, cgroup), { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], env: supervisorEnv(env) });
  const stderr: Buffer[] = [];
  let stderrBytes = 0;
  const rep: Buffer[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderrBytes < 8192) stderr.push(chunk);
    stderrBytes += chunk.length;
  });
  (child.stdio[REPORT_FD] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => rep.push(chunk));
  // A write to a service that has just died fails with EPIPE; the caller learns of it from `exited`.
  child.stdin!.on('error', () => undefined);
  const exited = new Promise<{ report: SandboxReport | null; stderr: string }>((resolve) => {
    child.on('error', () => undefined);
    child.on('close', () => {
      const report = parseReport(Buffer.concat(rep).toString('utf8').trim(), cgroup);
      cgroup?.remove();
      resolve({ report, stderr: Buffer.concat(stderr).toString('utf8').slice(0, 8192) });
    });
  });
  return { stdin: child.stdin!, stdout: child.stdout!, cgroup, kill: () => child.kill('SIGKILL'), exited };
}

/**
 * Checks that bubblewrap exists and can create the sandbox we need (namespaces,
 * `--disable-userns`).
 * @returns null when usable, else a human-readable reason.
 */
export function probeBwrap(bwrapPath: string, identity?: { uid: number; gid: number }): string | null {
  const which = spawnSync('sh', ['-c', 'command -v "$0"', bwrapPath], { encoding: 'utf8' });
  if (which.status !== 0 || !which.stdout.trim()) return `bwrap (Debian package "bubblewrap") is not installed (looked for ${bwrapPath})`;
  const probe = spawnSync(
    bwrapPath,
    ['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--proc', '/proc', '--dev', '/dev', '/usr/bin/true'],
    { encoding: 'utf8', timeout: 10_000, ...(identity ?? {}) },
  );
  if (probe.status !== 0) return `bwrap cannot create a sandbox here: ${(probe.stderr || probe.error?.message || '').trim()}`;
  return null;
}

/** Size of a file (never through a symlink, never waiting on a FIFO), 0 when it is missing. */
function fileSize(file: string): number {
  try {
    const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      return fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  } catch {
    return 0;
  }
}

/** Reads at most `max` bytes from the start of a file (never through a symlink); empty when it is missing. */
export function readPrefix(file: string, max: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return Buffer.alloc(0);
  }
  try {
    const buf = Buffer.alloc(Math.min(max, Math.max(0, fstatSync(fd).size)));
    let n = 0;
    while (n < buf.length) {
      const r = readSync(fd, buf, n, buf.length - n, n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
