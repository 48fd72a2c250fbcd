/**
 * Shared parts of the read-through refreshes (stale-while-revalidate): screens show what Dexie
 * has at once; each entity's `refresh.ts` fetches fresh copies and writes them into Dexie, and the
 * live queries update the screens.
 *
 * Rules every refresh follows: server data never clobbers a pending local change (a target with
 * an op in the outbox keeps its local value); a refresh reads its scope's generation (`gen.ts`)
 * before the GET and skips the merge when an op of that scope completed meanwhile; it skips the
 * merge when the signed-in user changed meanwhile.
 */
import type { KyInstance } from 'ky';
import type { CallOptions } from '../../api/http.ts';
import { getDb, type PocketDb } from './db.ts';

/** Options of every refresh function. */
export interface RefreshOptions {
  /** Database (default: the app's). */
  db?: PocketDb;
  /** ky instance (default: the shared `http`). */
  client?: KyInstance;
  signal?: AbortSignal;
}

/** What a merge did: `merged`, `skipped` (signed out), or `stale` (local state moved on during the GET; nothing written). */
export type MergeResult = 'merged' | 'skipped' | 'stale';

/** The database and call options a refresh uses. */
export function refreshContext(o: RefreshOptions): { db: PocketDb; call: CallOptions } {
  return { db: o.db ?? getDb(), call: { client: o.client, signal: o.signal } };
}

/** Per-part outcome of a combined refresh: `ok`, or the error. */
export type RefreshReport = Record<string, { ok: true } | { ok: false; error: unknown }>;

/** Runs every part concurrently and reports each one's outcome. Never throws. */
export async function settle(parts: Record<string, () => Promise<unknown>>): Promise<RefreshReport> {
  const names = Object.keys(parts);
  const results = await Promise.allSettled(names.map((n) => parts[n]!()));
  const report: RefreshReport = {};
  names.forEach((n, i) => {
    const r = results[i]!;
    report[n] = r.status === 'fulfilled' ? { ok: true } : { ok: false, error: r.reason };
  });
  return report;
}
