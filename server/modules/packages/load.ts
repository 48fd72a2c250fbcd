import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../../common/contract/common.ts';
import type { Scoring } from '../../../common/judging/scoring.ts';
import { VALIDATOR_LANGUAGES } from '../../../common/judging/validation.ts';
import { detectLanguage, firstLineOf, KATTIS_DEFAULTS, type PackageLimits } from './kattis-rules.ts';
import { mb } from './limits.ts';
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

/** The languages the judge runs a submission or validator in. */
export type SourceLanguage = (typeof VALIDATOR_LANGUAGES)[number];

/**
 * A package submission's language: the judge's language id (`c++`, `java`, `javascript`, `python3`) when
 * the judge runs it, else problemtools' language id (`python2`, `scala`, `go`, …; see KATTIS_LANGUAGES).
 */
export type PackageLanguage = SourceLanguage | (string & {});

export interface PackageSubmission {
  /** The `submissions/` folder, e.g. `accepted`, `wrong_answer`, `time_limit_exceeded`, `run_time_error`. */
  verdict: string;
  /** Path relative to the package directory (a directory for a program of several files). */
  file: string;
  language: PackageLanguage;
  /** The language's display name (`C++`, `Python 2`, …). */
  languageName: string;
  /** The source; empty for a program of several files (a directory), which is not run. */
  code: string;
  /** A program of several files (a directory of `submissions/<verdict>/`). */
  directory: boolean;
}

