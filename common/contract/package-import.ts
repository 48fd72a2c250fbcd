import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';

/**
 * `POST /api/admin/problems/import` (admins only): multipart/form-data with one file field
 * `package`, a .zip of an ICPC/Kattis problem package. Answers 201 with the report below
 * (modelled on problemtools' `verifyproblem`: the limits chosen and why, every submission's
 * expected and actual verdict, the input validators run); a refused package answers
 * 400 `{ message }` naming the problem and what is wrong. Nothing of the report is stored.
 */

/** Largest accepted package archive, bytes (compressed). */
export const PACKAGE_ZIP_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Where the time limit came from: `measured` (the slowest accepted submission × `ac_to_time_limit`,
 * rounded up to `time_resolution`), `package` (problem.yaml `limits.time_limit`), `timelimit-file`
 * (the package's `.timelimit`), `default` (nothing to measure: the judge's default).
 */
export const TIME_LIMIT_SOURCES = ['measured', 'package', 'timelimit-file', 'default'] as const;
/** Where the memory limit came from: `package` (`limits.memory`), `default` (2048 MiB), `capped` (either, cut to what the host gives one job). */
export const MEMORY_LIMIT_SOURCES = ['package', 'default', 'capped'] as const;
/** What became of one input validator: `accepted` every test file, `unsupported` (checktestdata, viva, another language), `not-run` (no sandbox judge). */
export const INPUT_VALIDATOR_OUTCOMES = ['accepted', 'unsupported', 'not-run'] as const;

/** Why a submission was not run: its language is not one the judge runs, or it is a program of several files. */
export const SKIPPED_SUBMISSION_REASONS = ['language', 'directory'] as const;

export const importTimeLimitSchema = lazySchema(() => z.object({
  /** The problem's time limit, CPU ms for C++ (other languages get their factor): `ruleMs × hostFactor`, rounded. */
  limitMs: z.number(),
  source: z.enum(TIME_LIMIT_SOURCES),
  /** The limit before the host factor, ms. */
  ruleMs: z.number(),
  /** JUDGE_TIME_FACTOR of the importing server. */
  hostFactor: z.number(),
  /**
   * The slowest accepted submission that passed (C++ time: its CPU ms divided by its language's factor;
   * re-timed alone, the least of a few runs), or null when none ran. `cppMs`: the slowest accepted C++
   * submission's ms, or null when there is none (then a slower language's submission set the limit).
   */
  slowest: z.nullable(z.object({ file: z.string(), language: z.string(), cpuMs: z.number(), normalisedMs: z.number(), cppMs: z.optional(z.nullable(z.number())) })),
  /** `time_multiplier` (legacy) or `time_multipliers.ac_to_time_limit` (2023-07). */
  multiplier: z.number(),
  /** `time_safety_margin` (legacy) or `time_multipliers.time_limit_to_tle` (2023-07). */
  safetyMargin: z.number(),
  /** `time_resolution`, ms: the rule rounds up to a multiple of it. */
  resolutionMs: z.number(),
  /** `limitMs × safetyMargin`: time_limit_exceeded submissions must be too slow even at this limit. */
  safetyLimitMs: z.number(),
}));
export type ImportTimeLimit = z.infer<typeof importTimeLimitSchema>;

export const importMemoryLimitSchema = lazySchema(() => z.object({
  /** The problem's memory limit, KB (Java's heap, -Xmx, is set to it). */
  limitKb: z.number(),
  source: z.enum(MEMORY_LIMIT_SOURCES),
  /** What the package asked for (`limits.memory`) or the default, KB. */
  requestedKb: z.number(),
  /** The most one judge job may have on this host, KB (JUDGE_MEMORY_MAX_MB). */
  hostMaxKb: z.number(),
}));
export type ImportMemoryLimit = z.infer<typeof importMemoryLimitSchema>;

export const importSubmissionSchema = lazySchema(() => z.object({
  /** Path in the package, e.g. `submissions/accepted/sol.cpp`. */
  file: z.string(),
  /**
   * The judge's language id (`c++`, `java`, `javascript`, `python3`), or problemtools' id of a language
   * the judge does not run (`python2`, `scala`, `go`, …), told by problemtools' languages.yaml rules.
   */
  language: z.string(),
  /** The language's display name (`C++`, `Python 2`, …). */
  languageName: z.optional(z.string()),
  /**
   * Why it was not run although a judge was there: `language` (the judge does not run its language)
   * or `directory` (a program of several files). Absent when it ran, or was not run for want of a judge.
   */
  skipped: z.optional(z.enum(SKIPPED_SUBMISSION_REASONS)),
  /** The folder under submissions/: `accepted`, `wrong_answer`, `time_limit_exceeded`, `run_time_error`, … */
  expected: z.string(),
  /** The verdict under the chosen limits (`Accepted`, `Wrong Answer`, `Time Limit Exceeded`, …), or null when not run. */
  actual: z.nullable(z.string()),
  /** The first test case that was not accepted (`secret/group1/03`), or null. */
  testCase: z.nullable(z.string()),
  /** Slowest test case's CPU ms (this language, not normalised), or null when not run. */
  timeMs: z.nullable(z.number()),
  /** Whether `actual` is what the folder expects; null when not run. */
  matches: z.nullable(z.boolean()),
  /** Why it was not run, or what else is worth knowing (e.g. it passes at the safety limit). */
  note: z.optional(z.string()),
  /** Scoring problems: the score it got under the chosen limits (`partially_accepted/` expects more than 0 and less than the full score). */
  score: z.optional(z.number()),
}));
export type ImportSubmission = z.infer<typeof importSubmissionSchema>;

export const importInputValidatorSchema = lazySchema(() => z.object({
  /** Path in the package, e.g. `input_validators/validate.py` or `input_validators/checker` (a directory). */
  name: z.string(),
  language: z.nullable(z.string()),
  outcome: z.enum(INPUT_VALIDATOR_OUTCOMES),
  /** Test files it checked. */
  files: z.number(),
  /** Why it was not run, when not. */
  note: z.optional(z.string()),
}));
export type ImportInputValidator = z.infer<typeof importInputValidatorSchema>;

export const importReportSchema = lazySchema(() => z.object({
  /** Id of the problem created (or updated, when the package's name matches an existing one). */
  prblmId: z.string(),
  /** What the importer filled in with defaults or could not carry over, one sentence each. */
  warnings: z.array(z.string()),
  /**
   * verifyproblem's ERROR lines, one sentence each: every judged submission whose verdict is not its
   * folder's, and a package without an accepted submission in a language the judge runs. The package is
   * imported all the same (`npm run import-problem -- --strict` refuses it instead).
   */
  errors: z.array(z.string()),
  /** The package format: `legacy` or `2023-07`. */
  format: z.enum(['legacy', '2023-07']),
  /** The problem is interactive: its interactor (the package's output validator) talks with each submission. */
  interactive: z.boolean(),
  time: importTimeLimitSchema,
  memory: importMemoryLimitSchema,
  /** Every submission of the package, in folder then file order. */
  submissions: z.array(importSubmissionSchema),
  inputValidators: z.array(importInputValidatorSchema),
  /** Test groups (`sample`, `secret`, `secret/group1`, …) with their test case counts (and points, scoring problems: below data/secret), in judging order. */
  testGroups: z.array(z.object({ name: z.string(), cases: z.number(), points: z.optional(z.number()) })),
  /** Scoring problems: the full score (what every test case accepted gives); null or absent for pass/fail problems. */
  maxScore: z.optional(z.nullable(z.number())),
}));
export type ImportReport = z.infer<typeof importReportSchema>;
