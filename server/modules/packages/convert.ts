import { createHash } from 'node:crypto';
import path from 'node:path';
import { LANGUAGES, TAG_TOPIC, type Tag } from '../../../common/contract/common.ts';
import { STATEMENT_FILE_URL } from '../../../common/contract/problem.ts';
import type { ImportMemoryLimit, ImportTimeLimit } from '../../../common/contract/package-import.ts';
import { DEFAULT_TIME_LIMIT_MS } from '../../../common/judging/limits.ts';
import { parseValidatorFlags, type OutputValidation } from '../../../common/judging/validation.ts';
import type { problems } from '../../db/schema.ts';
import { chooseMemoryLimit, chooseTimeLimit } from './kattis-rules.ts';
import { isLearnerLanguage, PackageError, type LoadedPackage } from './load.ts';
import { splitLearnerCode, stripMarkers } from './regions.ts';
import { driverError, placeholderFor } from '../../../common/domain/driver.ts';
import { SKELETON } from '../../../common/domain/start-code.ts';
import { latexToMarkdown } from './statement.ts';
import type { StatementFile } from '../../db/repos/problems.ts';

/**
 * Maps a {@link LoadedPackage} to the content of a `problems` row, filling defaults for what the
 * package lacks and reporting each one as a warning. Pure: no database, no judge.
 */

/** The learner-facing content of a problem row (what an import writes and the content hash covers). */
export type ProblemContent = Pick<
  typeof problems.$inferInsert,
  | 'title'
  | 'description'
  | 'difficulty'
  | 'tags'
  | 'topics'
  | 'visibleTestCases'
  | 'hiddenTestCases'
  | 'startCode'
  | 'referenceSolution'
  | 'aprouch'
  | 'timeLimitMs'
  | 'memoryLimitKb'
  | 'validation'
  | 'scoring'
> & {
  /** The statement's images the description links (not a column: rows of problem_statement_files). */
  statementFiles?: StatementFile[];
};

const APPROACH_NAMES = ['Brute Force', 'Better Aprouch', 'Optimized Aprouch'] as const;

/** Topic by keyword (problem.yaml `keywords`, else the statement), first match wins. */
const TAG_KEYWORDS: [Tag, RegExp][] = [
  ['Linkedlist', /linked[ -]?list/i],
  ['DP', /\bdp\b|dynamic programming/i],
  ['Graph', /\bgraphs?\b|\btrees?\b|shortest path|\bbfs\b|\bdfs\b|\bvertices\b/i],
];

/** The limits an import chose (see kattis-rules.ts). */
export interface ChosenLimits {
  time: ImportTimeLimit;
  memory: ImportMemoryLimit;
}

/**
 * The limits of a package without measuring: its fixed time limit (else the judge's default) and its
 * memory limit (else the Kattis default, 2048 MiB), for the built-in packages at boot.
 */
export function unmeasuredLimits(pkg: LoadedPackage): ChosenLimits {
  return {
    time: chooseTimeLimit(pkg.limits, null, { timeFactor: 1 }, DEFAULT_TIME_LIMIT_MS),
    memory: chooseMemoryLimit(pkg.limits.memoryMb, { memoryMaxKb: Number.MAX_SAFE_INTEGER }),
  };
}

/**
 * @param pkg the loaded package.
 * @param limits the limits chosen by the import (kattis-rules.ts, measured with the judge); null: {@link unmeasuredLimits}.
 * @returns the row content and one warning per default filled in or feature not carried over (the limits' reasons are the report's).
 * @throws PackageError when the statement cannot be converted, a start-code template is missing or has no
 *   `// @solution` region, or the validator flags are invalid.
 */