export interface LoadedPackage {
  /** Absolute path of the package directory. */
  dir: string;
  /** The package's short name: its directory name. */
  shortName: string;
  /** The problem's display name (`problem.yaml` `name`, English when it is a map); the short name when absent. */
  name: string;
  format: 'legacy' | '2023-07';
  /** The statement file (`problem_statement/problem.en.md` …) and the images beside it (relative to its folder, `/`-separated). */
  statement: { file: string; kind: 'md' | 'tex'; text: string; images: StatementImage[] };
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

/**
 * The judge's language of a single source file, told by problemtools' rules (file name globs, and for
 * `*.py` the first line: `#!…python2` is Python 2, which the judge does not run).
 * Source: problemtools' `problemtools/config/languages.yaml` (see {@link detectLanguage}).
 * @param file the file's name or path.
 * @param firstLine the file's first line (empty when not known: a `.py` file is then Python 3).
 * @returns `c++`, `java`, `javascript` or `python3`; null for another language or an unknown file.
 */
export function languageOf(file: string, firstLine = ''): SourceLanguage | null {
  return detectLanguage([{ name: path.basename(file), firstLine }])?.judged ?? null;
}

/** True for a language learners can submit in (`LANGUAGES`: c++, java, javascript, python3). */
export function isLearnerLanguage(l: PackageLanguage): l is Language {
  return (LANGUAGES as readonly string[]).includes(l);
}

/** Whether a file is a source file of some language of problemtools' configuration, by its name. */
const isSourceFile = (name: string) => detectLanguage([{ name: path.basename(name), firstLine: '' }]) !== null;

/** The judge's language of a source file, its first line read from its text. */
const languageOfSource = (name: string, content: string) => languageOf(name, firstLineOf(content));

/** The statement: Markdown before LaTeX, English before other languages, then unmarked `problem.md|tex`. */
function findStatement(dir: string, problem: string, format: LoadedPackage['format']): LoadedPackage['statement'] {
  const dirs = format === '2023-07' ? ['statement', 'problem_statement'] : ['problem_statement', 'statement'];
  for (const d of dirs) {
    if (!existsSync(path.join(dir, d))) continue;
    const files = sortedEntries(path.join(dir, d));
    const pick = (re: RegExp) => files.find((f) => re.test(f));
    const file = pick(/^problem\.en\.md$/) ?? pick(/^problem\.md$/) ?? pick(/^problem\.en\.tex$/) ?? pick(/^problem\.tex$/) ?? pick(/^problem\.[a-z]{2,3}\.md$/) ?? pick(/^problem\.[a-z]{2,3}\.tex$/);
    if (file) {
      const text = readText(path.join(dir, d, file), problem, `${d}/${file}`);
      return { file: `${d}/${file}`, kind: file.endsWith('.md') ? 'md' : 'tex', text, images: statementImages(path.join(dir, d), d, problem) };
    }
  }
  throw new PackageError(problem, `no statement: expected ${dirs[0]}/problem.en.md or ${dirs[0]}/problem.en.tex`);
}

/** An image of a statement folder. */
export interface StatementImage {
  /** Path relative to the statement folder, `/`-separated (`cave.jpg`, `img/tree.png`). */
  name: string;
  bytes: Uint8Array;
}

/** Extensions of statement images shown (problemtools' allowed ones, and GIF); SVG is not (it can carry script). */
export const STATEMENT_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif'];

/** Most bytes one statement image may have. */
export const STATEMENT_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The images in a statement folder (any depth).
 * @throws PackageError for a link (anywhere in the folder), or an image over {@link STATEMENT_IMAGE_MAX_BYTES} (413).
 */
function statementImages(root: string, folder: string, problem: string): StatementImage[] {
  return listFiles(root, problem, folder)
    .filter((rel) => STATEMENT_IMAGE_EXTENSIONS.includes(path.extname(rel).toLowerCase()))
    .map((rel) => {
      const full = path.join(root, rel);
      const st = lstatSync(full);
      if (st.size > STATEMENT_IMAGE_MAX_BYTES) throw new PackageError(problem, `${folder}/${rel} is larger than ${mb(STATEMENT_IMAGE_MAX_BYTES)}; statement images may be at most that`, 413);
      return { name: rel, bytes: new Uint8Array(readFileSync(full)) };
    });
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
    const files = listFiles(base, problem, rel).map((f) => ({ name: f, content: readText(path.join(base, f), problem, `${rel}/${f}`) }));
    const languages = new Set(files.map((f) => languageOfSource(f.name, f.content)).filter((l): l is SourceLanguage => l !== null));
    if (languages.size === 0) throw new PackageError(problem, `${rel} has no source file in a supported language (${VALIDATOR_LANGUAGES.join(', ')})`);
    if (languages.size > 1) throw new PackageError(problem, `${rel} mixes languages (${[...languages].join(', ')}); one validator program is expected`);
    return { language: [...languages][0]!, files };
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
        const files = listFiles(full, problem, rel).map((f) => ({ name: f, content: readText(path.join(full, f), problem, `${rel}/${f}`) }));
        const languages = new Set(files.map((f) => languageOfSource(f.name, f.content)).filter((l): l is SourceLanguage => l !== null));
        if (languages.size === 1) {
          out.push({ name: rel, kind: 'program', language: [...languages][0]!, files });
        } else out.push({ name: rel, kind: 'unknown', language: null, files: [] });
      } else if (st.isFile()) {
        const ext = path.extname(entry).toLowerCase();
        // A first line can only take a file from a judged language (Python 3 to Python 2), never give it one.
        const content = ext === '.ctd' || ext === '.viva' || !languageOf(entry) ? null : readText(full, problem, rel);
        const language = content === null ? null : languageOfSource(entry, content);
        if (ext === '.ctd') out.push({ name: rel, kind: 'checktestdata', language: null, files: [] });
        else if (ext === '.viva') out.push({ name: rel, kind: 'viva', language: null, files: [] });
        else if (language) out.push({ name: rel, kind: 'program', language, files: [{ name: entry, content: content! }] });
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
 * The submissions of `submissions/<verdict>/`, in name order: each file, and each directory (a program
 * of several files), with its language told by problemtools' rules ({@link detectLanguage}); files of
 * no known language are left out. Those in a language the judge does not run, and directories, are
 * kept so that the import report lists them as not run.
 * @throws PackageError for a link, an unreadable or oversized file.
 */
function readSubmissions(dir: string, problem: string): PackageSubmission[] {
  const submissions: PackageSubmission[] = [];
  const subDir = path.join(dir, 'submissions');
  if (!existsSync(subDir)) return submissions;
  for (const verdict of sortedEntries(subDir)) {
    if (!lstatSync(path.join(subDir, verdict)).isDirectory()) continue;
    for (const entry of sortedEntries(path.join(subDir, verdict))) {
      if (entry.startsWith('.')) continue;
      const rel = `submissions/${verdict}/${entry}`;
      const full = path.join(dir, rel);
      const st = lstatSync(full);
      if (st.isSymbolicLink()) throw new PackageError(problem, `${rel} is a symbolic link; packages may not contain links`);
      if (st.isDirectory()) {
        // Only source files are read (for their first line): a directory may hold other files, binaries too.
        const files = listFiles(full, problem, rel)
          .filter((f) => isSourceFile(f))
          .map((f) => ({ name: f, firstLine: firstLineOf(readText(path.join(full, f), problem, `${rel}/${f}`)) }));
        const language = detectLanguage(files);
        if (language) submissions.push({ verdict, file: rel, language: language.judged ?? language.id, languageName: language.name, code: '', directory: true });
      } else if (st.isFile() && isSourceFile(entry)) {
        const code = readText(full, problem, rel);
        const language = detectLanguage([{ name: entry, firstLine: firstLineOf(code) }])!;
        submissions.push({ verdict, file: rel, language: language.judged ?? language.id, languageName: language.name, code, directory: false });
      }
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
