import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Scoring } from '../../../common/judging/scoring.ts';
import { mb, PACKAGE_MAX_TEST_DATA_BYTES } from './limits.ts';
import { PackageError, readText, readYaml, sortedEntries, testDataFile } from './package-files.ts';
import { buildScoring } from './scoring.ts';

/**
 * A package's test data (`data/`): the samples and the secret test cases, read group by group in
 * judging order, with each group's testdata.yaml settings (validator flags, scoring).
 */

/** One test case of `data/`: its `.in` and `.ans`. */
export interface PackageTestCase {
  /** Path below `data/` without extension, e.g. `secret/group1/03`. */
  name: string;
  /** Exact stdin (`.in`). */
  input: string;
  /** The judge answer (`.ans`). */
  answer: string;
  /** Its test group, e.g. `secret/group1`. */
  group: string;
  /** `input_validator_flags` of its group's testdata.yaml (inherited from the enclosing groups); empty when none. */
  inputValidatorFlags: string;
}

/**
 * Bytes of test data below `dir` (`.in` and `.ans` files, hidden entries skipped), from the file sizes.
 * @throws PackageError (413) as soon as they add up to more than {@link PACKAGE_MAX_TEST_DATA_BYTES}.
 */
export function checkTestDataSize(dir: string, problem: string, total = { bytes: 0 }, root = dir): number {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) checkTestDataSize(full, problem, total, root);
    else if ((e.isFile() || e.isSymbolicLink()) && /\.(in|ans)$/.test(e.name)) {
      total.bytes += statSync(testDataFile(full, root, problem, path.relative(path.dirname(root), full))).size;
      if (total.bytes > PACKAGE_MAX_TEST_DATA_BYTES) throw new PackageError(problem, `the test data (data/**/*.in and .ans) adds up to more than ${mb(PACKAGE_MAX_TEST_DATA_BYTES)}`, 413);
    }
  }
  return total.bytes;
}

/** `input_validator_flags` (2023-07: `input_validator_args`) of a testdata.yaml, as one string; undefined when unset. */
export function inputValidatorFlags(t: Record<string, unknown>): string | undefined {
  const i = t.input_validator_flags ?? t.input_validator_args;
  if (i === undefined || i === null) return undefined;
  return Array.isArray(i) ? i.join(' ') : typeof i === 'object' ? '' : String(i);
}

/** A test group as read, for scoring (see scoring.ts): its own testdata.yaml settings and its items in order. */
export interface RawTestGroup {
  /** Path below `data/`, e.g. `secret/group1`. */
  name: string;
  /** Its testdata.yaml (2023-07: test_group.yaml) as parsed; empty when it has none. */
  config: Record<string, unknown>;
  /** Test cases (index into `secret`) and subgroups (their names), in name order. */
  items: (number | string)[];
}

/**
 * Test cases of a data directory: `.in` files with their `.ans`, subdirectories (test groups) in name order.
 * `inputFlags`: the enclosing group's input validator flags, which a group's own testdata.yaml replaces.
 */