export function convertPackage(pkg: LoadedPackage, limits: ChosenLimits | null): { content: ProblemContent; warnings: string[] } {
  const warnings: string[] = [];
  const problem = `"${pkg.name}" (${pkg.shortName})`;
  if (!pkg.pocket) warnings.push('No pocket.yaml: start code, difficulty, topic and approaches are defaults (see below).');
  const { description, statementFiles } = convertStatement(pkg, problem, warnings);
  const visibleTestCases = convertSamples(pkg, warnings);
  const hiddenTestCases = pkg.secret.map((c) => ({ input: c.input, output: c.answer }));
  const validation = convertValidation(pkg, problem, warnings);
  const chosen = limits ?? unmeasuredLimits(pkg);
  const referenceSolution = referenceSolutions(pkg, warnings);
  const startCode = startCodes(pkg, problem, warnings);
  const difficulty = pkg.pocket?.difficulty ?? 'medium';
  if (!pkg.pocket?.difficulty) warnings.push('No difficulty: "medium" is used.');
  const tags = chooseTag(pkg, description, warnings);
  const topics = pkg.pocket?.topics ?? [TAG_TOPIC[tags]];
  const aprouch = approaches(pkg, warnings);
  return {
    content: {
      title: pkg.name,
      description,
      difficulty,
      tags,
      topics,
      visibleTestCases,
      hiddenTestCases,
      startCode,
      referenceSolution,
      aprouch,
      timeLimitMs: chosen.time.limitMs,
      memoryLimitKb: chosen.memory.limitKb,
      validation,
      scoring: pkg.scoring,
      ...(statementFiles.length ? { statementFiles } : {}),
    },
    warnings,
  };
}

/**
 * The statement as Markdown: a Markdown statement as it is, a LaTeX one converted (with a warning); its
 * images (Markdown `![…](file)`, LaTeX `\illustration` / `\includegraphics`) linked by their stored names
 * ({@link linkStatementImages}).
 * @throws PackageError when the LaTeX cannot be converted.
 */
function convertStatement(pkg: LoadedPackage, problem: string, warnings: string[]): { description: string; statementFiles: StatementFile[] } {
  let markdown: string;
  if (pkg.statement.kind === 'md') markdown = pkg.statement.text.trim();
  else {
    try {
      markdown = latexToMarkdown(pkg.statement.text);
    } catch (e) {
      throw new PackageError(problem, `${pkg.statement.file} could not be converted from LaTeX: ${(e as Error).message}`);
    }
    warnings.push(`The statement was converted from LaTeX (${pkg.statement.file}) to Markdown; math is kept as $…$.`);
  }
  return linkStatementImages(markdown, pkg.statement, warnings);
}

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/**
 * Points a statement's Markdown images at their stored copies: `![alt](cave.jpg)` →
 * `![alt](/statement-files/<sha256>.jpg)`, as problemtools' md2html renames images to the hash of their
 * bytes. An image the folder does not hold (or of another type, e.g. SVG) is left as written, with a
 * warning: the page shows its alt text.
 * @returns the Markdown and the images it links (each once).
 */
export function linkStatementImages(markdown: string, statement: Pick<LoadedPackage['statement'], 'file' | 'images'>, warnings: string[]): { description: string; statementFiles: StatementFile[] } {
  const folder = path.posix.dirname(statement.file);
  const files = new Map<string, StatementFile>();
  const description = markdown.replace(/(!\[(?:[^\]\\]|\\.)*\]\(\s*)<?([^)\s>]+)>?/g, (all, head: string, target: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith(STATEMENT_FILE_URL)) return all;
    let name: string;
    try {
      name = path.posix.normalize(decodeURI(target)).replace(/^\.\//, '');
    } catch {
      name = target;
    }
    // LaTeX names pictures without their extension as often as with it.
    const image = statement.images.find((i) => i.name === name) ?? (path.posix.extname(name) ? undefined : statement.images.find((i) => i.name.replace(/\.[^./]+$/, '') === name));
    if (image) name = image.name;
    const type = IMAGE_TYPES[path.posix.extname(name).toLowerCase()];
    if (!image || !type) {
      warnings.push(`The statement shows ${target}, which is not ${type ? `in ${folder}/` : 'a PNG, JPEG or GIF image'}: its alt text is shown instead.`);
      return all;
    }
    const stored = `${createHash('sha256').update(image.bytes).digest('hex')}${path.posix.extname(name).toLowerCase()}`;
    files.set(stored, { name: stored, contentType: type, bytes: image.bytes });
    return `${head}${STATEMENT_FILE_URL}${stored}`;
  });
  return { description, statementFiles: [...files.values()] };
}

