import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../common/contract/common.ts';
import { STATUS } from '../../common/contract/submission.ts';
import { DEFAULT_MEMORY_LIMIT_KB } from '../../common/judging/limits.ts';
import type { JudgeOutcome } from '../../server/judge/judge.ts';
import { ApiClient } from '../support/client.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';

/**
 * The judge against real and hostile programs, in the real bwrap sandbox:
 * every language gets AC, WA, TLE, MLE, RE, CE, output flood, fork bomb,
 * network access and an attempt to read the app's files, each with the
 * expected verdict; the server must still answer afterwards.
 */
const t = judgeTestAppForSuite();

const APP_FILE = path.resolve('package.json');
const sumTests = [
  { input: '1 2 3\n', output: '6\n' },
  { input: '10 20\n', output: '30\n' },
];

function judge(language: Language, code: string, tests = sumTests, memoryLimitKb = 65536): Promise<JudgeOutcome> {
  return t.server.judge.evaluate({ language, code, tests, timeLimitMs: 1000, memoryLimitKb, stopOnFirstFailure: false });
}

const first = (o: JudgeOutcome) => {
  expect(o.compileOutput).toBeNull();
  return o.cases[0]!;
};

const programs: Record<Language, Record<string, string>> = {
  'c++': {
    ac: '#include <bits/stdc++.h>\nint main(){long long a,s=0;while(std::cin>>a)s+=a;std::cout<<s<<"\\n";}',
    wa: '#include <bits/stdc++.h>\nint main(){long long a,s=0;while(std::cin>>a)s+=a;std::cout<<s+1<<"\\n";}',
    tle: 'int main(){volatile unsigned long x=0;for(;;)x++;}',
    sleep: '#include <unistd.h>\nint main(){sleep(60);}',
    mle: '#include <bits/stdc++.h>\nint main(){std::vector<std::vector<char>> v;for(;;){v.emplace_back(1<<24,1);}}',
    segv: 'int main(){volatile int* p=nullptr;*p=1;return 0;}',
    fpe: '#include <cstdio>\nint main(){volatile int z=0;printf("%d",10/z);}',
    nzec: 'int main(){return 3;}',
    ce: 'int main(){ this is not c++ }',
    flood: '#include <cstdio>\nint main(){for(;;)fputs("flood flood flood flood\\n",stdout);}',
    forkbomb: '#include <unistd.h>\nint main(){for(;;)fork();}',
    network:
      '#include <bits/stdc++.h>\n#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\nint main(){int s=socket(AF_INET,SOCK_STREAM,0);sockaddr_in a{};a.sin_family=AF_INET;a.sin_port=htons(80);inet_pton(AF_INET,"1.1.1.1",&a.sin_addr);int r=s<0?-1:connect(s,(sockaddr*)&a,sizeof a);std::cout<<(r==0?"connected":"blocked")<<"\\n";}',
    readApp: `#include <bits/stdc++.h>\nint main(){std::ifstream f(${JSON.stringify(APP_FILE)});std::ifstream g("/etc/passwd");const char*e=getenv("DATABASE_URL");std::cout<<(f.good()||g.good()||e?"leaked":"denied")<<"\\n";}`,
  },
  java: {
    ac: 'import java.util.*;public class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);long t=0;while(s.hasNextLong())t+=s.nextLong();System.out.println(t);}}',
    wa: 'public class Main{public static void main(String[] a){System.out.println(42);}}',
    tle: 'public class Main{public static void main(String[] a){long x=0;while(true){x++;if(x==-1)break;}System.out.println(x);}}',
    sleep: 'public class Main{public static void main(String[] a)throws Exception{Thread.sleep(60000);}}',
    mle: 'import java.util.*;public class Main{public static void main(String[] a){List<long[]> l=new ArrayList<>();while(true)l.add(new long[1<<20]);}}',
    segv: 'public class Main{public static void main(String[] a){int[] x=new int[1];x[5]=1;}}',
    fpe: 'public class Main{public static void main(String[] a){int z=0;System.out.println(10/z);}}',
    nzec: 'public class Main{public static void main(String[] a){System.exit(3);}}',
    ce: 'public class Main{ this is not java }',
    flood: 'public class Main{public static void main(String[] a){java.io.PrintStream o=new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out),false);while(true)o.print("flood flood flood flood\\n");}}',
    forkbomb:
      'public class Main{public static void main(String[] a)throws Exception{while(true){try{new ProcessBuilder("java","-cp","/box","Main").start();}catch(Exception e){}}}}',
    network:
      'public class Main{public static void main(String[] a){try{new java.net.Socket("1.1.1.1",80);System.out.println("connected");}catch(Exception e){System.out.println("blocked");}}}',
    readApp: `public class Main{public static void main(String[] a){boolean f=new java.io.File(${JSON.stringify(APP_FILE)}).canRead()||new java.io.File("/etc/passwd").canRead()||System.getenv("DATABASE_URL")!=null;System.out.println(f?"leaked":"denied");}}`,
  },
  javascript: {
    ac: 'const d=require("fs").readFileSync(0,"utf8").trim().split(/\\s+/).map(Number);console.log(d.reduce((a,b)=>a+b,0));',
    wa: 'console.log(42);',
    tle: 'let x=0;while(true){x++;}',
    sleep: 'setTimeout(()=>{},60000);',
    mle: 'const l=[];while(true){l.push(new Array(1e6).fill(1.5));}',
    segv: 'null.boom();',
    fpe: 'function f(){f();}f();',
    nzec: 'process.exit(3);',
    ce: 'this is not javascript {',
    flood: 'const s="flood flood flood flood\\n".repeat(1000);for(;;)process.stdout.write(s);',
    forkbomb: 'const cp=require("child_process");for(;;){try{cp.spawn(process.execPath,["main.js"]);}catch(e){}}',
    network:
      'const s=require("net").connect(80,"1.1.1.1");s.on("connect",()=>{console.log("connected");process.exit(0)});s.on("error",()=>{console.log("blocked")});',
    readApp: `const fs=require("fs");let ok=false;for(const p of [${JSON.stringify(APP_FILE)},"/etc/passwd"]){try{fs.readFileSync(p);ok=true;}catch{}}if(process.env.DATABASE_URL)ok=true;console.log(ok?"leaked":"denied");`,
  },
  python3: {
    ac: 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))',
    wa: 'print(42)',
    tle: 'x = 0\nwhile True:\n    x += 1',
    sleep: 'import time\ntime.sleep(60)',
    mle: 'a = []\nwhile True:\n    a.append(bytearray(1 << 24))',
    // A stack overflow of C recursion is SIGSEGV in CPython; here the interpreter's own error.
    segv: 'import sys\nsys.setrecursionlimit(10**9)\ndef f(n):\n    return f(n + 1) + 1\nf(0)',
    fpe: 'print(10 // 0)',
    nzec: 'import sys\nsys.exit(3)',
    ce: 'def main(:\n    this is not python',
    flood: 'import sys\ns = "flood flood flood flood\\n" * 1000\nwhile True:\n    sys.stdout.write(s)',
    forkbomb: 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass',
    network:
      'import socket\ntry:\n    socket.create_connection(("1.1.1.1", 80), timeout=2)\n    print("connected")\nexcept OSError:\n    print("blocked")',
    readApp: `import os\nok = False\nfor p in [${JSON.stringify(APP_FILE)}, "/etc/passwd"]:\n    try:\n        open(p).read()\n        ok = True\n    except OSError:\n        pass\nif os.environ.get("DATABASE_URL"):\n    ok = True\nprint("leaked" if ok else "denied")`,
  },
};