export function readTestGroup(
  dataDir: string,
  group: string,
  problem: string,
  flags: { group: string; flags: string }[],
  groups: { name: string; cases: number }[],
  inputFlags = '',
  tree?: { groups: RawTestGroup[]; next: number },
): PackageTestCase[] {
  const dir = path.join(dataDir, group);
  const cases: PackageTestCase[] = [];
  const raw: RawTestGroup = { name: group, config: {}, items: [] };
  tree?.groups.push(raw);
  // 2023-07 renames testdata.yaml to test_group.yaml.
  for (const file of ['testdata.yaml', 'test_group.yaml']) {
    const testdata = path.join(dir, file);
    if (!existsSync(testdata)) continue;
    const t = readYaml(testdata, problem, `data/${group}/${file}`);
    if (t === null || typeof t !== 'object' || Array.isArray(t)) throw new PackageError(problem, `data/${group}/${file} must be a map of settings`);
    const settings = t as Record<string, unknown>;
    const f = settings.output_validator_flags ?? settings.output_validator_args;
    if (f !== undefined) flags.push({ group, flags: Array.isArray(f) ? f.join(' ') : String(f) });
    inputFlags = inputValidatorFlags(settings) ?? inputFlags;
    Object.assign(raw.config, settings);
  }
  const own = { name: group, cases: 0 };
  groups.push(own);
  for (const name of sortedEntries(dir)) {
    if (name.startsWith('.')) continue; // hidden files and directories are not test data
    const full = path.join(dir, name);
    const st = lstatSync(full);
    if (st.isSymbolicLink() && !/\.(in|ans)$/.test(name)) throw new PackageError(problem, `data/${group}/${name} is a symbolic link; only test files (.in, .ans) may be links`);
    if (st.isDirectory()) {
      raw.items.push(`${group}/${name}`);
      cases.push(...readTestGroup(dataDir, `${group}/${name}`, problem, flags, groups, inputFlags, tree));
    } else if (name.endsWith('.in')) {
      const base = name.slice(0, -3);
      const ans = path.join(dir, `${base}.ans`);
      if (!existsSync(ans)) throw new PackageError(problem, `data/${group}/${base}.in has no ${base}.ans`);
      const inRel = `data/${group}/${name}`;
      const ansRel = `data/${group}/${base}.ans`;
      cases.push({
        name: `${group}/${base}`,
        input: readText(testDataFile(full, dataDir, problem, inRel), problem, inRel),
        answer: readText(testDataFile(ans, dataDir, problem, ansRel), problem, ansRel),
        group,
        inputValidatorFlags: inputFlags,
      });
      own.cases++;
      if (tree) raw.items.push(tree.next++);
    }
  }
  return cases;
}

/** What a package's `data/` holds (see `LoadedPackage` in load.ts for each field). */
export interface PackageTestData {
  samples: PackageTestCase[];
  secret: PackageTestCase[];
  groupValidatorFlags: { group: string; flags: string }[];
  testGroups: { name: string; cases: number }[];
  scoring: Scoring | null;
}

/**
 * Reads the package's `data/`: sizes first (a package over the cap is refused before any test file is
 * read), then `data/sample` and `data/secret` with data/testdata.yaml's input validator flags as every
 * group's start, and for a scoring problem its test groups' grading.
 * @param grading problem.yaml's legacy `grading` settings for a scoring problem; null for pass/fail.
 * @throws PackageError without data/secret or a test case in it, for an `.in` without `.ans`, a bad link,
 *   a scoring the judge cannot grade; 413 for test data over {@link PACKAGE_MAX_TEST_DATA_BYTES}.
 */
export function readTestData(dir: string, problem: string, format: 'legacy' | '2023-07', grading: Record<string, unknown> | null): PackageTestData {
  const dataDir = path.join(dir, 'data');
  if (!existsSync(path.join(dataDir, 'secret'))) throw new PackageError(problem, 'no test data: data/secret is missing');
  const groupValidatorFlags: PackageTestData['groupValidatorFlags'] = [];
  checkTestDataSize(dataDir, problem);
  const testGroups: PackageTestData['testGroups'] = [];
  // data/testdata.yaml holds the settings every group starts from.
  const rootTestdata = path.join(dataDir, 'testdata.yaml');
  const rootInputFlags = existsSync(rootTestdata) ? (inputValidatorFlags(readYaml(rootTestdata, problem, 'data/testdata.yaml') as Record<string, unknown>) ?? '') : '';
  const samples = existsSync(path.join(dataDir, 'sample')) ? readTestGroup(dataDir, 'sample', problem, [], testGroups, rootInputFlags) : [];
  const tree = { groups: [] as RawTestGroup[], next: 0 };
  const secret = readTestGroup(dataDir, 'secret', problem, groupValidatorFlags, testGroups, rootInputFlags, tree);
  if (secret.length === 0) throw new PackageError(problem, 'no test data: data/secret has no .in/.ans test case');
  let scoring: Scoring | null = null;
  if (grading) {
    const rootConfig = existsSync(rootTestdata) ? (readYaml(rootTestdata, problem, 'data/testdata.yaml') as Record<string, unknown>) : {};
    try {
      scoring = buildScoring(tree.groups, { format, rootConfig: rootConfig ?? {}, grading });
    } catch (e) {
      throw new PackageError(problem, (e as Error).message);
    }
  }
  return { samples, secret, groupValidatorFlags, testGroups, scoring };
}
