import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../common/contract/common.ts';
import { STATUS } from '../../common/contract/submission.ts';
import type { OutputValidation } from '../../common/judging/validation.ts';
import type { JudgeOutcome, JudgeTestCase } from '../../server/judge/judge.ts';
import { validatorHash } from '../../server/judge/validators.ts';
import { createTestApp, JUDGE_CACHE_DIR, type TestApp } from '../support/test-server.ts';

/**
 * Output validation in the real sandbox: the Kattis default output validator (floats, case),
 * custom output validators (compiled once, run per test case with Kattis' calling convention,
 * isolated from the learner's program) and Java submissions with any public class name.
 */
let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  expect(t.server.judge.unavailable).toBeNull();
  const log = { info: () => undefined, warn: () => undefined, error: (m: string) => void logged.push(m) };
  t.server.judge.setLogger(log);
});
afterAll(async () => {
  await t?.close();
});

function judge(language: Language, code: string, tests: JudgeTestCase[], validation?: OutputValidation): Promise<JudgeOutcome> {
  return t.server.judge.evaluate({ language, code, tests, timeLimitMs: 2000, memoryLimitKb: 262144, validation, stopOnFirstFailure: false });
}
const statuses = (o: JudgeOutcome) => {
  expect(o.compileOutput).toBeNull();
  return o.cases.map((c) => c.statusId);
};

const defaultFlags = { caseSensitive: false, spaceChangeSensitive: false };

describe('default output validator', () => {
  const divide = [
    { input: '1 3\n', output: '0.333333333333\n' },
    { input: '2000000 3\n', output: '666666.666666667\n' },
  ];
  // Prints a/b with 7 decimals, plus `shift`.
  const program = (shift: string) => `const [a,b]=require('fs').readFileSync(0,'utf8').trim().split(/\\s+/).map(Number);console.log((a/b+${shift}).toFixed(7));`;

  it('accepts floats within the absolute or relative tolerance and rejects those outside', async () => {
    const tolerance: OutputValidation = { kind: 'default', flags: { ...defaultFlags, floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 } };
    expect(statuses(await judge('javascript', program('0'), divide, tolerance))).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    // Off by 1e-4: outside the absolute tolerance for 1/3, but inside the relative one for 666666.67.
    const off = await judge('javascript', program('1e-4'), divide, tolerance);
    expect(statuses(off)).toEqual([STATUS.WRONG_ANSWER, STATUS.ACCEPTED]);
    expect(off.cases[0]!.description).toBe('Wrong Answer');
    expect(off.cases[0]!.message).toBe('Wrong answer on line 1: read 0.3334333, expected 0.333333333333 within the tolerance (absolute 0.000001, relative 0.000001)');
    // The legacy comparison (and the default validator without tolerance) wants the exact text.
    expect(statuses(await judge('javascript', program('0'), divide))).toEqual([STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER]);
    expect(statuses(await judge('javascript', program('0'), divide, { kind: 'default', flags: defaultFlags }))).toEqual([STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER]);
  });

  it('is case- and space-insensitive by default; case_sensitive makes case count', async () => {
    const tests = [{ input: '4\n', output: 'yes even\n' }];
    const code = 'console.log("  YES\\n\\nEven   ");';
    expect(statuses(await judge('javascript', code, tests, { kind: 'default', flags: defaultFlags }))).toEqual([STATUS.ACCEPTED]);
    const strict = await judge('javascript', code, tests, { kind: 'default', flags: { ...defaultFlags, caseSensitive: true } });
    expect(statuses(strict)).toEqual([STATUS.WRONG_ANSWER]);
    expect(strict.cases[0]!.message).toBe('Wrong answer on line 1: read YES, expected yes');
    // The legacy comparison keeps its rule.
    expect(statuses(await judge('javascript', code, tests))).toEqual([STATUS.WRONG_ANSWER]);
  });

  it('never quotes answer tokens beyond what a failed-test detail shows', async () => {
    const answer = `${'7 '.repeat(3000)}8\n`;
    const o = await judge('javascript', `console.log(${JSON.stringify('7 '.repeat(3000))} + '9');`, [{ input: '', output: answer }], { kind: 'default', flags: defaultFlags });
    expect(statuses(o)).toEqual([STATUS.WRONG_ANSWER]);
    expect(o.cases[0]!.message).toBe('Wrong answer on line 1: read 9, which differs from the answer');
  });
});

