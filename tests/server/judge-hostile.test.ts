import { lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../common/contract/common.ts';
import { STATUS } from '../../common/contract/submission.ts';
import type { JudgeOutcome } from '../../server/judge/judge.ts';
import { runInSandbox } from '../../server/judge/sandbox.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';

/**
 * Programs that attack the judge itself rather than the problem: forging their own
 * verdict, exhausting the host's memory or CPU beyond their limits, and reaching files
 * outside their sandbox. Each must be contained and get its honest verdict.
 */
const t = judgeTestAppForSuite();

// While each hostile program runs, the server keeps answering reads (one every 10 ms): nothing
// the program does blocks the event loop. The bound is far above a normal read (a few ms) and
// far below a blocked loop (seconds), so machine load cannot flip it; read latency itself is
// measured by bench/judge.ts.
let probe: { stop(): Promise<number[]> } | null = null;
beforeEach(() => {
  let running = true;
  const latencies: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' });
      latencies.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  probe = {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
});
afterEach(async () => {
  const latencies = await probe!.stop();
  expect(latencies.length).toBeGreaterThan(0);
  expect(Math.max(...latencies)).toBeLessThan(1000);
});

const MB = 1024;
function judge(language: Language, code: string, tests = [{ input: '1 2 3\n', output: '6\n' }], memoryLimitKb = 256 * MB, timeLimitMs = 1000): Promise<JudgeOutcome> {
  return t.server.judge.evaluate({ language, code, tests, timeLimitMs, memoryLimitKb, stopOnFirstFailure: false });
}
const only = (o: JudgeOutcome) => {
  expect(o.compileOutput).toBeNull();
  expect(o.cases).toHaveLength(1);
  return o.cases[0]!;
};

const CPP_HEADERS = '#include <bits/stdc++.h>\n#include <unistd.h>\n#include <signal.h>\n#include <sys/syscall.h>\n#include <sys/ptrace.h>\n#include <sys/wait.h>\n#include <sys/mman.h>\n#include <fcntl.h>\n';

describe('verdict forgery', () => {
  it('cannot reach the supervisor: pidfd, ptrace and kill(-1) all fail, and a TLE stays TLE', async () => {
    // The attack that forged Accepted before: copy the report fd out of the parent, write a fake report, kill the parent.
    const code = `${CPP_HEADERS}
int main(){
  long pfd = syscall(SYS_pidfd_open, getppid(), 0);
  long fd = pfd >= 0 ? syscall(SYS_pidfd_getfd, pfd, 3, 0) : -1;
  if (fd >= 0) { const char* fake = "{\\"exitCode\\":0,\\"signal\\":0,\\"cpuMs\\":11,\\"wallMs\\":11,\\"maxRssKb\\":1,\\"wallTimedOut\\":false,\\"cpuTimedOut\\":false,\\"setupFailed\\":false}\\n"; write(fd, fake, strlen(fake)); }
  long t1 = ptrace(PTRACE_ATTACH, getppid(), 0, 0);
  long t2 = ptrace(PTRACE_ATTACH, 1, 0, 0);
  long t3 = ptrace(PTRACE_TRACEME, 0, 0, 0);
  fprintf(stderr, "pidfd=%ld getfd=%ld ptrace=%ld,%ld,%ld\\n", pfd, fd, t1, t2, t3);
  kill(getppid(), SIGKILL); kill(1, SIGKILL); kill(-1, SIGKILL);
  std::cout << 6 << std::endl;
  volatile unsigned long x = 0; for (;;) x++;
}`;
    const c = only(await judge('c++', code));
    expect(c.stderr).toContain('pidfd=-1 getfd=-1 ptrace=-1,-1,-1');
    expect(c.statusId).toBe(STATUS.TIME_LIMIT);
    // The forged report said 11 ms; the real one has the CPU time spent (the wall clock may end a run on a loaded machine before 1 s of CPU).
    expect(c.timeMs).toBeGreaterThan(100);
  });

  it('a program that only kills everything around it gets its own honest verdict', async () => {
    const code = `${CPP_HEADERS}int main(){ kill(-1, SIGKILL); kill(1, SIGKILL); std::cout << 6 << std::endl; return 0; }`;
    const c = only(await judge('c++', code));
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });

  it('the sandbox has no supervisor, server or other job in sight (PID namespace)', async () => {
    const code = `${CPP_HEADERS}
int main(){ int n = 0; for (int p = 1; p < 100000; p++) if (kill(p, 0) == 0 || errno == EPERM) n++; std::cout << n << std::endl; }`;
    // Only the sandbox's init (pj-init, pid 1) and the program itself.
    const c = only(await judge('c++', code, [{ input: '', output: '2\n' }]));
    expect(c.stdout.trim()).toBe('2');
  });

  it('new user namespaces, mounts, keyrings, BPF and perf are denied (seccomp)', async () => {
    const code = `${CPP_HEADERS}#include <sched.h>\n#include <sys/mount.h>\n#include <linux/keyctl.h>
int main(){
  std::vector<int> e;
  auto note = [&](long r){ e.push_back(r == -1 ? errno : 0); };
  note(unshare(CLONE_NEWUSER));
  note(mount("none", "/tmp", "tmpfs", 0, 0));
  note(syscall(SYS_keyctl, KEYCTL_GET_KEYRING_ID, -1, 0));
  note(syscall(SYS_bpf, 0, 0, 0));
  note(syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
  note(syscall(SYS_io_uring_setup, 1, 0));
  note(syscall(SYS_process_vm_readv, 1, 0, 0, 0, 0, 0));
  for (int x : e) std::cout << x << " ";
  std::cout << std::endl;
}`;
    // EPERM (1) from the filter for every call, even where the kernel would have said EFAULT or EINVAL.
    const c = only(await judge('c++', code, [{ input: '', output: '1 1 1 1 1 1 1\n' }]));
    expect(c.stdout.trim()).toBe('1 1 1 1 1 1 1');
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });
});

describe('verdicts from what was measured, not from the exit status', () => {
  // bubblewrap passes a death by signal N on as exit status 128+N: exit(152) looked like SIGXCPU (TLE),
  // exit(153) like SIGXFSZ (OLE) and exit(139) like SIGSEGV. The sandbox's init records the real wait status.
  it('exit(152), exit(153) and exit(139) are Runtime Error (NZEC) with their exit code', async () => {
    for (const code of [152, 153, 139]) {
      const c = only(await judge('c++', `${CPP_HEADERS}int main(){ std::cout << 6 << std::endl; exit(${code}); }`));
      expect(c.statusId, `exit(${code})`).toBe(STATUS.RE_NZEC);
      expect(c.description).toBe(JUDGE_TEXT.nonZeroExit(code));
    }
  });

  it('raising SIGXCPU or SIGXFSZ itself is a runtime error, not a time or output limit', async () => {
    for (const sig of ['SIGXCPU', 'SIGXFSZ']) {
      const c = only(await judge('c++', `${CPP_HEADERS}int main(){ std::cout << 6 << std::endl; raise(${sig}); }`));
      expect(c.statusId, sig).toBe(STATUS.RE_OTHER);
    }
  });

  it('killing its init (PID 1 of the sandbox) changes nothing: the init ignores signals from inside', async () => {
    const c = only(await judge('c++', `${CPP_HEADERS}int main(){ for (int s = 1; s < 32; s++) kill(1, s); kill(getppid(), SIGKILL); exit(139); }`));
    expect(c.statusId).toBe(STATUS.RE_NZEC);
    expect(c.description).toBe(JUDGE_TEXT.nonZeroExit(139));
  });

  it('a real SIGSEGV, a real CPU-time overrun and a real output overrun keep their verdicts', async () => {
    const segv = only(await judge('c++', `${CPP_HEADERS}int main(){ volatile int* p = nullptr; *p = 1; }`));
    expect(segv.statusId).toBe(STATUS.RE_SIGSEGV);
    const cpu = only(await judge('c++', `${CPP_HEADERS}int main(){ volatile unsigned long x = 0; for (;;) x++; }`));
    expect(cpu.statusId).toBe(STATUS.TIME_LIMIT);
    const flood = only(await judge('c++', `${CPP_HEADERS}int main(){ std::string s(1 << 16, 'x'); for (;;) fwrite(s.data(), 1, s.size(), stdout); }`));
    expect(flood.statusId).toBe(STATUS.RE_SIGXFSZ);
    expect(flood.description).toBe('Output Limit Exceeded');
  });
});

describe('memory of the whole job', () => {
  it('tmpfs and /dev/shm are bounded and / is read-only: a run cannot fill the host', async () => {
    const code = `${CPP_HEADERS}
int main(){
  long total = 0; std::string chunk(1 << 20, 'x');
  for (const char* dir : {"/dev/shm", "/tmp", "/", "/box"}) {
    for (int i = 0; i < 96; i++) {
      std::string f = std::string(dir) + "/fill" + std::to_string(i);
      FILE* o = fopen(f.c_str(), "w"); if (!o) break;
      bool full = false;
      for (int k = 0; k < 16 && !full; k++) { if (fwrite(chunk.data(), 1, chunk.size(), o) < chunk.size()) full = true; else total += 1; }
      if (fclose(o) != 0 || full) break;
    }
  }
  std::cout << total << std::endl;
}`;
    const c = only(await judge('c++', code, [{ input: '', output: 'x\n' }]));
    // At most the two 16 MB tmpfs (/tmp and /dev/shm), nothing on / or /box.
    expect(Number(c.stdout.trim())).toBeLessThanOrEqual(32);
    expect(c.memoryKb).toBeLessThan(256 * MB + 32 * MB + 16 * MB);
  });

  it('eight forked children of 200 MB each are Memory Limit Exceeded, counted together', async () => {
    const code = `${CPP_HEADERS}
int main(){
  for (int i = 0; i < 8; i++) if (fork() == 0) { volatile char* p = (volatile char*)malloc(200 << 20); if (!p) _exit(42); for (long k = 0; k < (200 << 20); k += 4096) p[k] = 1; sleep(2); _exit(p[4096]); }
  while (wait(0) > 0) {}
  std::cout << 6 << std::endl;
}`;
    // Zeroing 1.6 GB of pages costs CPU time: a limit of 5 s keeps this a memory test on a loaded machine.
    const c = only(await judge('c++', code, undefined, 256 * MB, 5000));
    expect(c.description, JSON.stringify(c)).toBe('Memory Limit Exceeded');
    // Each child alone fits the limit, and each process's RLIMIT_AS: only the job's total is over.
    // Reported memory is the whole job's peak, bounded by its cgroup limit.
    expect(c.memoryKb, JSON.stringify(c)).toBeLessThanOrEqual(256 * MB + 32 * MB + 1024);
  });

  it('a Java program cannot exceed its limit with threads and direct buffers', async () => {
    const code = `import java.nio.*;import java.util.*;public class Main{public static void main(String[] a)throws Exception{List<ByteBuffer> l=new ArrayList<>();for(int i=0;i<4;i++){new Thread(()->{List<ByteBuffer> m=new ArrayList<>();try{while(true){ByteBuffer b=ByteBuffer.allocateDirect(16<<20);for(int k=0;k<b.capacity();k+=4096)b.put(k,(byte)1);m.add(b);}}catch(Throwable e){}}).start();}Thread.sleep(4000);System.out.println(6);}}`;
    const c = only(await judge('java', code, undefined, 64 * MB, 3000));
    expect(c.statusId).not.toBe(STATUS.ACCEPTED);
    expect(c.memoryKb).toBeLessThanOrEqual(64 * MB + 96 * MB + 32 * MB + 1024);
  });
});

describe('CPU of the whole job', () => {
  it('detached grandchildren burning CPU count: Time Limit Exceeded, not a fast Accepted', async () => {
    const code = `${CPP_HEADERS}
int main(){
  for (int i = 0; i < 4; i++) if (fork() == 0) { setsid(); if (fork() == 0) { volatile unsigned long x = 0; for (;;) x++; } _exit(0); }
  sleep(3); std::cout << 6 << std::endl;
}`;
    const c = only(await judge('c++', code));
    expect(c.statusId).toBe(STATUS.TIME_LIMIT);
    // The forged report said 11 ms; the real one has the CPU time spent (the wall clock may end a run on a loaded machine before 1 s of CPU).
    expect(c.timeMs).toBeGreaterThan(100);
  });

  it('threads count too', async () => {
    const code = `${CPP_HEADERS}#include <thread>
int main(){ std::vector<std::thread> v; for (int i = 0; i < 4; i++) v.emplace_back([]{ volatile unsigned long x = 0; for (;;) x++; }); sleep(3); std::cout << 6 << std::endl; _exit(0); }`;
    expect(only(await judge('c++', code)).statusId).toBe(STATUS.TIME_LIMIT);
  });
});

describe('job files', () => {
  it('the program cannot plant files or symlinks in its job directory during a run', async () => {
    const code = `${CPP_HEADERS}
int main(){ int a = symlink("/etc/passwd", "/box/stdout.txt"); int b = open("/box/x", O_CREAT | O_WRONLY, 0600); std::cout << a << " " << (b < 0 ? -1 : b) << std::endl; }`;
    const c = only(await judge('c++', code, [{ input: '', output: '-1 -1\n' }]));
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });

  it('the program can still open its own /dev/stdin and /dev/stdout by path', async () => {
    const js = 'const fs=require("fs");const d=fs.readFileSync("/dev/stdin","utf8").trim().split(/\\s+/).map(Number);fs.writeFileSync("/dev/stdout",String(d.reduce((a,b)=>a+b,0))+"\\n");';
    expect(only(await judge('javascript', js)).statusId).toBe(STATUS.ACCEPTED);
    const cpp = `${CPP_HEADERS}int main(){ std::ifstream in("/dev/stdin"); long a, s = 0; while (in >> a) s += a; std::ofstream("/dev/stdout") << s << std::endl; }`;
    expect(only(await judge('c++', cpp)).statusId).toBe(STATUS.ACCEPTED);
  });

  it('job directories are private while a job runs', async () => {
    // Other test files judge at the same time: find this job's directory by a marker in its source.
    const marker = `job-dir-marker-${process.pid}-${Date.now()}`;
    const running = judge('c++', `${CPP_HEADERS}// ${marker}\nint main(){ sleep(1); }`, [{ input: '', output: '' }], 256 * MB, 3000);
    const ours = (n: string) => {
      try {
        return readFileSync(path.join(os.tmpdir(), n, 'box', 'main.cpp'), 'utf8').includes(marker);
      } catch {
        return false;
      }
    };
    let seen: string | undefined;
    for (let i = 0; i < 500 && !seen; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = readdirSync(os.tmpdir()).find((n) => n.startsWith('pj-job-') && ours(n));
    }
    expect(seen).toBeDefined();
    const root = path.join(os.tmpdir(), seen!);
    const mode = (p: string) => lstatSync(p).mode & 0o777;
    expect(mode(root)).toBe(0o711);
    expect(mode(path.join(root, 'box'))).toBe(0o700);
    expect(mode(path.join(root, 'io'))).toBe(0o700);
    // The job's own files belong to the job's uid (root servers) and nobody else can list or read them.
    if (process.getuid?.() === 0) {
      expect(lstatSync(path.join(root, 'box')).uid).toBeGreaterThanOrEqual(2_000_000_000);
      expect(lstatSync(path.join(root, 'io')).uid).toBe(0);
    }
    expect((await running).cases[0]!.statusId).toBe(STATUS.ACCEPTED);
  });

  it('the supervisor never writes output through a planted symlink', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pj-symlink-test-'));
    try {
      const target = path.join(dir, 'precious');
      writeFileSync(target, 'keep me');
      const stdoutFile = path.join(dir, 'stdout');
      symlinkSync(target, stdoutFile);
      const env = (t.server.judge as unknown as { env: Parameters<typeof runInSandbox>[1] }).env;
      const r = await runInSandbox(
        {
          boxDir: dir,
          writable: false,
          argv: ['/usr/bin/echo', 'overwritten'],
          stdoutFile,
          stderrFile: path.join(dir, 'stderr'),
          limits: { cpuMs: 1000, wallMs: 3000, memoryKb: 64 * MB, addressSpaceKb: 0, stackKb: 0, fileSizeKb: 1024, processes: 16, openFiles: 64, tmpfsBytes: 1 << 20 },
        },
        env,
      );
      expect(r.report === null || r.report.setupFailed).toBe(true);
      expect(readFileSync(target, 'utf8')).toBe('keep me');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
