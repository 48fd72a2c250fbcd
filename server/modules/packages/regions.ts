import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Marked regions in the programs of a package's `submissions/` (our convention, not part of the
 * Kattis format; the markers are plain line comments, so every file stays a complete program). A
 * marker is a line of its own holding `//` (C++, Java, JavaScript) or `#` (Python), one space and the
 * tag; either comment form is accepted in any file:
 *
 * - `// @driver <name>` … `// @end-driver` (`# @driver <name>` … `# @end-driver`): a shared I/O driver
 *   copied verbatim from `problems/_drivers/<name>.<ext>`, `<ext>` being the program's extension
 *   (`cpp`, `java`, `js`, `py`; e.g. the linked-list node and its reader/printer). The lines between
 *   the markers must equal that file; `npm run problems:drivers` rewrites them from it, and a unit
 *   test checks every package, so a driver fix is made once.
 * - `// @solution` … `// @end-solution` (`# @solution` … `# @end-solution`): the learner's part (the
 *   function body). The start code of a language is its accepted program with this region replaced
 *   by the stub of `pocket.yaml`.
 * - `// @learner` … `// @end-learner` (`# @learner` … `# @end-learner`): what the learner sees and
 *   edits (the `class Solution` or function with its signature, and the solution region inside it);
 *   the rest of the program is the problem's driver, which the judge joins to the learner's code
 *   (`common/domain/driver.ts`). Without this region the start code is the whole program.
 *
 * Learners never see the markers: {@link stripMarkers} removes them from start code and
 * reference solutions at import.
 */

/** A marker line: group 1 is the comment sign (`//` or `#`), group 2 the tag (`driver list-io`, `end-driver`, `solution`, `end-solution`, `learner`, `end-learner`). */
const MARKER = /^[ \t]*(\/\/|#) @(driver [a-z0-9-]+|end-driver|solution|end-solution|learner|end-learner)[ \t]*$/;

export interface Region {
  kind: 'driver' | 'solution' | 'learner';
  /** The driver's name (`list-io`); empty for the solution region. */
  name: string;
  /** 0-based index of the opening marker line. */
  begin: number;
  /** 0-based index of the closing marker line. */
  end: number;
  /** The lines between the markers, each ending in `\n`. */
  content: string;
}

/**
 * Finds the marked regions of a program, in the order they close (a solution region before the learner
 * region around it).
 * @throws Error when markers are unbalanced or nested other than a solution region inside the learner region.
 */
export function findRegions(code: string): Region[] {
  const lines = code.split('\n');
  const regions: Region[] = [];
  let open: { kind: Region['kind']; name: string; begin: number } | null = null;
  let learner: number | null = null;
  lines.forEach((line, i) => {
    const m = MARKER.exec(line);
    if (!m) return;
    const tag = m[2]!;
    if (tag === 'learner' || tag === 'end-learner') {
      if (open) throw new Error(`line ${i + 1}: ${m[1]!} @${tag} inside a ${open.kind} region`);
      if (tag === 'learner') {
        if (learner !== null || regions.some((r) => r.kind === 'learner')) throw new Error(`line ${i + 1}: a second @learner region`);
        learner = i;
        return;
      }
      if (learner === null) throw new Error(`line ${i + 1}: ${m[1]!} @end-learner without its opening marker`);
      regions.push({ kind: 'learner', name: '', begin: learner, end: i, content: lines.slice(learner + 1, i).map((l) => `${l}\n`).join('') });
      learner = null;
      return;
    }
    if (tag.startsWith('driver ') || tag === 'solution') {
      if (open) throw new Error(`line ${i + 1}: region opened inside another region`);
      open = tag === 'solution' ? { kind: 'solution', name: '', begin: i } : { kind: 'driver', name: tag.slice(7), begin: i };
      return;
    }
    const o = open as { kind: Region['kind']; name: string; begin: number } | null;
    if (!o || (tag === 'end-driver') !== (o.kind === 'driver')) throw new Error(`line ${i + 1}: ${m[1]!} @${tag} without its opening marker`);
    regions.push({ ...o, end: i, content: lines.slice(o.begin + 1, i).map((l) => `${l}\n`).join('') });
    open = null;
  });
  if (open) throw new Error(`line ${(open as { begin: number }).begin + 1}: region is never closed`);
  if (learner !== null) throw new Error(`line ${(learner as number) + 1}: the @learner region is never closed`);
  return regions;
}

/** The program without its marker lines (what learners see). */
export function stripMarkers(code: string): string {
  return code
    .split('\n')
    .filter((l) => !MARKER.test(l))
    .join('\n');
}

/**
 * Start code from a program with a `// @solution` (or `# @solution`) region: the region's lines are replaced by
 * `stub` (its trailing newline dropped) and all markers are removed.
 * @throws Error when the program has no solution region or more than one.
 */
export function fillSolution(code: string, stub: string): string {
  const solutions = findRegions(code).filter((r) => r.kind === 'solution');
  if (solutions.length !== 1) throw new Error(`needs exactly one @solution … @end-solution region, found ${solutions.length}`);
  const r = solutions[0]!;
  const lines = code.split('\n');
  const body = stub.replace(/\n$/, '');
  return stripMarkers([...lines.slice(0, r.begin + 1), body, ...lines.slice(r.end)].join('\n'));
}

/** What the learner edits and what the judge adds: a language's start code and its driver. */
export interface LearnerSplit {
  /** The start code: the learner region (or the whole program without one) with its solution region replaced by the stub. */
  initialCode: string;
  /** The program with the learner region replaced by the `@learner-code` placeholder line; null without a learner region. */
  driver: string | null;
}

/**
 * Start code and driver from a package's template program (see the module's comment): with a `@learner`
 * region, the learner sees that region (its solution region replaced by `stub`) and the rest is the driver,
 * holding `placeholder` (`// @learner-code`) where the region was; without one, the start code is the whole
 * program and there is no driver. Markers are removed from both.
 * @throws Error when the markers are malformed or there is not exactly one solution region, inside the learner region when there is one.
 */
export function splitLearnerCode(code: string, stub: string, placeholder: string): LearnerSplit {
  const learner = findRegions(code).find((r) => r.kind === 'learner');
  if (!learner) return { initialCode: fillSolution(code, stub), driver: null };
  const outside = findRegions(code).find((r) => r.kind === 'solution' && (r.begin < learner.begin || r.end > learner.end));
  if (outside) throw new Error(`line ${outside.begin + 1}: the @solution region must be inside the @learner region`);
  const lines = code.split('\n');
  const driver = stripMarkers([...lines.slice(0, learner.begin), placeholder, ...lines.slice(learner.end + 1)].join('\n'));
  return { initialCode: fillSolution(learner.content, stub), driver };
}

/** Shared drivers of `dir` (`problems/_drivers`): file name (`list-io.cpp`) → text. */
export function readDrivers(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir).sort()) out.set(f, readFileSync(path.join(dir, f), 'utf8'));
  return out;
}

