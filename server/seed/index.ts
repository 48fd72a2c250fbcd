import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stableId } from '../db/ids.ts';
import { meta, problems } from '../db/schema.ts';
import { BUILT_IN_PROBLEMS } from './problems/index.ts';
import type { SeedProblem } from './types.ts';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '../../common/judging/limits.ts';

/**
 * Loads the built-in problem set. Runs on every boot but only writes when the
 * stored seed version is older than {@link SEED_VERSION}; then it inserts the
 * built-in problems that are missing (by slug) and leaves existing rows —
 * including ones an admin edited — alone. Bump the version when adding problems.
 */
export const SEED_VERSION = 1;

/** The row a seed problem becomes (hidden tests = handwritten + generated). */
export function seedToRow(p: SeedProblem, position: number): typeof problems.$inferInsert {
  return {
    id: stableId(p.slug),
    slug: p.slug,
    title: p.title,
    description: p.description,
    difficulty: p.difficulty,
    tags: p.tags,
    visibleTestCases: p.visibleTestCases,
    hiddenTestCases: [...p.hiddenTestCases, ...p.largeTestCases()],
    startCode: p.startCode,
    referenceSolution: p.referenceSolution,
    aprouch: p.Aprouch,
    timeLimitMs: p.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitKb: p.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
    position,
  };
}

/** @returns the number of problems inserted. */
export async function seedBuiltInProblems(db: Db): Promise<number> {
  const [row] = await db.select().from(meta).where(eq(meta.key, 'seed_version'));
  if (row && Number(row.value) >= SEED_VERSION) return 0;
  let inserted = 0;
  for (const [i, p] of BUILT_IN_PROBLEMS.entries()) {
    const res = await db.insert(problems).values(seedToRow(p, i + 1)).onConflictDoNothing().returning({ id: problems.id });
    inserted += res.length;
  }
  await db
    .insert(meta)
    .values({ key: 'seed_version', value: String(SEED_VERSION) })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  return inserted;
}
