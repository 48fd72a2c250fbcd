/**
 * The `kv` table: small singletons (current user, profile, last sync times, sync pause).
 */
import type { Profile, PublicUser } from '../../../common/contract/index.ts';
import type { PocketDb } from './db.ts';

/** Keys of the `kv` table. */
export const KV = {
  /** {@link SessionValue}: who is signed in on this device. */
  session: 'session',
  /** {@link Profile} of the signed-in user. */
  profile: 'profile',
  /** {@link SyncPause}: the outbox is paused (a 401 was seen). */
  syncPause: 'syncPause',
  /** `Progress` of the signed-in user (attempted problems, accepted-submission times). */
  progress: 'progress',
  /** `UserSubmission[]` of the signed-in user: the past year, newest first (the profile). */
  userSubmissions: 'userSubmissions',
} as const;

/** `kv` key of the last successful refresh of `what` (value: ms since epoch). */
export function lastSyncKey(what: string): string {
  return `lastSync:${what}`;
}

/** Value of {@link KV.session}. */
export interface SessionValue {
  user: PublicUser | null;
  /** ms since epoch. */
  updatedAt: number;
}

/** Value of {@link KV.syncPause}. */
export interface SyncPause {
  /** Only reason so far: the server answered 401 (signed out / session expired). */
  reason: 'unauthorized';
  /** The user whose ops were paused. */
  userId: string;
  /** ms since epoch. */
  at: number;
}

/** Reads one kv value (undefined when absent). */
export async function kvGet<T>(db: PocketDb, key: string): Promise<T | undefined> {
  const row = await db.kv.get(key);
  return row?.value as T | undefined;
}

/** Writes one kv value. */
export async function kvSet(db: PocketDb, key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}

/** The signed-in user stored on this device, or null. */
export async function currentUser(db: PocketDb): Promise<PublicUser | null> {
  return (await kvGet<SessionValue>(db, KV.session))?.user ?? null;
}

/** Id of the signed-in user stored on this device, or null. */
export async function currentUserId(db: PocketDb): Promise<string | null> {
  return (await currentUser(db))?._id ?? null;
}

/** The stored profile (null when none is cached). */
export async function cachedProfile(db: PocketDb): Promise<Profile | null> {
  return (await kvGet<Profile>(db, KV.profile)) ?? null;
}
