/**
 * Rows the tests set in the database directly: columns of a built-in problem's row that no API
 * call writes (its output validation, its test cases).
 */
import { eq } from 'drizzle-orm';
import { stableId } from '../../server/db/ids.ts';
import { problems } from '../../server/db/schema.ts';
import type { TestApp } from './test-server.ts';

/** Columns of the `problems` table, as drizzle writes them. */
export type ProblemColumns = Partial<typeof problems.$inferInsert>;

/**
 * Overwrites `values` in the row of the built-in problem `slug` (its id is the slug's stable id).
 * Resolves when the update is written; a slug without a row changes nothing.
 */
export async function setProblemColumns(t: TestApp, slug: string, values: ProblemColumns): Promise<void> {
  await t.server.db.db.update(problems).set(values).where(eq(problems.id, stableId(slug)));
}
