import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CgroupManager } from '../../server/judge/cgroup.ts';
import { Launcher } from '../../server/judge/launcher.ts';
import { buildInit, buildLauncher, buildSupervisor } from '../../server/judge/native-build.ts';
import { runInSandbox } from '../../server/judge/sandbox.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * pj-launcher (the small process that starts the judge's supervisors) on its own, with
 * `/bin/sh` standing in for the supervisor: what a run gets (its arguments, exactly the
 * environment given, /dev/null as stdin and stdout) and gives back (wait status, fd 3, fd 2),
 * many runs at once, kill, a launcher that dies (runs in flight fail, the next run starts a new
 * one), one that answers in another format (ended, its runs fail) and one that is closed (its
 * runs are killed); with the real supervisor, a sandboxed program ends when the launcher is killed.
 */
let launcherPath: string;
let dir: string;
const launchers: Launcher[] = [];
function launcher(program = '/bin/sh'): Launcher {
  const l = new Launcher(launcherPath, program);
  launchers.push(l);
  return l;
}

beforeAll(async () => {
  launcherPath = buildLauncher(JUDGE_CACHE_DIR);
  dir = await mkdtemp(path.join(os.tmpdir(), 'pj-launcher-'));
});
afterEach(() => {
  for (const l of launchers.splice(0)) l.close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** True while a process with this pid exists (and is not a zombie). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

describe('pj-launcher', () => {
  it('runs its program with the arguments and exactly the environment given, and returns status, fd 3 and fd 2', async () => {
    const l = launcher();
    const r = await l.run(['-c', 'printf "%s|%s|%s" "$FOO" "$BAR" "$HOME" >&3; printf oops >&2; cat; echo lost; exit 3'], { FOO: 'a b', BAR: 'é=1' }).done;
    expect(r).toEqual({ exitCode: 3, signal: 0, report: 'a b|é=1|', stderr: 'oops' });
  });

  it('answers many runs at once, each with its own result', async () => {
    const l = launcher();
    const runs = Array.from({ length: 40 }, (_, i) => l.run(['-c', `sleep 0.0${i % 10}; printf ${i} >&3; printf e${i} >&2; exit ${i % 7}`], {}).done);
    const results = await Promise.all(runs);
    results.forEach((r, i) => expect(r).toEqual({ exitCode: i % 7, signal: 0, report: String(i), stderr: `e${i}` }));
    expect(l.inFlight).toBe(0);
  });

  it('reports the signal that ended a run, and kills a run when asked', async () => {
    const l = launcher();
    expect(await l.run(['-c', 'kill -TERM $$'], {}).done).toMatchObject({ exitCode: null, signal: 15 });
    const sleeper = l.run(['-c', 'exec sleep 30'], {});
    sleeper.kill();
    const killed = await sleeper.done;
    expect(killed).toMatchObject({ exitCode: null, signal: 9 });
    expect(killed.error).toBeUndefined();
  });

  it('says why a program could not be run', async () => {
    const r = await launcher('/nonexistent/supervisor').run([], {}).done;
    expect(r.exitCode).toBe(127);
    expect(r.stderr).toMatch(/cannot run \/nonexistent\/supervisor/);
  });

  it('ends the runs in flight when it dies, and the next run starts a new launcher', async () => {
    const l = launcher();
    const sleeper = l.run(['-c', 'exec sleep 30'], {});
    await until(() => l.pid !== undefined);
    const first = l.pid!;
    process.kill(first, 'SIGKILL');
    expect((await sleeper.done).error).toMatch(/the launcher ended/);
    const again = await l.run(['-c', 'printf back >&3'], {}).done;
    expect(again.report).toBe('back');
    expect(l.pid).not.toBe(first);
  });

  it('ends a launcher that answers in another format: its runs fail, the server carries on', async () => {
    const impostor = path.join(dir, 'impostor.sh');
    writeFileSync(impostor, "#!/bin/sh\nprintf '\\010\\000\\000\\000garbage!'\nexec sleep 30\n", { mode: 0o755 });
    const l = new Launcher(impostor, '/bin/sh');
    launchers.push(l);
    expect((await l.run(['-c', 'true'], {}).done).error).toMatch(/the launcher ended \(SIGKILL\)/);
  });

  it('kills its runs when closed', async () => {
    const l = launcher();
    const pidFile = path.join(dir, 'sleeper.pid');
    const sleeper = l.run(['-c', `echo $$ > ${pidFile}; exec sleep 30`], {});
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n'));
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    l.close();
    expect((await sleeper.done).error).toMatch(/the launcher ended/);
    await until(() => !alive(pid));
    expect((await l.run(['-c', 'true'], {}).done).error).toMatch(/closed/);
  });

  it('takes the sandbox down with it when killed: supervisor, bubblewrap and the program end', async () => {
    const cgroups = CgroupManager.create();
    const l = launcher(buildSupervisor(JUDGE_CACHE_DIR));
    const env = { supervisorPath: 'unused', initPath: buildInit(JUDGE_CACHE_DIR), isolate: true, bwrapPath: 'bwrap', cgroups: typeof cgroups === 'string' ? null : cgroups, launcher: l };
    const box = await mkdtemp(path.join(dir, 'box-'));
    const marker = `31.${process.pid}`;
    const running = runInSandbox(
      {
        boxDir: box,
        writable: false,
        argv: ['/usr/bin/sleep', marker],
        stdoutFile: path.join(dir, 'out'),
        stderrFile: path.join(dir, 'err'),
        limits: { cpuMs: 5000, wallMs: 60_000, memoryKb: 256 * 1024, addressSpaceKb: 0, stackKb: 0, fileSizeKb: 1024, processes: 16, openFiles: 64, tmpfsBytes: 1 << 20 },
      },
      env,
    );
    /** Pids of live processes whose command line is `sleep <marker>`. */
    const sleepers = () =>
      readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            return readFileSync(`/proc/${d}/cmdline`, 'utf8') === `/usr/bin/sleep\0${marker}\0` && alive(Number(d));
          } catch {
            return false;
          }
        });
    await until(() => sleepers().length > 0);
    process.kill(l.pid!, 'SIGKILL');
    const result = await running;
    expect(result.report).toBeNull();
    expect(result.sandboxError).toMatch(/the launcher ended/);
    await until(() => sleepers().length === 0);
  });
});
