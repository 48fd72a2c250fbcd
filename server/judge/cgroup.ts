import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, rmdirSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Per-job control groups: every sandboxed execution runs in a fresh cgroup that
 * bounds the memory of all its processes together (tmpfs pages included) and
 * their number, and whose CPU counter covers every descendant, detached or not.
 *
 * Both kernel interfaces are supported (https://docs.kernel.org/admin-guide/cgroup-v2.html,
 * https://docs.kernel.org/admin-guide/cgroup-v1/memory.html), the way ioi/isolate does:
 * - **v2** when `/sys/fs/cgroup` (or a `cgroup2` mount) offers the `memory` and `pids`
 *   controllers: `memory.max`, `memory.swap.max`, `pids.max`; usage from `cpu.stat`
 *   (`usage_usec`), `memory.peak`, `memory.events` (`oom_kill`); kill via `cgroup.kill`.
 * - **v1** when the `memory`, `pids` and `cpuacct` hierarchies are mounted writable:
 *   `memory.limit_in_bytes` (+ `memory.memsw.limit_in_bytes`), `pids.max`; usage from
 *   `cpuacct.usage` (ns), `memory.max_usage_in_bytes`, `memory.oom_control` (`oom_kill`).
 *
 * Job cgroups live under `<the server's own cgroup>/pocket-judge/` in each hierarchy
 * and are named `<server pid>-<n>`, so a restarted server can remove what a killed one left.
 */

/** Which controllers to use, and where. */
export type CgroupHost =
  | { version: 1; memory: string; pids: string; cpuacct: string }
  | { version: 2; base: string };

/** One job's cgroup: the files the supervisor needs and the usage read after the run. */
export interface JobCgroup {
  /** `cgroup.procs` files the supervisor writes the child's pid to (one per v1 hierarchy). */
  procsFiles: string[];
  /** CPU usage file: `cpuacct.usage` (v1, ns) or `cpu.stat` (v2). */
  cpuFile: string;
  /** v2 `cgroup.kill`, when the kernel has it. */
  killFile?: string;
  /** Peak memory of the job since it began or since {@link resetPeakMemory}, KB (0 when unknown). */
  peakMemoryKb(): number;
  /**
   * Starts the peak over from the memory in use now (v1: a write to `memory.max_usage_in_bytes`; v2:
   * a write to an open `memory.peak`, Linux ≥ 6.12, whose later reads go through that descriptor).
   * @returns false when the kernel cannot (the peak then stays the whole job's).
   */
  resetPeakMemory(): boolean;
  /** CPU time of every process the job has had so far, ms (0 when unknown). */
  cpuMs(): number;
  /** True when the kernel's OOM killer killed a process of this job. */
  oomKilled(): boolean;
  /** Removes the cgroup (retrying briefly while the last processes exit). Never throws. */
  remove(): void;
}

/** Limits applied to one job cgroup. */
export interface CgroupLimits {
  /** Memory of all processes together, page cache and tmpfs included, KB. */
  memoryKb: number;
  /** Processes + threads. */
  pids: number;
}

/** A cgroup line of /proc/self/mountinfo. */
interface MountLine {
  mountPoint: string;
  root: string;
  fsType: string;
  superOptions: string[];
}

/** Parses /proc/self/mountinfo (proc(5)) into its cgroup and cgroup2 mounts. */
export function parseCgroupMounts(mountinfo: string): MountLine[] {
  const out: MountLine[] = [];
  for (const line of mountinfo.split('\n')) {
    const sep = line.indexOf(' - ');
    if (sep < 0) continue;
    const left = line.slice(0, sep).split(' ');
    const right = line.slice(sep + 3).split(' ');
    const fsType = right[0]!;
    if (fsType !== 'cgroup' && fsType !== 'cgroup2') continue;
    out.push({ mountPoint: unescapeMount(left[4]!), root: unescapeMount(left[3]!), fsType, superOptions: (right[2] ?? '').split(',') });
  }
  return out;
}

const unescapeMount = (s: string) => s.replace(/\\([0-7]{3})/g, (_m, o: string) => String.fromCharCode(parseInt(o, 8)));

/**
 * Parses /proc/self/cgroup: `hierarchy-id:controllers:path` lines.
 * @returns controller name (or `''` for the v2 line) → the process's cgroup path.
 */
export function parseProcCgroup(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^(\d+):([^:]*):(.*)$/.exec(line.trim());
    if (!m) continue;
    if (m[2] === '') map.set('', m[3]!);
    for (const c of m[2]!.split(',')) if (c) map.set(c, m[3]!);
  }
  return map;
}