/** Extension of a program file (`cpp`, `java`, `js`, `py`), which selects the driver file `<name>.<ext>`. */
function extOf(file: string): string {
  return path.extname(file).slice(1);
}

/**
 * Differences between a program's driver regions and the shared drivers.
 * @returns one message per region whose driver file is missing or whose text differs; empty when all match.
 */
export function driverDrift(file: string, code: string, drivers: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const r of findRegions(code)) {
    if (r.kind !== 'driver') continue;
    const driverFile = `${r.name}.${extOf(file)}`;
    const expected = drivers.get(driverFile);
    if (expected === undefined) problems.push(`${file}: driver ${driverFile} does not exist`);
    else if (expected !== r.content) problems.push(`${file}: driver region ${r.name} (line ${r.begin + 1}) differs from _drivers/${driverFile}`);
  }
  return problems;
}

/**
 * The program with every driver region rewritten from the shared drivers (`npm run problems:drivers`).
 * @throws Error naming a driver file that does not exist.
 */
export function syncDrivers(file: string, code: string, drivers: Map<string, string>): string {
  const lines = code.split('\n');
  // Back to front, so earlier indices stay valid.
  for (const r of findRegions(code).reverse()) {
    if (r.kind !== 'driver') continue;
    const text = drivers.get(`${r.name}.${extOf(file)}`);
    if (text === undefined) throw new Error(`${file}: driver ${r.name}.${extOf(file)} does not exist`);
    lines.splice(r.begin + 1, r.end - r.begin - 1, ...text.replace(/\n$/, '').split('\n'));
  }
  return lines.join('\n');
}
