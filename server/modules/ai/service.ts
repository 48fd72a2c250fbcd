/** The AI module's database access: a problem's editorial for the hint engine. */
import { eq } from 'drizzle-orm';
import type { Approach } from '../../../common/contract/problem.ts';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema.ts';

/** The approaches of a problem (empty when the problem is unknown). */
export async function findApproaches(db: Db, problemId: string): Promise<Approach[]> {
  const [row] = await db.select({ aprouch: problems.aprouch }).from(problems).where(eq(problems.id, problemId)).limit(1);
  return row?.aprouch ?? [];
}
