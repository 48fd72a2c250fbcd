/**
 * Change generations: a counter per scope (`notes:<prblmId>`, `stars`, `drafts:<prblmId>`,
 * `submissions:<prblmId>`) bumped in the transaction that applies a server answer to an outbox op.
 * A refresh reads the generation before its GET and merges only if it is unchanged, so a
 * response fetched before an op completed never undoes that op locally.
 */
import type { PocketDb } from './db.ts';

/** kv key of a scope's generation. */
export function genKey(scope: string): string {
  return `gen:${scope}`;
}

/** Current generation of `scope` (0 when never bumped). Use inside or outside a transaction including `kv`. */
export async function readGen(db: PocketDb, scope: string): Promise<number> {
  const row = await db.kv.get(genKey(scope));
  return typeof row?.value === 'number' ? row.value : 0;
}

/** Bumps the generation of `scope`. Call inside the `rw` transaction (including `kv`) that changes it. */
export async function bumpGen(db: PocketDb, scope: string): Promise<void> {
  await db.kv.put({ key: genKey(scope), value: (await readGen(db, scope)) + 1 });
}
