import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../../common/contract/common.ts';
import type { Scoring } from '../../../common/judging/scoring.ts';
import { VALIDATOR_LANGUAGES } from '../../../common/judging/validation.ts';
import { KATTIS_DEFAULTS, type PackageLimits } from './kattis-rules.ts';
import { listFiles, PackageError, readText, readYaml, sortedEntries, zodMessage } from './package-files.ts';
import { pocketYamlSchema, type PocketYaml } from './pocket.ts';
import { readTestData, type PackageTestCase } from './test-data.ts';

export { PackageError } from './package-files.ts';
export type { PackageTestCase, RawTestGroup } from './test-data.ts';

/**
 * Reads an ICPC/Kattis problem package directory into a typed {@link LoadedPackage}.
 * Format: https://www.kattis.com/problem-package-format/ — both the legacy layout
 * (`problem_statement/`, `output_validators/`, `validation` + `validator_flags`, `limits.time_multiplier`)
 * and the 2023-07 draft (`problem_format_version: 2023-07-draft`, `statement/`, `output_validator/`,
 * `limits.time_limit`, `limits.time_multipliers`). Our extension file `pocket.yaml` (see pocket.ts) is
 * read when present. Nothing here touches the database.
 */

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

/** True for a language learners can submit in (`LANGUAGES`: c++, java, javascript, python3). */
export function isLearnerLanguage(l: SourceLanguage): l is Language {
  return (LANGUAGES as readonly string[]).includes(l);
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
  const { config, name, problem } = readProblemYaml(dir, shortName);
  const format: LoadedPackage['format'] = String(config.problem_format_version ?? '').startsWith('2023-07') ? '2023-07' : 'legacy';
  const { validation, interactive, scoringType } = validationOf(config, dir, format, problem);
  const statement = findStatement(dir, problem, format);
  const data = readTestData(dir, problem, format, scoringType ? (config.grading ?? {}) : null);
  const submissions = readSubmissions(dir, problem);
  const validator = validation === 'custom' ? findValidator(dir, problem) : null;
  if (validation === 'custom' && !validator) {
    throw new PackageError(
      problem,
      interactive
        ? 'the problem is interactive but there is no interactor: output_validators/ (or output_validator/) is missing'
        : 'validation is "custom" but there is no output_validators/ (or output_validator/) directory',
    );
  }
  const pocket = readPocketYaml(dir, problem);
  const limits = packageLimits(config, dir, problem, format);
  return {
    dir,
    shortName,
    name,
    format,
    statement,
    samples: data.samples,
    secret: data.secret,
    groupValidatorFlags: data.groupValidatorFlags,
    submissions,
    validation,
    interactive,
    validatorFlags: config.validator_flags === undefined ? '' : String(config.validator_flags),
    validator,
    testGroups: data.testGroups.filter((g) => g.cases > 0),
    inputValidators: findInputValidators(dir, problem),
    limits,
    scoring: data.scoring,
    keywords: [config.keywords ?? []].flat().flatMap((k) => k.split(/[,\s]+/)).filter(Boolean),
    pocket,
  };
}

/** problem.yaml as read. */
type ProblemYaml = z.infer<typeof problemYamlSchema>;

/**
 * Reads problem.yaml and the problem's display name (`name`, English when it is a map, else the short name).
 * @returns its settings, the name, and how refusals name the problem (`"name" (short name)`).
 * @throws PackageError when it is missing, not YAML, or its keys have the wrong types.
 */
function readProblemYaml(dir: string, shortName: string): { config: ProblemYaml; name: string; problem: string } {
  const yamlFile = path.join(dir, 'problem.yaml');
  if (!existsSync(yamlFile)) throw new PackageError(shortName, 'problem.yaml is missing (is this a problem package?)');
  const parsed = problemYamlSchema.safeParse(readYaml(yamlFile, shortName, 'problem.yaml'));
  if (!parsed.success) throw new PackageError(shortName, `problem.yaml: ${zodMessage(parsed.error)}`);
  const config = parsed.data;
  const name = typeof config.name === 'string' ? config.name : (config.name?.en ?? Object.values(config.name ?? {})[0] ?? shortName);
  return { config, name, problem: `"${name}" (${shortName})` };
}

/**
 * How the package's output is judged: `validation` (2023-07: custom when there is an output_validator/
 * directory and no `validation` key), whether it is interactive, whether `type` says scoring.
 * @throws PackageError for an interactive problem with default validation, validator scores (`custom score`),
 *   or another validation.
 */
function validationOf(
  config: ProblemYaml,
  dir: string,
  format: LoadedPackage['format'],
  problem: string,
): { validation: LoadedPackage['validation']; interactive: boolean; scoringType: boolean } {
  const types = [config.type ?? []].flat().join(' ');
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
  return { validation: validationKey, interactive, scoringType };
}

/**
 * The single-file submissions of `submissions/<verdict>/` in a language we know, in name order
 * (multi-file submissions, a directory per submission, and other languages are not run).
 */
function readSubmissions(dir: string, problem: string): PackageSubmission[] {
  const submissions: PackageSubmission[] = [];
  const subDir = path.join(dir, 'submissions');
  if (!existsSync(subDir)) return submissions;
  for (const verdict of sortedEntries(subDir)) {
    if (!lstatSync(path.join(subDir, verdict)).isDirectory()) continue;
    for (const file of listFiles(path.join(subDir, verdict), problem, `submissions/${verdict}`)) {
      const language = languageOf(file);
      if (!language || file.includes('/')) continue;
      const rel = `submissions/${verdict}/${file}`;
      submissions.push({ verdict, file: rel, language, code: readText(path.join(dir, rel), problem, rel) });
    }
  }
  return submissions;
}

/**
 * pocket.yaml (see pocket.ts), or null when the package has none.
 * @throws PackageError when it is not YAML or does not match its schema.
 */
function readPocketYaml(dir: string, problem: string): PocketYaml | null {
  if (!existsSync(path.join(dir, 'pocket.yaml'))) return null;
  const p = pocketYamlSchema.safeParse(readYaml(path.join(dir, 'pocket.yaml'), problem, 'pocket.yaml'));
  if (!p.success) throw new PackageError(problem, `pocket.yaml: ${zodMessage(p.error)}`);
  return p.data;
}

/**
 * The package's limits: problem.yaml's `limits` (the time limit, else `.timelimit`), the format's
 * defaults for the multipliers.
 * @throws PackageError when `.timelimit` does not hold a positive number of seconds.
 */
function packageLimits(config: ProblemYaml, dir: string, problem: string, format: LoadedPackage['format']): PackageLimits {
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
    timeLimitS,
    timeLimitFrom,
    acToTimeLimit: limits.time_multipliers?.ac_to_time_limit ?? limits.time_multiplier ?? defaults.acToTimeLimit,
    timeLimitToTle: limits.time_multipliers?.time_limit_to_tle ?? limits.time_safety_margin ?? defaults.timeLimitToTle,
    timeResolutionS: limits.time_resolution ?? KATTIS_DEFAULTS.timeResolutionS,
    memoryMb: limits.memory ?? null,
  };
}
