import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LANGUAGES, type Language } from '../../common/contract/common.ts';
import { isWholeProgram, joinProgram, placeholderFor } from '../../common/domain/driver.ts';
import { packageDirs } from '../../server/modules/packages/import.ts';
import { driverDrift, fillSolution, findRegions, readDrivers, splitLearnerCode, stripMarkers, syncDrivers, type Region } from '../../server/modules/packages/regions.ts';

/**
 * The shared I/O drivers of the built-in packages (problems/_drivers/): every `// @driver` region of
 * every program under problems/<slug>/submissions/ equals its driver file, the linked-list code exists
 * nowhere outside those regions, and the region helpers behave.
 */
const ROOT = path.resolve('problems');
/** The package directories' names (shared folders start with `_`; `verified.json` is a file). */
const SLUGS = packageDirs(ROOT).map((d) => path.basename(d));
const drivers = readDrivers(path.join(ROOT, '_drivers'));
/** The lines of `code` outside its driver and solution regions (the learner region holds code of both kinds). */
const outsideRegions = (code: string, regions: Region[] = findRegions(code)) => {
  const marked = regions.filter((r) => r.kind !== 'learner');
  return code.split('\n').filter((_, i) => !marked.some((r) => i >= r.begin && i <= r.end));
};
const programs = SLUGS.flatMap((slug) => {
    const sub = path.join(ROOT, slug, 'submissions');
    return readdirSync(sub).flatMap((verdict) =>
      readdirSync(path.join(sub, verdict)).map((f) => ({ file: `${slug}/submissions/${verdict}/${f}`, code: readFileSync(path.join(sub, verdict, f), 'utf8') })),
    );
  });