/** A Kattis-style validator: any permutation of 1..n whose adjacent sums are odd. */
const PERMUTATION_VALIDATOR = String.raw`#include <bits/stdc++.h>
using namespace std;
int main(int argc, char** argv) {
  if (argc < 4) return 1;
  ifstream in(argv[1]);
  int n; in >> n;
  ofstream msg(string(argv[3]) + "judgemessage.txt");
  vector<long long> p;
  long long x;
  for (int i = 0; i < n; i++) { if (!(cin >> x)) { msg << "too few numbers"; return 43; } p.push_back(x); }
  string extra;
  if (cin >> extra) { msg << "extra output after " << n << " numbers"; return 43; }
  vector<int> seen(n + 1);
  for (long long v : p) if (v < 1 || v > n || seen[v]++) { msg << "not a permutation of 1.." << n; return 43; }
  for (int i = 0; i + 1 < n; i++) if ((p[i] + p[i + 1]) % 2 == 0) { msg << "adjacent " << p[i] << " and " << p[i + 1] << " sum to an even number"; return 43; }
  return 42;
}
`;
const permutation = (files: { name: string; content: string }[], language: 'c++' | 'python3' | 'java' | 'javascript' = 'c++', flags: string[] = []): OutputValidation => ({ kind: 'custom', language, files, flags });
const permTests = [
  { input: '4\n', output: '1 2 3 4\n' },
  { input: '5\n', output: '1 2 3 4 5\n' },
];

