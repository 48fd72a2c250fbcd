import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../../common/contract/common.ts';
import { VALIDATOR_LANGUAGES } from '../../../common/judging/validation.ts';
import { mb, PACKAGE_MAX_FILE_BYTES, PACKAGE_MAX_TEST_DATA_BYTES } from './limits.ts';
import { KATTIS_DEFAULTS, type PackageLimits } from './kattis-rules.ts';
import { pocketYamlSchema, type PocketYaml } from './pocket.ts';
import type { Scoring } from '../../../common/judging/scoring.ts';
import { buildScoring } from './scoring.ts';

/**
 * Reads an ICPC/Kattis problem package directory into a typed {@link LoadedPackage}.
 * Format: https://www.kattis.com/problem-package-format/ — both the legacy layout
 * (`problem_statement/`, `output_validators/`, `validation` + `validator_flags`, `limits.time_multiplier`)
 * and the 2023-07 draft (`problem_format_version: 2023-07-draft`, `statement/`, `output_validator/`,
 * `limits.time_limit`, `limits.time_multipliers`). Our extension file `pocket.yaml` (see pocket.ts) is
 * read when present. Nothing here touches the database.
 */

/**
 * A refused package: `message` names the problem (its name or directory) and what is wrong; `status`
 * is the HTTP status of the refusal: 413 when a size cap was hit (limits.ts), else 400.
 */
export class PackageError extends Error {
  constructor(
    readonly problem: string,
    readonly reason: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(`${problem}: ${reason}`);
  }
}

/** `problem.yaml`: the keys we read; others are kept and ignored. */
const problemYamlSchema = z.looseObject({
  problem_format_version: z.optional(z.union([z.string(), z.number()])),
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  name: z.optional(z.union([z.string(), z.record(z.string(), z.string())])),
  keywords: z.optional(z.union([z.string(), z.array(z.string())])),
  validation: z.optional(z.string()),
  validator_flags: z.optional(z.union([z.string(), z.number()])),
  /** Legacy scoring settings (`on_reject`, `accept_score`, `reject_score`, `objective`, …); read by scoring.ts. */
  grading: z.optional(z.record(z.string(), z.unknown())),
  limits: z.optional(
    z.looseObject({
      time_limit: z.optional(z.number().check(z.positive())),
      time_multiplier: z.optional(z.number().check(z.positive())),
      time_safety_margin: z.optional(z.number().check(z.positive())),
      time_multipliers: z.optional(
        z.looseObject({ ac_to_time_limit: z.optional(z.number().check(z.positive())), time_limit_to_tle: z.optional(z.number().check(z.positive())) }),
      ),
      time_resolution: z.optional(z.number().check(z.positive())),
      memory: z.optional(z.number().check(z.positive())),
    }),
  ),
});

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
 * One program of `input_validators/` (legacy `input_format_validators/`): a source file or a directory
 * holding one program. Checktestdata (`.ctd`) and viva (`.viva`) files are recognised but not run.
 */
export interface PackageInputValidator {
  /** Path in the package, e.g. `input_validators/validate.py`. */
  name: string;
  kind: 'program' | 'checktestdata' | 'viva' | 'unknown';
  /** The program's language; null unless `kind` is `program`. */
  language: SourceLanguage | null;
  /** Its source files (paths relative to the program's directory, or its file name); empty unless `kind` is `program`. */
  files: { name: string; content: string }[];
}

/** Languages a submission or validator file may be in, by file extension. */
export type SourceLanguage = (typeof VALIDATOR_LANGUAGES)[number];

export interface PackageSubmission {
  /** The `submissions/` folder, e.g. `accepted`, `wrong_answer`, `time_limit_exceeded`, `run_time_error`. */
  verdict: string;
  /** Path relative to the package directory. */
  file: string;
  language: SourceLanguage;
  code: string;
}

