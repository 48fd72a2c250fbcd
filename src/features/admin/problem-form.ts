/**
 * The create/update form's model: the values as typed (every field a string; approach lists
 * comma-separated), their conversion to the API payload (lists split on commas, trimmed, blanks
 * dropped) and back (joined with commas), and validation with the contract's schema, whose
 * messages land on the field they name (`visibleTestCases.0.input`).
 */
import * as z from 'zod/mini';
import { APPROACH_NAMES, LANGUAGES, REQUIRED_LANGUAGES, type Language, type ProblemForUpdate, type ProblemInput } from '../../../common/contract/index.ts';

/** One approach as typed. */
export interface ApproachValues {
  concept: string;
  steps: string;
  complexities: string;
}

/** Everything the form holds. */
export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: string;
  tags: string;
  /** The topics ticked (common/contract TOPICS); none: the server gives the tag's topic. */
  topics: string[];
  visibleTestCases: { input: string; output: string; explanation: string }[];
  hiddenTestCases: { input: string; output: string }[];
  startCode: Record<Language, string>;
  /** Each language's driver (common/domain/driver.ts); blank: none. */
  drivers: Record<Language, string>;
  referenceSolution: Record<Language, string>;
  /** In the order of APPROACH_NAMES. */
  Aprouch: ApproachValues[];
}

/** Field path (`title`, `hiddenTestCases.1.output`, `Aprouch.0.steps`) → its first message. */
export type ProblemFormErrors = Record<string, string>;

const isRequired = (l: Language) => (REQUIRED_LANGUAGES as readonly Language[]).includes(l);

const perLanguage = (value: string) => Object.fromEntries(LANGUAGES.map((l) => [l, value])) as Record<Language, string>;

/** An empty form: one visible and one hidden test case, the three languages, the three approaches. */
export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: '',
    tags: '',
    topics: [],
    visibleTestCases: [{ input: '', output: '', explanation: '' }],
    hiddenTestCases: [{ input: '', output: '' }],
    startCode: perLanguage(''),
    drivers: perLanguage(''),
    referenceSolution: perLanguage(''),
    Aprouch: APPROACH_NAMES.map(() => ({ concept: '', steps: '', complexities: '' })),
  };
}

/** Splits comma-separated text (spec §5): entries trimmed, blank ones dropped. */
export function splitComma(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Joins a list back into comma-separated text for editing. */
export function joinComma(list: string[]): string {
  return list.join(', ');
}

/** The API payload of the typed values (not yet validated). */
export function toProblemInput(v: ProblemFormValues): unknown {
  return {
    title: v.title,
    description: v.description,
    difficulty: v.difficulty,
    tags: v.tags,
    // Not sent when none is ticked, as the spec's form sends none.
    ...(v.topics.length ? { topics: v.topics } : {}),
    visibleTestCases: v.visibleTestCases,
    hiddenTestCases: v.hiddenTestCases,
    // Python is optional: left blank, it is not sent (learners get a skeleton that reads stdin).
    startCode: LANGUAGES.filter((l) => isRequired(l) || v.startCode[l].trim()).map((language) =>
      v.drivers[language].trim() ? { language, initialCode: v.startCode[language], driver: v.drivers[language] } : { language, initialCode: v.startCode[language] },
    ),
    referenceSolution: LANGUAGES.filter((l) => isRequired(l) || v.referenceSolution[l].trim()).map((language) => ({ language, completeCode: v.referenceSolution[language] })),
    Aprouch: APPROACH_NAMES.map((name, i) => ({
      name,
      concept: splitComma(v.Aprouch[i]?.concept ?? ''),
      steps: splitComma(v.Aprouch[i]?.steps ?? ''),
      complexities: splitComma(v.Aprouch[i]?.complexities ?? ''),
    })),
  };
}

/** The form's values of a stored problem (the update form's pre-filling). */
export function fromProblem(p: ProblemForUpdate): ProblemFormValues {
  const byLanguage = (pick: (l: Language) => string | undefined) => Object.fromEntries(LANGUAGES.map((l) => [l, pick(l) ?? ''])) as Record<Language, string>;
  return {
    title: p.title,
    description: p.description,
    difficulty: p.difficulty,
    tags: p.tags,
    topics: [...(p.topics ?? [])],
    visibleTestCases: p.visibleTestCases.map((t) => ({ ...t })),
    hiddenTestCases: p.hiddenTestCases.map((t) => ({ ...t })),
    startCode: byLanguage((l) => p.startCode.find((e) => e.language === l)?.initialCode),
    drivers: byLanguage((l) => p.startCode.find((e) => e.language === l)?.driver),
    referenceSolution: byLanguage((l) => p.referenceSolution.find((e) => e.language === l)?.completeCode),
    Aprouch: APPROACH_NAMES.map((name, i) => {
      const a = p.Aprouch.find((x) => x.name === name) ?? p.Aprouch[i];
      return { concept: joinComma(a?.concept ?? []), steps: joinComma(a?.steps ?? []), complexities: joinComma(a?.complexities ?? []) };
    }),
  };
}

/**
 * Validates the values with the contract's schema (create or update: the server applies the same).
 * @returns the payload, or the first message of each failing field path
 */
export function validateProblemForm(schema: z.ZodMiniType<ProblemInput>, v: ProblemFormValues): { ok: true; data: ProblemInput } | { ok: false; errors: ProblemFormErrors } {
  const result = z.safeParse(schema, toProblemInput(v));
  if (result.success) return { ok: true, data: result.data };
  const errors: ProblemFormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
