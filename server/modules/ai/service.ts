/** The AI module's database access: a problem's editorial for the hint engine (through the problems repository). */
import type { Approach } from '../../../common/contract/problem.ts';
import type { Db } from '../../db/client.ts';
import { findApproachesOf } from '../../db/repos/problems.ts';

/** The approaches of a problem (empty when the problem is unknown). */
export async function findApproaches(db: Db, problemId: string): Promise<Approach[]> {
  return findApproachesOf(db, problemId);
}
