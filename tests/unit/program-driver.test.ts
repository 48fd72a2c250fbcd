import { describe, expect, it } from 'vitest';
import { driverError, isWholeProgram, joinProgram, learnerLineNumbers } from '../../common/domain/driver.ts';

/** Joining the learner's code to a problem's driver (common/domain/driver.ts). */
describe('program drivers', () => {
  const cppDriver = '#include <bits/stdc++.h>\nusing namespace std;\n\n// @learner-code\n\nint main() {\n    cout << Solution().f() << "\\n";\n}\n';
  const learner = 'class Solution {\npublic:\n    int f() { return 42; }\n};\n';

  it('puts the learner code where the placeholder line is, and says where it sits', () => {
    const joined = joinProgram('c++', learner, cppDriver);
    expect(joined.program).toBe('#include <bits/stdc++.h>\nusing namespace std;\n\nclass Solution {\npublic:\n    int f() { return 42; }\n};\n\nint main() {\n    cout << Solution().f() << "\\n";\n}\n');
    expect(joined).toMatchObject({ firstLine: 4, lineCount: 4 });
    // Without a trailing newline the same lines are joined.
    expect(joinProgram('c++', learner.trimEnd(), cppDriver).program).toBe(joined.program);
  });

  it('runs the code as it is without a driver, with an unusable driver, or when it is a whole program', () => {
    const whole = '#include <cstdio>\nint main() { puts("hi"); }\n';
    expect(joinProgram('c++', learner, undefined)).toEqual({ program: learner, firstLine: 1, lineCount: 5 });
    expect(joinProgram('c++', learner, '').program).toBe(learner);
    expect(joinProgram('c++', learner, 'int main() {}\n').program).toBe(learner);
    expect(joinProgram('c++', whole, cppDriver).program).toBe(whole);
  });

  it('tells whole programs from the learner part in every language, ignoring comments', () => {
    const cases: [Parameters<typeof isWholeProgram>[0], string, boolean][] = [
      ['c++', 'int main() { return 0; }', true],
      ['c++', 'signed main(){}', true],
      ['c++', 'class Solution { int mainly(int x); };', false],
      ['c++', '// int main() is written by the judge\nclass Solution {};', false],
      ['java', 'public class Main { public static void main(String[] a) {} }', true],
      ['java', '/* static void main( */ class Solution {}', false],
      ['javascript', "const s = require('fs').readFileSync(0, 'utf8');", true],
      ['javascript', "require('fs').readFileSync('/dev/stdin').toString()", true],
      ['javascript', 'process.stdin.on("data", () => {});', true],
      ['javascript', "const rl = require('readline').createInterface({ input: process.stdin });", true],
      ['javascript', '/**\n * Reads nothing: readFileSync(0)\n */\nfunction twoSum(nums, target) {}', false],
      ['python3', 'import sys\ndata = sys.stdin.read()', true],
      ['python3', 'n = int(input())', true],
      ['python3', 'if __name__ == "__main__":\n    main()', true],
      ['python3', 'for line in open(0):\n    pass', true],
      ['python3', 'class Solution:\n    def parse_input(self, s): return s\n    # input() is read by the judge\n', false],
    ];
    for (const [language, code, whole] of cases) expect(isWholeProgram(language, code), `${language}: ${code}`).toBe(whole);
  });

  it('moves the learner\'s Java imports to the first line, keeping every other line\'s number', () => {
    const driver = 'import java.util.*;\nclass ListNode { int val; }\n// @learner-code\npublic class Main {\n    public static void main(String[] a) { System.out.println(new Solution().f()); }\n}\n';
    const code = '// my imports\nimport java.util.function.*;\nimport static java.lang.Math.max;\n\nclass Solution {\n    int f() { return max(1, 2); }\n}\n';
    const joined = joinProgram('java', code, driver);
    const lines = joined.program.split('\n');
    expect(lines[0]).toBe('import java.util.function.*; import static java.lang.Math.max; import java.util.*;');
    expect(lines.slice(2, 10)).toEqual(['// my imports', '', '', '', 'class Solution {', '    int f() { return max(1, 2); }', '}', 'public class Main {']);
    expect(joined.firstLine).toBe(3);
  });

  it('renumbers the lines of the learner code in compiler messages and stack traces, and leaves the driver\'s', () => {
    const at = { firstLine: 4, lineCount: 4 };
    expect(learnerLineNumbers('c++', "main.cpp:6:28: error: 'x' was not declared\nmain.cpp:9:5: note: in main", at)).toBe("main.cpp:3:28: error: 'x' was not declared\nmain.cpp:9:5: note: in main");
    expect(learnerLineNumbers('java', 'Main.java:5: error: cannot find symbol\n\tat Solution.f(Main.java:7)\n\tat Main.main(Main.java:12)', at)).toBe(
      'Main.java:2: error: cannot find symbol\n\tat Solution.f(Main.java:4)\n\tat Main.main(Main.java:12)',
    );
    expect(learnerLineNumbers('javascript', '    at twoSum (/box/main.js:5:11)\n    at main (/box/main.js:40:3)', at)).toBe('    at twoSum (/box/main.js:2:11)\n    at main (/box/main.js:40:3)');
    expect(learnerLineNumbers('python3', 'File "/box/main.py", line 7, in twoSum\nFile "main.py", line 30, in main', at)).toBe('File "/box/main.py", line 4, in twoSum\nFile "main.py", line 30, in main');
    // Code run as it is keeps every number.
    expect(learnerLineNumbers('c++', 'main.cpp:6:1: error', { firstLine: 1, lineCount: 3 })).toBe('main.cpp:6:1: error');
  });

  it('names what is wrong with a driver', () => {
    expect(driverError('python3', 'import sys\n# @learner-code\nmain()\n')).toBeNull();
    expect(driverError('python3', 'import sys\n')).toBe('The driver needs a line "# @learner-code" where the learner\'s code goes');
    expect(driverError('c++', '// @learner-code\n  // @learner-code\n')).toBe('The driver has 2 "// @learner-code" lines; it needs exactly one');
  });
});