export interface LoadedPackage {
  /** Absolute path of the package directory. */
  dir: string;
  /** The package's short name: its directory name. */
  shortName: string;
  /** The problem's display name (`problem.yaml` `name`, English when it is a map); the short name when absent. */
  name: string;
  format: 'legacy' | '2023-07';
  statement: { file: string; kind: 'md' | 'tex'; text: string };
  samples: PackageTestCase[];
  /** `data/secret`, nested test groups flattened in order (names sorted within each group, depth first). */
  secret: PackageTestCase[];
  /** Test groups whose `testdata.yaml` sets output validator flags: group path → flags. */
  groupValidatorFlags: { group: string; flags: string }[];
  /** Test groups holding test cases (`sample`, `secret`, `secret/group1`, …), in judging order, with their case counts. */
  testGroups: { name: string; cases: number }[];
  /** The input validators, in name order. */
  inputValidators: PackageInputValidator[];
  submissions: PackageSubmission[];
  validation: 'default' | 'custom';
  /**
   * An interactive problem (legacy `validation: custom interactive`, 2023-07 `type: interactive`): the
   * custom output validator is the interactor, run side by side with the program (server/judge/interactive.ts).
   */
  interactive: boolean;
  /** `validator_flags` (legacy) of problem.yaml; empty when none. */
  validatorFlags: string;
  /** Custom output validator sources (paths relative to the validator directory); null with default validation. */
  validator: { language: SourceLanguage; files: { name: string; content: string }[] } | null;
  /** Time and memory limits of problem.yaml (and `.timelimit`), the format's defaults filled in. */
  limits: PackageLimits;
  /** `keywords` of problem.yaml. */
  keywords: string[];
  /** The test groups and how they are graded for `type: scoring` (see scoring.ts); null for pass/fail problems. */
  scoring: Scoring | null;
  /** Our extension file, when present. */
  pocket: PocketYaml | null;
}

const EXTENSION_LANGUAGE: Record<string, SourceLanguage> = {
  '.cpp': 'c++',
  '.cc': 'c++',
  '.cxx': 'c++',
  '.c++': 'c++',
  '.java': 'java',
  '.js': 'javascript',
  '.py': 'python3',
};

/** The language of a source file by its extension, or null. */
export function languageOf(file: string): SourceLanguage | null {
  return EXTENSION_LANGUAGE[path.extname(file).toLowerCase()] ?? null;
}

/** True for a language learners can submit in (c++, java, javascript). */
export function isLearnerLanguage(l: SourceLanguage): l is Language {
  return (LANGUAGES as readonly string[]).includes(l);
}

/**
 * The file a test-data entry names: itself, or for a symbolic link (Kattis packages link test cases
 * that several test groups share) the regular file it points to, which must lie inside `dataDir`.
 * @throws PackageError for a link out of `data/`, to a directory or to nothing
 */
function testDataFile(full: string, dataDir: string, problem: string, rel: string): string {
  if (!lstatSync(full).isSymbolicLink()) return full;
  let real: string;
  try {
    real = realpathSync(full);
  } catch {
    throw new PackageError(problem, `${rel} is a symbolic link to nothing`);
  }
  if (!real.startsWith(realpathSync(dataDir) + path.sep)) throw new PackageError(problem, `${rel} is a symbolic link out of data/; a link may only name another test file`);
  if (!statSync(real).isFile()) throw new PackageError(problem, `${rel} is a symbolic link to a directory; a link may only name another test file`);
  return real;
}

function readText(file: string, problem: string, rel: string): string {
  const st = lstatSync(file);
  if (st.isSymbolicLink()) throw new PackageError(problem, `${rel} is a symbolic link; packages may not contain links`);
  if (st.size > PACKAGE_MAX_FILE_BYTES) throw new PackageError(problem, `${rel} is larger than ${mb(PACKAGE_MAX_FILE_BYTES)}`, 413);
  const text = readFileSync(file, 'utf8');
  // PostgreSQL text and jsonb cannot hold NUL.
  if (text.includes('\u0000')) throw new PackageError(problem, `${rel} contains a NUL byte; binary files are not supported`);
  return text;
}

