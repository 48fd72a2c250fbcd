/**
 * Who is signed in on this device, and what signing in / out does to local data.
 *
 * The auth store calls {@link setSignedInUser} whenever register,
 * login or the session check returns a user, and {@link setSignedOut} after a logout (or a check
 * that returns no user). A failed check (offline) changes nothing: the app keeps working as the
 * cached user.
 *
 * Decisions
 * - Private data (solved, stars, notes, drafts, submissions, the profile, reference solutions in
 *   cached problem details) is cleared when the user signs out and when a DIFFERENT user signs in.
 * - The outbox is keyed by user: an op is only ever sent while its user is the signed-in user, so
 *   a queued change of a signed-out user is never sent as the next user. Signing out does NOT
 *   delete that user's unsynced ops (an offline learner who signs out must not lose notes): they
 *   stay parked, invisible to other users, and are sent when that user signs in again on this
 *   device. Ops are self-contained (they carry the full note/draft/code), so clearing the local
 *   tables does not break them. Pass `{ discardUnsynced: true }` to delete them instead (after
 *   the user confirmed "discard N unsynced changes"); {@link unsyncedCount} gives N.
 * - Signing in clears a 401 pause: the queue resumes.
 * - Drafts typed while signed out (kept locally only) are queued for the user who signs in.
 */
import type { Profile, PublicUser } from '../../../common/contract/index.ts';
import { getDb, PRIVATE_TABLES, type PocketDb } from '../core/db.ts';
import { currentUser, KV, lastSyncKey } from '../core/kv.ts';
import { countOps, wakeSync } from '../core/outbox.ts';
import { enqueueDraft } from '../drafts/repository.ts';

/** kv keys of per-user refresh times, removed with the private data. */
const PRIVATE_SYNC_KEYS = ['solved', 'stars'].map(lastSyncKey);

/** Deletes the private data of whoever was signed in (run inside a `rw` transaction over every table). */
async function clearPrivateData(db: PocketDb): Promise<void> {
  await Promise.all(PRIVATE_TABLES.map((t) => db.table(t).clear()));
  await db.kv.bulkDelete([KV.profile, KV.progress, KV.userSubmissions, ...PRIVATE_SYNC_KEYS]);
  await db.problemDetails.toCollection().modify((d) => {
    d.referenceSolution = [];
  });
}

/**
 * Records the signed-in user. When another user was signed in before, their private data is
 * cleared first; when nobody was, drafts typed while signed out are queued for this user.
 * Clears a 401 pause and wakes the sync engine.
 * @returns `switchedFrom`: the id of the previous (different) user whose data was cleared, else
 *   null; `unchanged`: true when this same user was already the recorded one (nothing cleared or queued)
 */
export async function setSignedInUser(user: PublicUser, db: PocketDb = getDb()): Promise<{ switchedFrom: string | null; unchanged: boolean }> {
  const result = await db.transaction('rw', db.tables, async () => {
    const prev = await currentUser(db);
    const unchanged = prev?._id === user._id;
    let switchedFrom: string | null = null;
    if (prev && prev._id !== user._id) {
      await clearPrivateData(db);
      switchedFrom = prev._id;
    }
    if (!prev) {
      // A row that only holds a custom input (`updatedAt` 0) has no code of the learner's to send.
      for (const d of await db.drafts.toArray()) {
        if (d.updatedAt > 0) await enqueueDraft(db, user._id, d);
      }
    }
    await db.kv.put({ key: KV.session, value: { user, updatedAt: Date.now() } });
    await db.kv.delete(KV.syncPause);
    return { switchedFrom, unchanged };
  });
  wakeSync(db, true);
  return result;
}

/**
 * Records that nobody is signed in and clears the private data.
 * @param opts.discardUnsynced also delete the signed-out user's unsynced ops (default: keep them for their next sign-in)
 * @returns how many unsynced ops of that user were kept (0 when discarded or none)
 */
export async function setSignedOut(opts: { discardUnsynced?: boolean } = {}, db: PocketDb = getDb()): Promise<{ keptUnsynced: number }> {
  return db.transaction('rw', db.tables, async () => {
    const prev = await currentUser(db);
    await clearPrivateData(db);
    await db.kv.put({ key: KV.session, value: { user: null, updatedAt: Date.now() } });
    await db.kv.delete(KV.syncPause);
    if (!prev) return { keptUnsynced: 0 };
    if (opts.discardUnsynced) {
      await db.outbox.filter((o) => o.userId === prev._id).delete();
      return { keptUnsynced: 0 };
    }
    const c = await countOps(db, prev._id);
    return { keptUnsynced: c.pending + c.failed };
  });
}

/** Unsynced ops (pending + parked) of the signed-in user: what a sign-out would leave behind. */
export async function unsyncedCount(db: PocketDb = getDb()): Promise<number> {
  const user = await currentUser(db);
  const c = await countOps(db, user?._id ?? null);
  return c.pending + c.failed;
}

/** Caches the signed-in user's profile (spec §7 getProfile) for offline use. */
export async function saveProfile(profile: Profile, db: PocketDb = getDb()): Promise<void> {
  await db.kv.put({ key: KV.profile, value: profile });
}
