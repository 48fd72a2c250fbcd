/**
 * bench/sandbox-init — what the sandbox's init (pj-init, native/pj-init.c) costs per test case.
 *
 * Runs `/usr/bin/true` and a small C++ program through pj-supervisor → bubblewrap, alternating
 * between bubblewrap's own PID 1 (the program's death by signal N is then only exit status 128+N)
 * and pj-init as PID 1 (`--as-pid-1`, which records the real wait status), and prints per run the
 * median and p90 wall-clock time and the mean CPU time of the sandbox (bwrap, init and program:
 * the job's cgroup, as the judge counts it), ms. Without a cgroup the CPU column is the rusage of
 * the processes the supervisor reaped, which misses bubblewrap's own init and the program under it.
 *
 * Run: `npx tsx bench/sandbox-init.ts` (as root, with bwrap, gcc and libseccomp-dev). Numbers are
 * wall-clock on this machine.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CgroupManager } from '../server/judge/cgroup.ts';
import { jobIdentity } from '../server/judge/identities.ts';
import { buildInit, buildSupervisor } from '../server/judge/native-build.ts';
import { bwrapArgs, INIT_PATH, type SandboxSpec } from '../server/judge/sandbox.ts';
import { percentile } from './stats.ts';

const ROUNDS = 60;
const root = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-init-'));
chmodSync(root, 0o755);
const supervisor = buildSupervisor(root);
const init = buildInit(root);
const box = path.join(root, 'box');
const io = path.join(root, 'io');
spawnSync('mkdir', ['-m', '755', box, io]);
writeFileSync(path.join(box, 'main.cpp'), '#include <cstdio>\nint main(){ long s = 0; for (int i = 0; i < 1000; i++) s += i; printf("%ld\\n", s); }\n');
const cc = spawnSync('g++', ['-O2', '-o', path.join(box, 'main'), path.join(box, 'main.cpp')]);
if (cc.status !== 0) throw new Error(`g++: ${cc.stderr}`);
chmodSync(path.join(box, 'main'), 0o755);
const identity = jobIdentity(0);
const cgroups = CgroupManager.create();

const limits = { cpuMs: 1000, wallMs: 5000, memoryKb: 0, addressSpaceKb: 0, stackKb: 0, fileSizeKb: 1024, processes: 64, openFiles: 64, tmpfsBytes: 1 << 20 };
let seq = 0;
/** One run through the supervisor; with `withInit`, pj-init is PID 1. Returns wall and CPU ms. */
function run(argv: string[], withInit: boolean): { wallMs: number; cpuMs: number } {
  const stdoutFile = path.join(io, `out-${++seq}`);
  const stderrFile = path.join(io, `err-${seq}`);
  const spec: SandboxSpec = { boxDir: box, writable: false, argv, stdoutFile, stderrFile, limits };
  const args = ['--cpu-ms', '1000', '--wall-ms', '5000', '--fsize-kb', '1024', '--nofile', '64', '--report-fd', '3', '--stdout', stdoutFile, '--stderr', stderrFile, '--seccomp-fd', '10', '--status-fd', '11'];
  if (identity) args.push('--uid', String(identity.uid), '--gid', String(identity.gid));
  const cgroup = typeof cgroups === 'string' ? null : cgroups.createJob({ memoryKb: 256 * 1024, pids: 64 });
  if (cgroup) {
    for (const f of cgroup.procsFiles) args.push('--cgroup-procs', f);
    args.push('--cgroup-cpu', cgroup.cpuFile);
  }
  if (withInit) args.push('--init-fd', '12', '--', 'bwrap', ...bwrapArgs(spec, init), '--', INIT_PATH, '12', ...argv);
  else args.push('--', 'bwrap', ...bwrapArgs(spec), '--', ...argv);
  const started = performance.now();
  const r = spawnSync(supervisor, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], env: {} });
  const wallMs = performance.now() - started;
  const report = JSON.parse(String(r.output[3])) as { cpuMs: number; exitCode: number; setupFailed: boolean };
  // Finer than the report's whole milliseconds.
  if (cgroup) report.cpuMs = cgroup.cpuMs();
  cgroup?.remove();
  if (report.setupFailed || (withInit && report.exitCode !== 0)) throw new Error(`run failed: ${String(r.output[3])} ${String(r.stderr)}`);
  rmSync(stdoutFile);
  rmSync(stderrFile);
  return { wallMs, cpuMs: report.cpuMs };
}

const rows: string[][] = [];
for (const [name, argv] of [['/usr/bin/true', ['/usr/bin/true']], ['C++ program', ['./main']]] as const) {
  const sample = { bwrap: { wall: [] as number[], cpu: 0 }, init: { wall: [] as number[], cpu: 0 } };
  for (let i = 0; i < ROUNDS + 5; i++) {
    for (const withInit of [false, true]) {
      const r = run([...argv], withInit);
      if (i < 5) continue; // warm-up
      const s = withInit ? sample.init : sample.bwrap;
      s.wall.push(r.wallMs);
      s.cpu += r.cpuMs;
    }
  }
  for (const [pid1, s] of [["bwrap's init", sample.bwrap], ['pj-init', sample.init]] as const) {
    rows.push([name, pid1, percentile(s.wall, 50).toFixed(2), percentile(s.wall, 90).toFixed(2), (s.cpu / ROUNDS).toFixed(2)]);
  }
}
rmSync(root, { recursive: true, force: true });
console.log(`CPU from ${typeof cgroups === 'string' ? `rusage (no cgroup: ${cgroups})` : 'the job cgroup'}, ${ROUNDS} runs each, alternating`);
const header = ['program', 'PID 1', 'wall p50 ms', 'wall p90 ms', 'CPU mean ms'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