describe('shared I/O drivers', () => {
  it('every driver region of every submission equals its shared driver', () => {
    expect(programs.length).toBeGreaterThanOrEqual(60);
    expect(programs.flatMap((p) => driverDrift(p.file, p.code, drivers))).toEqual([]);
  });

  it('the linked-list programs use every list driver of their language, and no copy exists outside a region', () => {
    const listDrivers: Record<string, string[]> = {
      cpp: ['list-node', 'list-node-doc', 'list-io'],
      java: ['list-node', 'list-node-doc', 'list-io'],
      js: ['list-node', 'list-node-doc', 'list-read', 'list-print'],
      py: ['list-node', 'list-node-doc', 'list-io'],
    };
    const listPrograms = programs.filter((p) => /class ListNode|struct ListNode/.test(p.code));
    expect(listPrograms.length).toBeGreaterThanOrEqual(12);
    expect(listPrograms.filter((p) => p.file.endsWith('.py')).length).toBeGreaterThanOrEqual(3);
    for (const p of listPrograms) {
      const names = findRegions(p.code).filter((r) => r.kind === 'driver').map((r) => r.name);
      // The node's definition is shown to the learner as a comment (list-node-doc) in the programs that are start-code templates.
      const learner = findRegions(p.code).some((r) => r.kind === 'learner');
      expect(names, p.file).toEqual(listDrivers[path.extname(p.file).slice(1)]!.filter((n) => learner || n !== 'list-node-doc'));
      // Outside the regions, no line of a driver's definitions appears again.
      const outside = outsideRegions(p.code);
      expect(outside.some((l) => /ListNode\* readList\(|ListNode readList\(|const readList = |def read_list\(|class ListNode|struct ListNode/.test(l)), p.file).toBe(false);
    }
  });

  it('the array programs read and print through the array driver, and no inline array I/O is left outside a region', () => {
    const arrayProblems = ['best-time-to-buy-and-sell-stock', 'coin-change', 'longest-consecutive-sequence', 'maximum-subarray', 'product-of-array-except-self', 'trapping-rain-water', 'two-sum'];
    const arrayPrograms = programs.filter((p) => arrayProblems.includes(p.file.split('/')[0]!));
    expect(arrayPrograms.length).toBeGreaterThanOrEqual(34);
    // Inline forms of "read n integers" and "print an array space-separated" in the four languages.
    const inlineArrayIo =
      /for \(int& x : \w+\) cin >> x|\w+\[i\] = \(int\) in\.nval|\w+\[i\] = Number\(tokens\[pos\+\+\]\)|\.push\(nextInt\(\)\)|sb\.append\(' '\)|out \+= ' '|\.join\(' '\)|list\(map\(int, |" "\.join\(/;
    for (const p of arrayPrograms) {
      const regions = findRegions(p.code);
      expect(regions.filter((r) => r.kind === 'driver').map((r) => r.name), p.file).toEqual(['array-io']);
      expect(p.code, p.file).toMatch(/readIntArray\(\)|readInts\(|read_int_array\(\)|read_ints\(/);
      const outside = outsideRegions(p.code, regions);
      expect(outside.filter((l) => inlineArrayIo.test(l)), p.file).toEqual([]);
    }
    // Every other program keeps its array I/O inside a driver region as well.
    for (const p of programs) {
      const outside = outsideRegions(p.code);
      expect(outside.filter((l) => /for \(int& x : \w+\) cin >> x|\w+\[i\] = Number\(tokens\[pos\+\+\]\)/.test(l)), p.file).toEqual([]);
    }
  });

  it('syncDrivers rewrites a drifted region from the driver file', () => {
    const p = programs.find((x) => x.file.endsWith('reverse-linked-list/submissions/accepted/solution.cpp'))!;
    const drifted = p.code.replace('// Reads a length followed by that many values', '// Reads a list');
    expect(driverDrift(p.file, drifted, drivers)).toHaveLength(1);
    expect(syncDrivers(p.file, drifted, drivers)).toBe(p.code);
  });

  it('a Python program whose driver region differs from its .py driver is reported and rewritten', () => {
    const p = programs.find((x) => x.file.endsWith('reverse-linked-list/submissions/accepted/solution.py'))!;
    expect(findRegions(p.code).map((r) => `${r.kind} ${r.name}`.trim())).toEqual(['driver list-node', 'driver list-node-doc', 'solution', 'learner', 'driver list-io']);
    const drifted = p.code.replace('# Reads a length followed by that many values', '# Reads a list');
    expect(drifted).not.toBe(p.code);
    expect(driverDrift(p.file, drifted, drivers)).toEqual([expect.stringMatching(/driver region list-io \(line \d+\) differs from _drivers\/list-io\.py/)]);
    expect(syncDrivers(p.file, drifted, drivers)).toBe(p.code);
    // The same region in a .py file is checked against the .py driver, not the .js one.
    expect(driverDrift('x.py', '# @driver list-read\n# @end-driver\n', drivers)).toEqual(['x.py: driver list-read.py does not exist']);
  });

  it('every built-in problem has a Python program with one solution region inside the one class the driver creates', () => {
    const slugs = SLUGS;
    for (const slug of slugs) {
      const p = programs.find((x) => x.file === `${slug}/submissions/accepted/solution.py`);
      expect(p, slug).toBeDefined();
      const regions = findRegions(p!.code);
      const learner = regions.find((r) => r.kind === 'learner');
      expect(learner, slug).toBeDefined();
      const lines = p!.code.split('\n');
      // `class Solution:` as on LeetCode, or the class a design problem names (`class MinStack:`, `class Codec:`).
      const classes = lines.slice(learner!.begin, learner!.end + 1).flatMap((l) => /^class (\w+):$/.exec(l)?.[1] ?? []);
      expect(classes, slug).toHaveLength(1);
      const driver = [...lines.slice(0, learner!.begin), ...lines.slice(learner!.end + 1)].join('\n');
      expect(driver, `${slug}: the driver creates ${classes[0]}`).toMatch(new RegExp(`\\b${classes[0]}\\(`));
      expect(regions.filter((r) => r.kind === 'solution'), slug).toHaveLength(1);
    }
  });
});

/** Every built-in problem's start-code templates (pocket.yaml) by language. */
const templates = SLUGS.flatMap((slug) => {
    const pocket = parse(readFileSync(path.join(ROOT, slug, 'pocket.yaml'), 'utf8')) as { startCode: Record<Language, { template: string; stub: string }> };
    return LANGUAGES.map((language) => {
      const entry = pocket.startCode[language];
      return { slug, language, stub: entry.stub, code: readFileSync(path.join(ROOT, slug, entry.template), 'utf8') };
    });
  });

describe('start code without the driver', () => {
  it('every built-in problem in every language shows the learner only their part: no I/O, no main, a driver joins it', () => {
    expect(templates.length).toBeGreaterThanOrEqual(60);
    for (const t of templates) {
      const where = `${t.slug} ${t.language}`;
      const { initialCode, driver } = splitLearnerCode(t.code, t.stub, placeholderFor(t.language));
      expect(driver, where).not.toBeNull();
      expect(isWholeProgram(t.language, initialCode), where).toBe(false);
      expect(initialCode, where).not.toMatch(/readIntArray|read_int_array|readList|read_list|nextInt|next_int|printArray|print_array|printList|print_list|System\.in|cin >>|stdin/);
      expect(initialCode.split('\n').length, where).toBeLessThan(40);
      // The reference's learner part joined to the driver is the reference program itself.
      const reference = splitLearnerCode(t.code, findRegions(t.code).find((r) => r.kind === 'solution')!.content, placeholderFor(t.language));
      expect(joinProgram(t.language, reference.initialCode, driver).program, where).toBe(stripMarkers(t.code));
      expect(isWholeProgram(t.language, stripMarkers(t.code)), where).toBe(true);
    }
  });

  it('splits a template into start code and driver, and refuses a solution region outside the learner region', () => {
    const program = ['#include <x>', '// @learner', 'int f() {', '    // @solution', '    return 42;', '    // @end-solution', '}', '// @end-learner', 'int main() { return f(); }', ''].join('\n');
    expect(splitLearnerCode(program, '    return 0;\n', '// @learner-code')).toEqual({
      initialCode: 'int f() {\n    return 0;\n}\n',
      driver: '#include <x>\n// @learner-code\nint main() { return f(); }\n',
    });
    expect(splitLearnerCode(program.replace('// @learner\n', '').replace('// @end-learner\n', ''), '    return 0;\n', '// @learner-code').driver).toBeNull();
    const outside = ['// @solution', 'x', '// @end-solution', '// @learner', 'y', '// @end-learner'].join('\n');
    expect(() => splitLearnerCode(outside, '', '// @learner-code')).toThrow(/inside the @learner region/);
    expect(() => findRegions('// @learner\n// @learner\n')).toThrow(/second @learner/);
    expect(() => findRegions('// @learner\nx\n')).toThrow(/never closed/);
    expect(() => findRegions('// @solution\n// @end-learner\n')).toThrow(/inside a solution region/);
  });
});

describe('region markers', () => {
  const program = ['int f() {', '    // @solution', '    return 42;', '    // @end-solution', '}', '// @driver io', 'void io() {}', '// @end-driver', ''].join('\n');

  it('finds regions, strips markers and fills the solution with a stub', () => {
    expect(findRegions(program).map((r) => [r.kind, r.name, r.begin, r.end, r.content])).toEqual([
      ['solution', '', 1, 3, '    return 42;\n'],
      ['driver', 'io', 5, 7, 'void io() {}\n'],
    ]);
    expect(stripMarkers(program)).toBe('int f() {\n    return 42;\n}\nvoid io() {}\n');
    expect(fillSolution(program, '    // Write your code here\n    return 0;\n')).toBe('int f() {\n    // Write your code here\n    return 0;\n}\nvoid io() {}\n');
  });

  it('accepts the markers written as Python comments', () => {
    const py = ['class Solution:', '    def f(self) -> int:', '        # @solution', '        return 42', '        # @end-solution', '', '', '# @driver io', 'def io(): pass', '# @end-driver', ''].join('\n');
    expect(findRegions(py).map((r) => [r.kind, r.name, r.begin, r.end, r.content])).toEqual([
      ['solution', '', 2, 4, '        return 42\n'],
      ['driver', 'io', 7, 9, 'def io(): pass\n'],
    ]);
    expect(stripMarkers(py)).toBe('class Solution:\n    def f(self) -> int:\n        return 42\n\n\ndef io(): pass\n');
    expect(fillSolution(py, '        # Write your code here\n        return 0\n')).toBe(
      'class Solution:\n    def f(self) -> int:\n        # Write your code here\n        return 0\n\n\ndef io(): pass\n',
    );
    // Only a whole-line marker counts: other comments and code that mention a tag stay.
    const lookalikes = '#@solution\n# @solution here\nx = 1  # @solution\n## @solution\n';
    expect(findRegions(lookalikes)).toEqual([]);
    expect(stripMarkers(lookalikes)).toBe(lookalikes);
    expect(() => findRegions('x\n# @end-driver\n')).toThrow(/line 2: # @end-driver without its opening marker/);
    expect(() => findRegions('# @solution\n# @driver io\n')).toThrow(/inside another region/);
  });

  it('refuses unbalanced markers and a program without a solution region', () => {
    expect(() => findRegions('// @driver io\nx\n')).toThrow(/never closed/);
    expect(() => findRegions('x\n// @end-driver\n')).toThrow(/without its opening marker/);
    expect(() => findRegions('// @solution\n// @driver io\n')).toThrow(/inside another region/);
    expect(() => fillSolution('int main() {}\n', 'x')).toThrow(/exactly one/);
  });
});
