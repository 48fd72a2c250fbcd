/**
 * Saved problems ("stars", spec §4 Save star). Dexie holds the DESIRED state per problem; the
 * outbox op carries it, and the sync engine toggles on the server only when the server's state
 * differs (the spec's endpoint toggles), so any number of clicks offline end in the right state.
 */
import { getDb, type PocketDb, type StarRow } from '../core/db.ts';
import { NotSignedInError } from '../core/errors.ts';
import { currentUserId } from '../core/kv.ts';
import { enqueue, notifyOutboxChanged } from '../core/outbox.ts';

/** Outbox target key of a problem's saved state. */
export function starTarget(prblmId: string): string {
  return `star:${prblmId}`;
}

/**
 * Sets the desired saved state of one problem (Dexie + outbox, one transaction).
 * @throws NotSignedInError when nobody is signed in on this device
 */
export async function setStar(prblmId: string, starred: boolean, db: PocketDb = getDb()): Promise<void> {
  await db.transaction('rw', [db.stars, db.outbox, db.kv], async () => {
    const userId = await currentUserId(db);
    if (!userId) throw new NotSignedInError();
    await db.stars.put({ prblmId, starred, updatedAt: Date.now() });
    await enqueue(db, userId, { kind: 'star', target: starTarget(prblmId), payload: { prblmId, starred } });
  });
  notifyOutboxChanged(db);
}

/**
 * Flips the saved state of one problem.
 * @returns the new state (true: saved — the screen shows 'Saved successfully')
 * @throws NotSignedInError when nobody is signed in on this device
 */
export async function toggleStar(prblmId: string, db: PocketDb = getDb()): Promise<boolean> {
  const next = !(await isStarred(db, prblmId));
  await setStar(prblmId, next, db);
  return next;
}

/** Whether a problem is saved (desired state on this device). */
export async function isStarred(db: PocketDb, prblmId: string): Promise<boolean> {
  return (await db.stars.get(prblmId))?.starred ?? false;
}

/** Ids of the saved problems on this device, sorted. */
export async function starredIds(db: PocketDb): Promise<string[]> {
  const rows: StarRow[] = await db.stars.toArray();
  return rows
    .filter((r) => r.starred)
    .map((r) => r.prblmId)
    .sort();
}