/**
 * Works out where job cgroups can be made, given the two /proc files.
 * Pure; {@link detectCgroups} feeds it the real files.
 * @returns the host layout (directories that will hold `pocket-judge/`), or a reason string.
 */
export function planCgroups(mountinfo: string, procCgroup: string, v2Controllers: (dir: string) => string | null): CgroupHost | string {
  const mounts = parseCgroupMounts(mountinfo);
  const own = parseProcCgroup(procCgroup);
  const v2 = mounts.find((m) => m.fsType === 'cgroup2');
  if (v2 && own.has('')) {
    const dir = path.join(v2.mountPoint, path.relative(v2.root, own.get('')!));
    const controllers = (v2Controllers(dir) ?? '').split(/\s+/);
    if (controllers.includes('memory') && controllers.includes('pids')) return { version: 2, base: dir };
  }
  const v1 = (controller: string) => {
    const m = mounts.find((x) => x.fsType === 'cgroup' && x.superOptions.includes(controller));
    const p = own.get(controller);
    return m && p !== undefined ? path.join(m.mountPoint, path.relative(m.root, p)) : null;
  };
  const memory = v1('memory');
  const pids = v1('pids');
  const cpuacct = v1('cpuacct');
  if (memory && pids && cpuacct) return { version: 1, memory, pids, cpuacct };
  return v2 ? 'cgroup v2 without the memory and pids controllers delegated here, and no cgroup v1 memory/pids/cpuacct hierarchies' : 'no cgroup hierarchy is mounted';
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * Creates job cgroups under the server's own cgroup. Construct with {@link CgroupManager.create},
 * which returns a reason string instead when this host cannot (no controllers, not permitted).
 */
export class CgroupManager {
  private seq = 0;

  private constructor(readonly host: CgroupHost, private readonly roots: string[]) {}

  /**
   * Detects the cgroup layout, makes the `pocket-judge` parent(s), enables the
   * controllers (v2), removes job cgroups left by a dead server, and checks that a
   * job cgroup can be made and removed.
   * @returns the manager, or a human-readable reason why per-job cgroups are impossible here.
   */
  static create(): CgroupManager | string {
    const mountinfo = readText('/proc/self/mountinfo');
    const procCgroup = readText('/proc/self/cgroup');
    if (!mountinfo || !procCgroup) return 'cannot read /proc/self/mountinfo or /proc/self/cgroup';
    const host = planCgroups(mountinfo, procCgroup, (dir) => readText(path.join(dir, 'cgroup.controllers')));
    if (typeof host === 'string') return host;
    try {
      let roots: string[];
      if (host.version === 2) {
        // "No internal processes": the server moves into a leaf so its cgroup may have controllers for children.
        const leaf = path.join(host.base, 'pocket-judge-server');
        mkdirSync(leaf, { recursive: true });
        writeFileSync(path.join(leaf, 'cgroup.procs'), String(process.pid));
        writeFileSync(path.join(host.base, 'cgroup.subtree_control'), '+memory +pids +cpu');
        const root = path.join(host.base, 'pocket-judge');
        mkdirSync(root, { recursive: true });
        writeFileSync(path.join(root, 'cgroup.subtree_control'), '+memory +pids +cpu');
        roots = [root];
      } else {
        roots = [host.memory, host.pids, host.cpuacct].map((d) => path.join(d, 'pocket-judge'));
        for (const r of roots) mkdirSync(r, { recursive: true });
      }
      const manager = new CgroupManager(host, roots);
      manager.removeStale();
      const probe = manager.createJob({ memoryKb: 64 * 1024, pids: 16 });
      probe.remove();
      return manager;
    } catch (e) {
      return `cannot create cgroups (${(e as Error).message})`;
    }
  }

  /** Removes job cgroups whose server process no longer runs (killing what is left in them). */
  private removeStale(): void {
    for (const root of this.roots) {
      for (const name of readdirSync(root)) {
        const m = /^(\d+)-\d+$/.exec(name);
        if (!m || isAlive(Number(m[1]))) continue;
        removeCgroupDir(path.join(root, name));
      }
    }
  }

  /**
   * Makes a fresh cgroup for one execution with the given limits.
   * @throws Error when the kernel refuses (the caller reports an Internal Error).
   */
  createJob(limits: CgroupLimits): JobCgroup {
    const name = `${process.pid}-${++this.seq}`;
    const dirs = this.roots.map((r) => path.join(r, name));
    for (const d of dirs) mkdirSync(d);
    const bytes = String(limits.memoryKb * 1024);
    try {
      if (this.host.version === 2) {
        const d = dirs[0]!;
        writeFileSync(path.join(d, 'memory.max'), bytes);
        if (existsSync(path.join(d, 'memory.swap.max'))) writeFileSync(path.join(d, 'memory.swap.max'), '0');
        writeFileSync(path.join(d, 'pids.max'), String(limits.pids));
        /** The open `memory.peak` a reset went through, or null. */
        let peakFd: number | null = null;
        return {
          procsFiles: [path.join(d, 'cgroup.procs')],
          cpuFile: path.join(d, 'cpu.stat'),
          killFile: existsSync(path.join(d, 'cgroup.kill')) ? path.join(d, 'cgroup.kill') : undefined,
          peakMemoryKb: () => Math.ceil(Number((peakFd === null ? readText(path.join(d, 'memory.peak')) : readFd(peakFd)) ?? 0) / 1024),
          resetPeakMemory: () => {
            try {
              peakFd ??= openSync(path.join(d, 'memory.peak'), 'r+');
              writeSync(peakFd, 'reset\n');
              return true;
            } catch {
              return false;
            }
          },
          cpuMs: () => Math.floor(Number(/^usage_usec (\d+)/m.exec(readText(path.join(d, 'cpu.stat')) ?? '')?.[1] ?? 0) / 1000),
          oomKilled: () => /^oom_kill [1-9]/m.test(readText(path.join(d, 'memory.events')) ?? ''),
          remove: () => {
            if (peakFd !== null) closeSync(peakFd);
            peakFd = null;
            removeCgroupDir(d);
          },
        };
      }
      const [mem, pids, cpu] = dirs as [string, string, string];
      writeFileSync(path.join(mem, 'memory.limit_in_bytes'), bytes);
      // Without this, swap would extend the limit on a host that has swap.
      if (existsSync(path.join(mem, 'memory.memsw.limit_in_bytes'))) {
        try {
          writeFileSync(path.join(mem, 'memory.memsw.limit_in_bytes'), bytes);
        } catch {
          // Swap accounting disabled: the file exists but refuses writes; memory.limit_in_bytes still holds.
        }
      }
      writeFileSync(path.join(pids, 'pids.max'), String(limits.pids));
      return {
        procsFiles: [path.join(pids, 'cgroup.procs'), path.join(mem, 'cgroup.procs'), path.join(cpu, 'cgroup.procs')],
        cpuFile: path.join(cpu, 'cpuacct.usage'),
        peakMemoryKb: () => Math.ceil(Number(readText(path.join(mem, 'memory.max_usage_in_bytes')) ?? 0) / 1024),
        resetPeakMemory: () => {
          try {
            writeFileSync(path.join(mem, 'memory.max_usage_in_bytes'), '0');
            return true;
          } catch {
            return false;
          }
        },
        cpuMs: () => Math.floor(Number(readText(path.join(cpu, 'cpuacct.usage')) ?? 0) / 1e6),
        oomKilled: () => /^oom_kill [1-9]/m.test(readText(path.join(mem, 'memory.oom_control')) ?? ''),
        remove: () => dirs.forEach(removeCgroupDir),
      };
    } catch (e) {
      dirs.forEach(removeCgroupDir);
      throw e;
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a cgroup file again from its start through an open descriptor (at most 64 bytes: one number); null on failure. */
function readFd(fd: number): string | null {
  try {
    const buf = Buffer.alloc(64);
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
  } catch {
    return null;
  }
}

/** Kills what is left in a cgroup and removes it; gives up quietly after ~1 s. */
function removeCgroupDir(dir: string): void {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') return;
      for (const pid of (readText(path.join(dir, 'cgroup.procs')) ?? '').split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // already gone
        }
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}