describe('custom output validators', () => {
  const validation = permutation([{ name: 'validator.cpp', content: PERMUTATION_VALIDATOR }]);
  const entry = path.join(JUDGE_CACHE_DIR, 'validators', validatorHash(validation as Extract<OutputValidation, { kind: 'custom' }>));
  // The cache outlives test runs: start without this validator so its first use compiles it.
  beforeAll(() => rmSync(entry, { recursive: true, force: true }));

  it('accept two different correct outputs and reject a wrong one with the judge message', async () => {
    const ascending = 'const n=+require("fs").readFileSync(0,"utf8");console.log(Array.from({length:n},(_,i)=>i+1).join(" "));';
    // n … 1: another valid answer, different from the judge's.
    const swapped = 'const n=+require("fs").readFileSync(0,"utf8");console.log(Array.from({length:n},(_,i)=>n-i).join(" "));';
    const wrong = 'const n=+require("fs").readFileSync(0,"utf8");const p=Array.from({length:n},(_,i)=>i+1);[p[1],p[2]]=[p[2],p[1]];console.log(p.join(" "));';
    expect(statuses(await judge('javascript', ascending, permTests, validation))).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    const other = await judge('javascript', swapped, permTests, validation);
    expect(other.cases.map((c) => c.stdout.trim())).toEqual(['4 3 2 1', '5 4 3 2 1']);
    expect(statuses(other)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    const bad = await judge('javascript', wrong, permTests, validation);
    expect(statuses(bad)).toEqual([STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER]);
    expect(bad.cases[0]!.message).toBe('adjacent 1 and 3 sum to an even number');
    expect(bad.cases[0]!.description).toBe('Wrong Answer');
  });

  it('is compiled once per problem into a cache only the server may write', async () => {
    expect(existsSync(entry)).toBe(true);
    const before = statSync(entry);
    expect(before.uid).toBe(process.getuid!());
    expect(before.mode & 0o022).toBe(0);
    const files = readdirSync(entry);
    expect(files).toContain('validator');
    for (const f of files) expect(statSync(path.join(entry, f)).mode & 0o022).toBe(0);
    await judge('javascript', 'console.log("1 2 3 4")', permTests.slice(0, 1), validation);
    expect(statSync(entry).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(entry)).toEqual(files);
    expect(readdirSync(path.dirname(entry)).filter((e) => e.startsWith('.build-'))).toEqual([]);
  });

  it('passes the flags after feedback_dir, and python3 validators work', async () => {
    const py = [
      'import sys',
      'inp, ans, fb = sys.argv[1:4]',
      'team = sys.stdin.read().split()',
      'want = open(ans).read().split()',
      'flags = sys.argv[4:]',
      'ok = (team[::-1] if "reverse" in flags else team) == want',
      'if not ok: open(fb + "judgemessage.txt", "w").write("flags " + " ".join(flags))',
      'sys.exit(42 if ok else 43)',
    ].join('\n');
    const tests = [{ input: '', output: '3 2 1\n' }];
    const reverse = permutation([{ name: 'validator.py', content: py }], 'python3', ['reverse']);
    expect(statuses(await judge('javascript', 'console.log("1 2 3")', tests, reverse))).toEqual([STATUS.ACCEPTED]);
    const plain = await judge('javascript', 'console.log("1 2 3")', tests, permutation([{ name: 'validator.py', content: py }], 'python3', ['plain', 'x']));
    expect(statuses(plain)).toEqual([STATUS.WRONG_ANSWER]);
    expect(plain.cases[0]!.message).toBe('flags plain x');
  });

  it('a validator that crashes, exits otherwise or does not compile is an Internal Error, never Accepted', async () => {
    logged.length = 0;
    const crash = permutation([{ name: 'validator.cpp', content: '#include <cstdlib>\nint main(){ std::abort(); }' }]);
    const o = await judge('javascript', 'console.log("1 2 3 4")', permTests.slice(0, 1), crash);
    expect(statuses(o)).toEqual([STATUS.INTERNAL_ERROR]);
    expect(o.cases[0]!.description).toBe('Internal Error');
    expect(logged.join('\n')).toMatch(/output validator was killed by signal 6/);
    const exit0 = permutation([{ name: 'validator.cpp', content: 'int main(){ return 0; }' }]);
    expect(statuses(await judge('javascript', 'console.log("1")', permTests.slice(0, 1), exit0))).toEqual([STATUS.INTERNAL_ERROR]);
    expect(logged.join('\n')).toMatch(/exited with code 0 \(expected 42 or 43\)/);
    const broken = permutation([{ name: 'validator.cpp', content: 'int main(){ not c++ }' }]);
    expect(statuses(await judge('javascript', 'console.log("1")', permTests, broken))).toEqual([STATUS.INTERNAL_ERROR, STATUS.INTERNAL_ERROR]);
    expect(logged.join('\n')).toMatch(/the output validator does not compile/);
    const slow = permutation([{ name: 'validator.cpp', content: 'int main(){ volatile unsigned long x = 0; for (;;) x++; }' }]);
    expect(statuses(await judge('javascript', 'console.log("1")', permTests.slice(0, 1), slow))).toEqual([STATUS.INTERNAL_ERROR]);
    expect(logged.join('\n')).toMatch(/output validator exceeded its time limit/);
    const badName = permutation([{ name: '../evil.cpp', content: 'int main(){ return 42; }' }]);
    expect(statuses(await judge('javascript', 'console.log("1")', permTests.slice(0, 1), badName))).toEqual([STATUS.INTERNAL_ERROR]);
    expect(logged.join('\n')).toMatch(/file name not allowed/);
  });

  it('handles a flood of output and a flood of judge message', async () => {
    // 12 MB of numbers (under the 16 MB output limit): the validator reads n of them and rejects the rest.
    const flood = 'const s="1 2 3 4 ".repeat(1<<16);for(let i=0;i<24;i++)process.stdout.write(s);';
    const o = await judge('javascript', flood, permTests.slice(0, 1), permutation([{ name: 'validator.cpp', content: PERMUTATION_VALIDATOR }]));
    expect(statuses(o)).toEqual([STATUS.WRONG_ANSWER]);
    expect(o.cases[0]!.message).toBe('extra output after 4 numbers');
    // Over the output limit the program's own verdict comes first; the validator never runs.
    const over = 'const s="1 2 3 4 ".repeat(1<<16);for(let i=0;i<40;i++)process.stdout.write(s);';
    const ole = await judge('javascript', over, permTests.slice(0, 1), permutation([{ name: 'validator.cpp', content: PERMUTATION_VALIDATOR }]));
    expect(ole.cases[0]!.description).toBe('Output Limit Exceeded');
    // A validator writing 200 KB of judge message: the message is cut to 1 KB.
    const chatty = permutation([{ name: 'validator.cpp', content: '#include <bits/stdc++.h>\nint main(int c,char**v){std::ofstream m(std::string(v[3])+"judgemessage.txt");for(int i=0;i<20000;i++)m<<"wrongwrong";return 43;}' }]);
    const w = await judge('javascript', 'console.log(1)', permTests.slice(0, 1), chatty);
    expect(statuses(w)).toEqual([STATUS.WRONG_ANSWER]);
    expect(w.cases[0]!.message!.length).toBeLessThanOrEqual(1030);
    expect(w.cases[0]!.message).toMatch(/^(wrongwrong)+wron… ?|…$/);
  });

  it('is isolated: no network, answer and submission output read-only, a uid apart from the program', async () => {
    const snoop = String.raw`#include <bits/stdc++.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
int main(int argc, char** argv) {
  std::ofstream msg(std::string(argv[3]) + "judgemessage.txt");
  std::string team((std::istreambuf_iterator<char>(std::cin)), {});
  // Only the file's owner could change its mode (and then re-open it for writing).
  bool stdinOwned = fchmod(0, 0600) == 0;
  bool answerWritable = open(argv[2], O_WRONLY) >= 0;
  bool stdinReopened = open("/proc/self/fd/0", O_WRONLY) >= 0 || open("/proc/self/fd/0", O_RDONLY) >= 0;
  bool boxWritable = open("/box/planted", O_WRONLY | O_CREAT, 0644) >= 0;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(80); inet_pton(AF_INET, "1.1.1.1", &a.sin_addr);
  bool network = s >= 0 && connect(s, (sockaddr*)&a, sizeof a) == 0;
  msg << "team=" << team.substr(0, team.find('\n')) <<  " stdinOwned=" << stdinOwned << " answerWritable=" << answerWritable
      << " stdinReopened=" << stdinReopened << " boxWritable=" << boxWritable << " network=" << network;
  return 43;
}
`;
    const o = await judge('c++', '#include <cstdio>\nint main(){puts("hello");}', permTests.slice(0, 1), permutation([{ name: 'snoop.cpp', content: snoop }]));
    expect(statuses(o)).toEqual([STATUS.WRONG_ANSWER]);
    const root = process.getuid!() === 0;
    expect(o.cases[0]!.message).toBe(`team=hello stdinOwned=${root ? 0 : 1} answerWritable=0 stdinReopened=${root ? 0 : 1} boxWritable=0 network=0`);
  });
});

describe('Java: any public class name', () => {
  const sum = (name: string) =>
    `import java.util.*;\n/* not this: public class Decoy { } */\npublic class ${name} {\n  static String s = "class Fake {";\n  public static void main(String[] a) { Scanner in = new Scanner(System.in); long t = 0; while (in.hasNextLong()) t += in.nextLong(); System.out.println(t); }\n}\nclass Helper { }\n`;
  const tests = [{ input: '1 2 3\n', output: '6\n' }];

  it('accepts public class Solution1 and public class Main', async () => {
    expect(statuses(await judge('java', sum('Solution1'), tests))).toEqual([STATUS.ACCEPTED]);
    expect(statuses(await judge('java', sum('Main'), tests))).toEqual([STATUS.ACCEPTED]);
  });

  it('runs the class with main when no class is public, and classes in a package', async () => {
    const code = 'class Util { static int two() { return 2; } }\nclass Answer { public static void main(String[] a) { System.out.println(4 + Util.two()); } }\n';
    expect(statuses(await judge('java', code, tests))).toEqual([STATUS.ACCEPTED]);
    const pkg = `package contest.a;\n${sum('Solve')}`;
    expect(statuses(await judge('java', pkg, tests))).toEqual([STATUS.ACCEPTED]);
  });
});
