import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { topicsOf, type Language } from '../../common/contract/common.ts';
import { joinProgram, placeholderFor, type JoinedProgram } from '../../common/domain/driver.ts';
import { findRegions, splitLearnerCode } from '../../server/modules/packages/regions.ts';
import { loadBuiltInProblems } from '../../server/modules/packages/import.ts';

/**
 * The built-in problems as tests use them, read from their packages in `problems/` (list order), with
 * the row's field names plus `Aprouch` (the spec's spelling of the approaches).
 */
export const BUILT_IN_PROBLEMS = (await loadBuiltInProblems()).map((p) => ({
  slug: p.slug,
  dir: p.dir,
  ...p.content,
  topics: [...topicsOf(p.content)],
  Aprouch: p.content.aprouch,
}));

/** One built-in problem by slug. @throws Error when there is none. */
export function builtIn(slug: string): (typeof BUILT_IN_PROBLEMS)[number] {
  const p = BUILT_IN_PROBLEMS.find((x) => x.slug === slug);
  if (!p) throw new Error(`no built-in problem ${slug}`);
  return p;
}

/**
 * A built-in problem's accepted solution in the shape learners write it: the `@learner` region of its
 * start-code template with the solution left in (what a learner who solved it from the start code has
 * in the editor). @throws Error when the problem or its template is missing.
 */
export function learnerSolution(slug: string, language: Language): string {
  const p = builtIn(slug);
  const pocket = parse(readFileSync(path.join(p.dir, 'pocket.yaml'), 'utf8')) as { startCode: Record<Language, { template: string }> };
  const code = readFileSync(path.join(p.dir, pocket.startCode[language].template), 'utf8');
  const solution = findRegions(code).find((r) => r.kind === 'solution')!;
  return splitLearnerCode(code, solution.content, placeholderFor(language)).initialCode;
}

/**
 * What an offline Run on this device executes for `code` on a built-in problem, as `src/features/problem/run-code.ts`
 * does: the code joined to the problem's driver of `language` (a whole program stays as it is).
 */
export function joinedFor(slug: string, language: Language, code: string): JoinedProgram {
  return joinProgram(language, code, builtIn(slug).startCode.find((s) => s.language === language)?.driver);
}