/** The examples: data/sample with pocket.yaml's explanations; warns when there are none or some lack one. */
function convertSamples(pkg: LoadedPackage, warnings: string[]): ProblemContent['visibleTestCases'] {
  const explanations = pkg.pocket?.sampleExplanations ?? {};
  const visibleTestCases = pkg.samples.map((c) => ({
    input: c.input,
    output: c.answer,
    explanation: explanations[c.name.replace(/^sample\//, '')] ?? '',
  }));
  if (pkg.samples.length === 0) warnings.push('The package has no data/sample: the problem shows no examples.');
  else if (visibleTestCases.some((c) => c.explanation === '')) warnings.push('Some examples have no explanation (pocket.yaml sampleExplanations).');
  return visibleTestCases;
}

/**
 * The problem's output validation (custom, interactive, or the default validator with its flags); warns
 * about test groups whose own flags are not applied.
 * @throws PackageError when the validator flags are invalid.
 */
function convertValidation(pkg: LoadedPackage, problem: string, warnings: string[]): OutputValidation {
  let validation: OutputValidation;
  try {
    if (pkg.validation === 'custom') {
      const v = pkg.validator!;
      validation = { kind: 'custom', language: v.language, files: v.files, flags: pkg.validatorFlags.trim() ? pkg.validatorFlags.trim().split(/\s+/) : [] };
      if (pkg.interactive) validation.interactive = true;
    } else {
      validation = { kind: 'default', flags: parseValidatorFlags(pkg.validatorFlags) };
    }
  } catch (e) {
    throw new PackageError(problem, `problem.yaml validator_flags: ${(e as Error).message}`);
  }
  for (const g of pkg.groupValidatorFlags) {
    if (g.flags.trim() !== pkg.validatorFlags.trim()) {
      warnings.push(
        `Test group data/${g.group} sets output validator flags "${g.flags}"; the judge applies one validation per problem, so the problem's flags ("${pkg.validatorFlags}") are used for every test case.`,
      );
    }
  }
  return validation;
}

/** The first accepted single-file submission of each learner language is its reference solution; warns about languages without one. */
function referenceSolutions(pkg: LoadedPackage, warnings: string[]): ProblemContent['referenceSolution'] {
  const referenceSolution: ProblemContent['referenceSolution'] = [];
  for (const language of LANGUAGES) {
    const s = pkg.submissions.find((x) => x.verdict === 'accepted' && x.language === language && !x.directory);
    if (s && isLearnerLanguage(s.language)) referenceSolution.push({ language, completeCode: stripMarkers(s.code) });
  }
  const missingRef = LANGUAGES.filter((l) => !referenceSolution.some((r) => r.language === l));
  if (missingRef.length) warnings.push(`No accepted submission in ${missingRef.join(', ')}: no reference solution in that language.`);
  return referenceSolution;
}

/**
 * Each language's start code and driver: pocket.yaml's code (and driver), or a submission template with its
 * `// @solution` region replaced by the stub (its `// @learner` region, when it has one, and the rest as the
 * driver), else {@link SKELETON} (warned).
 * @throws PackageError when a template is not a submission of the package or has no solution region.
 */
function startCodes(pkg: LoadedPackage, problem: string, warnings: string[]): ProblemContent['startCode'] {
  const startCode: ProblemContent['startCode'] = [];
  const skeletons: string[] = [];
  for (const language of LANGUAGES) {
    const entry = pkg.pocket?.startCode?.[language];
    if (!entry) {
      startCode.push({ language, initialCode: SKELETON[language] });
      skeletons.push(language);
    } else if ('code' in entry) {
      const error = entry.driver === undefined ? null : driverError(language, entry.driver);
      if (error) throw new PackageError(problem, `pocket.yaml startCode.${language}.driver: ${error}`);
      startCode.push(entry.driver === undefined ? { language, initialCode: entry.code } : { language, initialCode: entry.code, driver: entry.driver });
    } else {
      const template = pkg.submissions.find((s) => s.file === path.posix.normalize(entry.template) && !s.directory);
      if (!template) throw new PackageError(problem, `pocket.yaml startCode.${language}.template: ${entry.template} is not a submission of the package`);
      try {
        const { initialCode, driver } = splitLearnerCode(template.code, entry.stub, placeholderFor(language));
        startCode.push(driver === null ? { language, initialCode } : { language, initialCode, driver });
      } catch (e) {
        throw new PackageError(problem, `pocket.yaml startCode.${language}: ${entry.template} ${(e as Error).message}`);
      }
    }
  }
  if (skeletons.length) warnings.push(`No start code for ${skeletons.join(', ')}: a program that reads stdin and writes stdout is used.`);
  return startCode;
}

/** pocket.yaml's topic, else the first {@link TAG_KEYWORDS} match in the keywords (or the statement), else Array (warned). */
function chooseTag(pkg: LoadedPackage, description: string, warnings: string[]): Tag {
  if (pkg.pocket?.tag) return pkg.pocket.tag;
  const text = pkg.keywords.length ? pkg.keywords.join(' ') : `${pkg.name} ${description}`;
  const tag = TAG_KEYWORDS.find(([, re]) => re.test(text))?.[0] ?? 'Array';
  warnings.push(`No topic: "${tag}" was picked from the ${pkg.keywords.length ? 'keywords' : 'statement'}${tag === 'Array' ? ' (no topic keyword found, so the default)' : ''}.`);
  return tag;
}

/** pocket.yaml's approaches, else three placeholders saying the package has none (warned). */
function approaches(pkg: LoadedPackage, warnings: string[]): ProblemContent['aprouch'] {
  if (pkg.pocket?.approaches) return pkg.pocket.approaches;
  warnings.push('No approaches: three placeholders saying the package has none are shown.');
  return APPROACH_NAMES.map((name) => ({
    name,
    concept: ['This problem was imported from a package that has no approaches.'],
    steps: ['No steps: the package carries no editorial.'],
    complexities: ['-', '-'],
  }));
}

/**
 * SHA-256 (hex) of a problem's content fields, in a fixed key order: compared at boot to tell
 * whether an admin edited a built-in problem since it was imported.
 */
export function contentHash(c: ProblemContent): string {
  const h = createHash('sha256');
  const write = (piece: string) => void h.update(piece);
  for (const key of ['title', 'description', 'difficulty', 'tags', 'topics', 'visibleTestCases', 'hiddenTestCases', 'startCode', 'referenceSolution', 'aprouch', 'timeLimitMs', 'memoryLimitKb', 'validation', 'scoring'] as const) {
    // Pass/fail problems hash as they did before scoring existed, problems without topics as before topics.
    if (key === 'scoring' && !c.scoring) continue;
    if (key === 'topics' && !c.topics?.length) continue;
    h.update(key).update('\0');
    writeCanonicalJson(c[key] ?? null, write);
    h.update('\0');
  }
  return h.digest('hex');
}

/**
 * JSON with object keys sorted at every level (jsonb does not keep key order), written piece by piece
 * so that large test data is never joined into one string.
 */
function writeCanonicalJson(v: unknown, write: (piece: string) => void): void {
  if (Array.isArray(v)) {
    write('[');
    v.forEach((item, i) => {
      if (i) write(',');
      writeCanonicalJson(item, write);
    });
    write(']');
  } else if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    write('{');
    Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .forEach((k, i) => {
        write(`${i ? ',' : ''}${JSON.stringify(k)}:`);
        writeCanonicalJson(o[k], write);
      });
    write('}');
  } else if (typeof v === 'string' && v.length > JSON_SLICE) {
    // JSON.stringify escapes character by character: slices (never splitting a surrogate pair) give the same text.
    write('"');
    for (let at = 0; at < v.length; ) {
      let end = Math.min(v.length, at + JSON_SLICE);
      if (end < v.length && (v.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
      write(JSON.stringify(v.slice(at, end)).slice(1, -1));
      at = end;
    }
    write('"');
  } else write(JSON.stringify(v) ?? '');
}

/** Characters of a long string escaped at a time by {@link writeCanonicalJson}. */
const JSON_SLICE = 1024 * 1024;