const RUNTIME_ERRORS = [STATUS.RE_SIGSEGV, STATUS.RE_SIGXFSZ, STATUS.RE_SIGFPE, STATUS.RE_SIGABRT, STATUS.RE_NZEC, STATUS.RE_OTHER];

describe.each(LANGUAGES)('%s', (language) => {
  const p = programs[language];

  it('accepts a correct program on every test case', async () => {
    const o = await judge(language, p.ac);
    expect(o.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(o.cases[0]!.stdout).toBe('6\n');
    expect(o.cases[0]!.memoryKb).toBeGreaterThan(0);
  });

  it('gives Wrong Answer for wrong output', async () => {
    expect(first(await judge(language, p.wa)).statusId).toBe(STATUS.WRONG_ANSWER);
  });

  it('gives Time Limit Exceeded for an infinite loop', async () => {
    const c = first(await judge(language, p.tle, [sumTests[0]!]));
    expect(c.statusId).toBe(STATUS.TIME_LIMIT);
  });

  it('gives Time Limit Exceeded for a program that sleeps (wall clock)', async () => {
    expect(first(await judge(language, p.sleep, [sumTests[0]!])).statusId).toBe(STATUS.TIME_LIMIT);
  });

  it('reports Memory Limit Exceeded', async () => {
    const c = first(await judge(language, p.mle, [sumTests[0]!]));
    expect(c.description).toBe('Memory Limit Exceeded');
    expect(RUNTIME_ERRORS).toContain(c.statusId);
  });

  it('gives Runtime Errors for crashes and non-zero exits', async () => {
    for (const key of ['segv', 'fpe', 'nzec'] as const) {
      const c = first(await judge(language, p[key], [sumTests[0]!]));
      expect(RUNTIME_ERRORS, `${key}: ${c.description}`).toContain(c.statusId);
    }
    expect(first(await judge(language, p.nzec, [sumTests[0]!])).statusId).toBe(STATUS.RE_NZEC);
  });

  it('gives Compilation Error with the compiler message', async () => {
    const o = await judge(language, p.ce);
    expect(o.compileOutput).toMatch(/error|Error/);
    expect(o.cases).toEqual([]);
  });

  it('stops an output flood', async () => {
    const c = first(await judge(language, p.flood, [sumTests[0]!]));
    expect([STATUS.RE_SIGXFSZ, STATUS.TIME_LIMIT]).toContain(c.statusId);
    expect(Buffer.byteLength(c.stdout)).toBeLessThanOrEqual(64 * 1024 + 100);
  });

  it('contains a fork bomb', async () => {
    const c = first(await judge(language, p.forkbomb, [sumTests[0]!]));
    expect(c.statusId).not.toBe(STATUS.ACCEPTED);
    // The machine is still usable right after.
    expect(first(await judge(language, p.ac)).statusId).toBe(STATUS.ACCEPTED);
  });

  it('has no network', async () => {
    const c = first(await judge(language, p.network, [{ input: '', output: 'blocked\n' }]));
    expect(c.stdout.trim()).toBe('blocked');
  });

  it("cannot read the app's files or environment", async () => {
    const c = first(await judge(language, p.readApp, [{ input: '', output: 'denied\n' }]));
    expect(c.stdout.trim()).toBe('denied');
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });
});

describe('memory outside the managed heap', () => {
  it('JavaScript Buffers beyond the limit are Memory Limit Exceeded, not machine exhaustion', async () => {
    const c = first(await judge('javascript', 'const a=[];for(;;)a.push(Buffer.alloc(1<<26,1));', [sumTests[0]!]));
    expect(c.description).toBe('Memory Limit Exceeded');
    expect(c.memoryKb).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('out-of-memory reports rest on measured memory', () => {
  it('Python raising MemoryError itself is a Runtime Error (NZEC) with its traceback', async () => {
    const c = first(await judge('python3', 'x = [1, 2, 3]\nraise MemoryError\n', [sumTests[0]!]));
    expect(c.description).not.toBe('Memory Limit Exceeded');
    expect(c.statusId).toBe(STATUS.RE_NZEC);
    expect(c.stderr).toMatch(/Traceback \(most recent call last\):[\s\S]*raise MemoryError\nMemoryError/);
  });

  it.each([
    ['c++', '#include <iostream>\nint main(){std::cerr << "terminate called after throwing an instance of \'std::bad_alloc\'\\n"; return 1;}', 1],
    ['java', 'public class Main{public static void main(String[] a){System.err.println("Exception in thread \\"main\\" java.lang.OutOfMemoryError: Java heap space");System.exit(1);}}', 1],
    ['javascript', 'console.error("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory");process.exit(134);', 134],
  ] as const)('%s printing the runtime\'s out-of-memory message is a Runtime Error', async (language, code, exitCode) => {
    const c = first(await judge(language, code, [sumTests[0]!]));
    expect(c.description).toBe(`Runtime Error (NZEC): exit code ${exitCode}`);
    expect(c.statusId).toBe(STATUS.RE_NZEC);
  });

  it("programs get glibc's huge-page malloc: the tunable, and the kernel's THP settings it reads, read-only", async () => {
    const code = '#include <bits/stdc++.h>\n#include <unistd.h>\nint main(){const char*e=getenv("GLIBC_TUNABLES");std::ifstream f("/sys/kernel/mm/transparent_hugepage/enabled");std::string m;std::getline(f,m);std::cout<<(e?e:"none")<<" "<<!m.empty()<<" "<<access("/sys/kernel/mm/transparent_hugepage/enabled",W_OK)<<"\\n";}';
    const c = first(await judge('c++', code, [{ input: '', output: 'glibc.malloc.hugetlb=1 1 -1\n' }]));
    expect(c.stdout).toBe('glibc.malloc.hugetlb=1 1 -1\n');
  });

  it('a C++ vector growing by push_back until its next doubling fails is Memory Limit Exceeded', async () => {
    const code = '#include <bits/stdc++.h>\nint main(){std::vector<int> v;for(int i=0;;i++)v.push_back(i);}';
    const c = first(await judge('c++', code, [sumTests[0]!], DEFAULT_MEMORY_LIMIT_KB));
    expect(c.description).toBe('Memory Limit Exceeded');
    expect(c.stderr).toMatch(/std::bad_alloc/);
    // It holds half the limit when the next doubling exceeds the address space: the report, backed by
    // that peak, is what makes it a memory limit.
    expect(c.memoryKb).toBeLessThan(DEFAULT_MEMORY_LIMIT_KB);
  });
});

describe('Python isolation', () => {
  it('runs with the standard library only: site-packages hidden and empty, no user packages, nothing writable on sys.path, no bytecode written', async () => {
    const code = [
      'import sys, os',
      'packages = [p for p in sys.path if "-packages" in p and os.path.isdir(p)]',
      'print(all(os.listdir(p) == [] for p in packages), any(os.access(p, os.W_OK) for p in sys.path if os.path.isdir(p)), sys.flags.isolated, sys.flags.no_user_site, sys.dont_write_bytecode)',
      'try:',
      '    import apt_pkg',
      '    print("apt_pkg imported")',
      'except ImportError:',
      '    print("standard library only")',
    ].join('\n');
    const c = first(await judge('python3', code, [{ input: '', output: 'True False 1 1 True\nstandard library only\n' }]));
    expect(c.stdout).toBe('True False 1 1 True\nstandard library only\n');
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });

  it('has what `python3 main.py` gives a program: exit(), quit() and sys.exit end it as in CPython', async () => {
    const tests = [{ input: '2 3\n', output: '5\n' }];
    for (const end of ['exit()', 'exit(0)', 'quit()', 'sys.exit(0)']) {
      const c = first(await judge('python3', `import sys\na, b = map(int, input().split())\nprint(a + b)\n${end}\nprint("not reached")\n`, tests));
      expect(c.statusId, `${end}: ${c.stderr}`).toBe(STATUS.ACCEPTED);
    }
    const failed = first(await judge('python3', 'print(5)\nexit(3)\n', tests));
    expect(failed.statusId).toBe(STATUS.RE_NZEC);
    expect(failed.description).toMatch(/exit code 3/);
  });

  it('recurses 10^5 deep after sys.setrecursionlimit, as on Kattis', async () => {
    const code = ['import sys', 'sys.setrecursionlimit(10**6)', 'def depth(n):', '    return 0 if n == 0 else 1 + depth(n - 1)', 'print(depth(int(input())))'].join('\n');
    const c = first(await judge('python3', code, [{ input: '100000\n', output: '100000\n' }]));
    expect(c.statusId, c.stderr).toBe(STATUS.ACCEPTED);
  });

  it('a syntax error is a Compilation Error naming main.py and the line, without the checker\'s own traceback', async () => {
    const o = await judge('python3', 'x = 1\nif x == 1\n    print(x)\n');
    expect(o.cases).toEqual([]);
    expect(o.compileOutput).toMatch(/File "main\.py", line 2/);
    expect(o.compileOutput).toMatch(/SyntaxError/);
    expect(o.compileOutput).not.toMatch(/Traceback|<string>/);
  });

  it('an uncaught exception is a Runtime Error (NZEC) with the traceback on stderr', async () => {
    const c = first(await judge('python3', 'def f(a):\n    return a[3]\nprint(f([1]))\n', [sumTests[0]!]));
    expect(c.statusId).toBe(STATUS.RE_NZEC);
    expect(c.stderr).toMatch(/IndexError: list index out of range/);
  });
});

describe('compile-time attacks', () => {
  it('#include </dev/zero> is a Compilation Error within the compile limit', async () => {
    const started = Date.now();
    const o = await judge('c++', '#include </dev/zero>\nint main(){}');
    expect(o.compileOutput).not.toBeNull();
    expect(o.cases).toEqual([]);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a template explosion is a Compilation Error', async () => {
    const code = `template<int N> struct F { static const long v = F<N-1>::v + F<N-2>::v; };
template<> struct F<0> { static const long v = 0; }; template<> struct F<1> { static const long v = 1; };
template<int N> struct E { E<N-1> a; E<N-1> b; };
template<> struct E<0> { char c; };
int main(){ E<40> e; (void)e; return F<100000>::v; }`;
    const o = await judge('c++', code);
    expect(o.compileOutput).not.toBeNull();
  });
});

describe('socket families', () => {
  // AF_VSOCK reaches the host's hypervisor sockets and AF_NETLINK the kernel, whatever the network
  // namespace; only the families an empty network namespace confines are open.
  const SOCKETS = `#include <cerrno>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>
#ifndef AF_VSOCK
#define AF_VSOCK 40
#endif
int probe() {
  const int refused[][2] = {{AF_VSOCK, SOCK_STREAM}, {AF_NETLINK, SOCK_RAW}, {AF_PACKET, SOCK_RAW}, {AF_BLUETOOTH, SOCK_STREAM}, {AF_ALG, SOCK_SEQPACKET}, {0, SOCK_STREAM}, {1000, SOCK_STREAM}};
  for (auto& f : refused) if (socket(f[0], f[1], 0) != -1 || (errno != EAFNOSUPPORT && errno != EPERM)) return 1;
  int pair[2];
  if (socketpair(AF_NETLINK, SOCK_RAW, 0, pair) != -1 || socketpair(AF_VSOCK, SOCK_STREAM, 0, pair) != -1) return 2;
  const int allowed[] = {AF_UNIX, AF_INET, AF_INET6};
  for (int f : allowed) { int s = socket(f, SOCK_STREAM, 0); if (s < 0) return 3; close(s); }
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) return 4;
  return 0;
}
`;

  it('a program can open AF_UNIX, AF_INET and AF_INET6 sockets, and no other family (vsock, netlink, packet …)', async () => {
    const c = first(await judge('c++', `${SOCKETS}int main(){ printf("%d\\n", probe()); }`, [{ input: '', output: '0\n' }]));
    expect(c.stdout.trim()).toBe('0');
    expect(c.statusId).toBe(STATUS.ACCEPTED);
  });

  it('a custom output validator is held to the same families', async () => {
    // Accepts (42) only when the families are as above; else Wrong Answer (43).
    const validator = `${SOCKETS}int main(){ return probe() == 0 ? 42 : 43; }`;
    const o = await t.server.judge.evaluate({
      language: 'c++',
      code: '#include <cstdio>\nint main(){ puts("x"); }',
      tests: [{ input: '', output: 'x\n' }],
      timeLimitMs: 1000,
      memoryLimitKb: 65536,
      validation: { kind: 'custom', language: 'c++', files: [{ name: 'validator.cpp', content: validator }], flags: [] },
      stopOnFirstFailure: false,
    });
    expect(first(o).statusId).toBe(STATUS.ACCEPTED);
  });
});

describe('after hostile programs', () => {
  it('the server still answers and judges', async () => {
    const api = new ApiClient(t.app);
    expect((await api.get('/api/health')).statusCode).toBe(200);
    await api.signUp();
    const [problem] = (await api.get('/api/prblm/getAllPrblm')).json() as { _id: string }[];
    const res = await api.post(`/api/submit/runCode/${problem!._id}`, { language: 'javascript', code: 'function twoSum(nums, target) { return [1]; }' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].status_id).toBe(STATUS.WRONG_ANSWER);
  });
});