function readYaml(file: string, problem: string, rel: string): unknown {
  try {
    return parseYaml(readText(file, problem, rel)) ?? {};
  } catch (e) {
    if (e instanceof PackageError) throw e;
    throw new PackageError(problem, `${rel} is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
}

function zodMessage(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
}

/** Entries of a directory, sorted by name (Kattis orders test cases and groups lexicographically). */
function sortedEntries(dir: string): string[] {
  return readdirSync(dir).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** All regular files below `dir`, relative paths, sorted; refuses links. */
function listFiles(dir: string, problem: string, relBase: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const name of sortedEntries(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      const st = lstatSync(path.join(dir, rel));
      if (st.isSymbolicLink()) throw new PackageError(problem, `${relBase}/${rel} is a symbolic link; packages may not contain links`);
      if (st.isDirectory()) walk(rel);
      else if (st.isFile()) out.push(rel);
    }
  };
  walk('');
  return out;
}

/**
 * Bytes of test data below `dir` (`.in` and `.ans` files, hidden entries skipped), from the file sizes.
 * @throws PackageError (413) as soon as they add up to more than {@link PACKAGE_MAX_TEST_DATA_BYTES}.
 */
function checkTestDataSize(dir: string, problem: string, total = { bytes: 0 }, root = dir): number {
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
function inputValidatorFlags(t: Record<string, unknown>): string | undefined {
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
function readTestGroup(
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

/** The statement: Markdown before LaTeX, English before other languages, then unmarked `problem.md|tex`. */
function findStatement(dir: string, problem: string, format: LoadedPackage['format']): LoadedPackage['statement'] {
  const dirs = format === '2023-07' ? ['statement', 'problem_statement'] : ['problem_statement', 'statement'];
  for (const d of dirs) {
    if (!existsSync(path.join(dir, d))) continue;
    const files = sortedEntries(path.join(dir, d));
    const pick = (re: RegExp) => files.find((f) => re.test(f));
    const file = pick(/^problem\.en\.md$/) ?? pick(/^problem\.md$/) ?? pick(/^problem\.en\.tex$/) ?? pick(/^problem\.tex$/) ?? pick(/^problem\.[a-z]{2,3}\.md$/) ?? pick(/^problem\.[a-z]{2,3}\.tex$/);
    if (file) return { file: `${d}/${file}`, kind: file.endsWith('.md') ? 'md' : 'tex', text: readText(path.join(dir, d, file), problem, `${d}/${file}`) };
  }
  throw new PackageError(problem, `no statement: expected ${dirs[0]}/problem.en.md or ${dirs[0]}/problem.en.tex`);
}

/** The custom output validator's sources: `output_validator/` (2023-07) or the one program in `output_validators/`. */
function findValidator(dir: string, problem: string): LoadedPackage['validator'] {
  for (const d of ['output_validator', 'output_validators']) {
    const root = path.join(dir, d);
    if (!existsSync(root)) continue;
    let base = root;
    let rel = d;
    const entries = sortedEntries(root);
    // Legacy: output_validators/<name>/… holds one validator program.
    if (entries.length === 1 && lstatSync(path.join(root, entries[0]!)).isDirectory()) {
      base = path.join(root, entries[0]!);
      rel = `${d}/${entries[0]!}`;
    }
    const files = listFiles(base, problem, rel);
    const languages = new Set(files.map(languageOf).filter((l): l is SourceLanguage => l !== null));
    if (languages.size === 0) throw new PackageError(problem, `${rel} has no source file in a supported language (${VALIDATOR_LANGUAGES.join(', ')})`);
    if (languages.size > 1) throw new PackageError(problem, `${rel} mixes languages (${[...languages].join(', ')}); one validator program is expected`);
    return { language: [...languages][0]!, files: files.map((f) => ({ name: f, content: readText(path.join(base, f), problem, `${rel}/${f}`) })) };
  }
  return null;
}

/**
 * The input validators: each file or directory of `input_validators/` (legacy `input_format_validators/`)
 * is one program; a directory's sources must share one language.
 */
function findInputValidators(dir: string, problem: string): PackageInputValidator[] {
  for (const d of ['input_validators', 'input_format_validators']) {
    const root = path.join(dir, d);
    if (!existsSync(root) || !lstatSync(root).isDirectory()) continue;
    const out: PackageInputValidator[] = [];
    for (const entry of sortedEntries(root)) {
      if (entry.startsWith('.')) continue;
      const rel = `${d}/${entry}`;
      const full = path.join(root, entry);
      const st = lstatSync(full);
      if (st.isSymbolicLink()) throw new PackageError(problem, `${rel} is a symbolic link; packages may not contain links`);
      if (st.isDirectory()) {
        const files = listFiles(full, problem, rel);
        const languages = new Set(files.map(languageOf).filter((l): l is SourceLanguage => l !== null));
        if (languages.size === 1) {
          out.push({ name: rel, kind: 'program', language: [...languages][0]!, files: files.map((f) => ({ name: f, content: readText(path.join(full, f), problem, `${rel}/${f}`) })) });
        } else out.push({ name: rel, kind: 'unknown', language: null, files: [] });
      } else if (st.isFile()) {
        const ext = path.extname(entry).toLowerCase();
        const language = languageOf(entry);
        if (ext === '.ctd') out.push({ name: rel, kind: 'checktestdata', language: null, files: [] });
        else if (ext === '.viva') out.push({ name: rel, kind: 'viva', language: null, files: [] });
        else if (language) out.push({ name: rel, kind: 'program', language, files: [{ name: entry, content: readText(full, problem, rel) }] });
        else out.push({ name: rel, kind: 'unknown', language: null, files: [] });
      }
    }
    return out;
  }
  return [];
}

/**
 * Reads and validates a package directory.
 * @param dir the package directory.
 * @param shortName the package's short name (default: the directory's name; an unpacked archive passes its own).
 * @throws PackageError naming the problem and the fault: missing problem.yaml, unreadable YAML, an
 *   interactive problem without an interactor, a scoring problem the judge cannot grade (custom grader, unknown grader
 *   flag, validator scores), no statement, no test data, an `.in` without `.ans`, a link that is not to a test file of
 *   `data/`, a custom validation without validator;
 *   status 413 for a file over {@link PACKAGE_MAX_FILE_BYTES} or test data over {@link PACKAGE_MAX_TEST_DATA_BYTES}.
 */
export function loadPackage(dir: string, shortName = path.basename(dir)): LoadedPackage {
  const displayDir = shortName;
  const yamlFile = path.join(dir, 'problem.yaml');
  if (!existsSync(yamlFile)) throw new PackageError(displayDir, 'problem.yaml is missing (is this a problem package?)');
  const parsed = problemYamlSchema.safeParse(readYaml(yamlFile, displayDir, 'problem.yaml'));
  if (!parsed.success) throw new PackageError(displayDir, `problem.yaml: ${zodMessage(parsed.error)}`);
  const config = parsed.data;
  const name = typeof config.name === 'string' ? config.name : (config.name?.en ?? Object.values(config.name ?? {})[0] ?? shortName);
  const problem = `"${name}" (${displayDir})`;

  const format: LoadedPackage['format'] = String(config.problem_format_version ?? '').startsWith('2023-07') ? '2023-07' : 'legacy';
  const types = [config.type ?? []].flat().join(' ');
  // 2023-07: a package with an output_validator/ directory and no `validation` key is judged by it.
  const hasValidatorDir = existsSync(path.join(dir, 'output_validator')) || existsSync(path.join(dir, 'output_validators'));
  const validationWords = (config.validation ?? (format === '2023-07' && hasValidatorDir ? 'custom' : 'default')).trim().split(/\s+/);
  const interactive = validationWords.includes('interactive') || /\binteractive\b/.test(types);
  // `custom interactive`: the interactor is the custom output validator.
  const validationKey = validationWords.filter((w) => w !== 'interactive').join(' ') || 'custom';
  if (interactive && validationKey === 'default') {
    throw new PackageError(problem, 'an interactive problem needs its interactor: validation must be "custom interactive" with the interactor in output_validators/');
  }
  const scoringType = /scoring/.test(types);
  // Legacy `validation: custom score`: the output validator would write score.txt.
  if (/\bscore\b/.test(validationKey)) {
    throw new PackageError(problem, 'scores written by an output validator (validation: custom score) are not supported; use test groups with accept_score');
  }
  if (validationKey !== 'default' && validationKey !== 'custom') {
    throw new PackageError(problem, `problem.yaml: validation must be "default" or "custom", not "${validationKey}"`);
  }

  const statement = findStatement(dir, problem, format);
  const dataDir = path.join(dir, 'data');
  if (!existsSync(path.join(dataDir, 'secret'))) throw new PackageError(problem, 'no test data: data/secret is missing');
  const groupValidatorFlags: LoadedPackage['groupValidatorFlags'] = [];
  // Sizes first: a package over the cap is refused before any test file is read.
  checkTestDataSize(dataDir, problem);
  const testGroups: LoadedPackage['testGroups'] = [];
  // data/testdata.yaml holds the settings every group starts from.
  const rootTestdata = path.join(dataDir, 'testdata.yaml');
  const rootInputFlags = existsSync(rootTestdata) ? (inputValidatorFlags(readYaml(rootTestdata, problem, 'data/testdata.yaml') as Record<string, unknown>) ?? '') : '';
  const samples = existsSync(path.join(dataDir, 'sample')) ? readTestGroup(dataDir, 'sample', problem, [], testGroups, rootInputFlags) : [];
  const tree = { groups: [] as RawTestGroup[], next: 0 };
  const secret = readTestGroup(dataDir, 'secret', problem, groupValidatorFlags, testGroups, rootInputFlags, tree);
  if (secret.length === 0) throw new PackageError(problem, 'no test data: data/secret has no .in/.ans test case');
  let scoring: Scoring | null = null;
  if (scoringType) {
    const rootConfig = existsSync(rootTestdata) ? (readYaml(rootTestdata, problem, 'data/testdata.yaml') as Record<string, unknown>) : {};
    try {
      scoring = buildScoring(tree.groups, { format, rootConfig: rootConfig ?? {}, grading: config.grading ?? {} });
    } catch (e) {
      throw new PackageError(problem, (e as Error).message);
    }
  }

  const submissions: PackageSubmission[] = [];
  const subDir = path.join(dir, 'submissions');
  if (existsSync(subDir)) {
    for (const verdict of sortedEntries(subDir)) {
      if (!lstatSync(path.join(subDir, verdict)).isDirectory()) continue;
      for (const file of listFiles(path.join(subDir, verdict), problem, `submissions/${verdict}`)) {
        const language = languageOf(file);
        // Multi-file submissions (a directory per submission) and other languages are not run.
        if (!language || file.includes('/')) continue;
        const rel = `submissions/${verdict}/${file}`;
        submissions.push({ verdict, file: rel, language, code: readText(path.join(dir, rel), problem, rel) });
      }
    }
  }

  const validator = validationKey === 'custom' ? findValidator(dir, problem) : null;
  if (validationKey === 'custom' && !validator) {
    throw new PackageError(
      problem,
      interactive
        ? 'the problem is interactive but there is no interactor: output_validators/ (or output_validator/) is missing'
        : 'validation is "custom" but there is no output_validators/ (or output_validator/) directory',
    );
  }

  let pocket: PocketYaml | null = null;
  if (existsSync(path.join(dir, 'pocket.yaml'))) {
    const p = pocketYamlSchema.safeParse(readYaml(path.join(dir, 'pocket.yaml'), problem, 'pocket.yaml'));
    if (!p.success) throw new PackageError(problem, `pocket.yaml: ${zodMessage(p.error)}`);
    pocket = p.data;
  }

  const limits = config.limits ?? {};
  let timeLimitS = limits.time_limit ?? null;
  let timeLimitFrom: PackageLimits['timeLimitFrom'] = timeLimitS !== null ? 'problem.yaml' : null;
  const timelimitFile = path.join(dir, '.timelimit');
  if (timeLimitS === null && existsSync(timelimitFile)) {
    const text = readText(timelimitFile, problem, '.timelimit').trim();
    const seconds = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0)) throw new PackageError(problem, `.timelimit must hold a positive number of seconds, not "${text.slice(0, 40)}"`);
    timeLimitS = seconds;
    timeLimitFrom = '.timelimit';
  }
  const defaults = KATTIS_DEFAULTS[format];
  return {
    dir,
    shortName,
    name,
    format,
    statement,
    samples,
    secret,
    groupValidatorFlags,
    submissions,
    validation: validationKey,
    interactive,
    validatorFlags: config.validator_flags === undefined ? '' : String(config.validator_flags),
    validator,
    testGroups: testGroups.filter((g) => g.cases > 0),
    inputValidators: findInputValidators(dir, problem),
    limits: {
      timeLimitS,
      timeLimitFrom,
      acToTimeLimit: limits.time_multipliers?.ac_to_time_limit ?? limits.time_multiplier ?? defaults.acToTimeLimit,
      timeLimitToTle: limits.time_multipliers?.time_limit_to_tle ?? limits.time_safety_margin ?? defaults.timeLimitToTle,
      timeResolutionS: limits.time_resolution ?? KATTIS_DEFAULTS.timeResolutionS,
      memoryMb: limits.memory ?? null,
    },
    scoring,
    keywords: [config.keywords ?? []].flat().flatMap((k) => k.split(/[,\s]+/)).filter(Boolean),
    pocket,
  };
}
