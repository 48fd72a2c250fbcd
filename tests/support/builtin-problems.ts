import { loadBuiltInProblems } from '../../server/modules/packages/import.ts';

/**
 * The built-in problems as tests use them, read from their packages in `problems/` (list order), with
 * the row's field names plus `Aprouch` (the spec's spelling of the approaches).
 */
export const BUILT_IN_PROBLEMS = (await loadBuiltInProblems()).map((p) => ({
  slug: p.slug,
  dir: p.dir,
  ...p.content,
  Aprouch: p.content.aprouch,
}));

/** One built-in problem by slug. @throws Error when there is none. */
export function builtIn(slug: string): (typeof BUILT_IN_PROBLEMS)[number] {
  const p = BUILT_IN_PROBLEMS.find((x) => x.slug === slug);
  if (!p) throw new Error(`no built-in problem ${slug}`);
  return p;
}
