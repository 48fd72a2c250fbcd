/**
 * Read-through (stale-while-revalidate): screens show what Dexie has at once; these functions
 * fetch fresh copies and write them into Dexie, and the live queries update the screens.
 *
 * Server data never clobbers a pending local change: notes, stars and drafts whose target has an
 * op in the outbox (pending, in flight or parked) keep their local value. A refresh also reads a
 * per-scope generation before its GET (`gen.ts`) and skips the merge when an op of that scope
 * completed meanwhile (its answer is newer than the GET's), and it skips the merge when the
 * signed-in user changed meanwhile.
 *
 * Every function throws what the HTTP call throws (ky `HTTPError`, `NetworkError`,
 * `TimeoutError`), except {@link refreshAll} and {@link refreshOpenedProblem}, which never throw
 * and report per part.
 */
import type { KyInstance } from 'ky';
import { getDrafts } from '../api/drafts.ts';
import { errorStatus } from '../api/errors.ts';
import type { CallOptions } from '../api/http.ts';
import { getNotes } from '../api/notes.ts';
import { getAllProblems, getProblemById, getSolvedProblems } from '../api/problems.ts';
import { getStars } from '../api/stars.ts';
import { getSubmissionsOfProblem } from '../api/submissions.ts';
import type { Note, ProblemDetail, Submission } from '../../common/contract/index.ts';
import { getDb, type PocketDb, type ProblemDetailRow } from './db.ts';
import { readGen } from './gen.ts';
import { currentUserId, kvSet, lastSyncKey } from './kv.ts';
import { busyTargets } from './outbox.ts';

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

function ctx(o: RefreshOptions): { db: PocketDb; call: CallOptions } {
  return { db: o.db ?? getDb(), call: { client: o.client, signal: o.signal } };
}

/**
 * Refreshes the problem list (`GET prblm/getAllPrblm`): rows are replaced, in server order;
 * problems gone from the server are removed from the list (their cached details stay).
 * @returns how many problems the list has
 */
export async function refreshProblemList(o: RefreshOptions = {}): Promise<number> {
  const { db, call } = ctx(o);
  const list = await getAllProblems(call);
  await db.transaction('rw', [db.problems, db.kv], async () => {
    const ids = new Set(list.map((p) => p._id));
    const stale = ((await db.problems.toCollection().primaryKeys()) as string[]).filter((id) => !ids.has(id));
    await db.problems.bulkDelete(stale);
    await db.problems.bulkPut(list.map((p, position) => ({ _id: p._id, title: p.title, difficulty: p.difficulty, tags: p.tags, position })));
    await kvSet(db, lastSyncKey('problems'), Date.now());
  });
  return list.length;
}

/** Refreshes the solved list (signed in only; `GET prblm/getAllUserSolvedPrblms`). */
export async function refreshSolved(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = ctx(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list = await getSolvedProblems(call);
  return db.transaction('rw', [db.solved, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    await db.solved.clear();
    await db.solved.bulkPut(list.map((p) => ({ _id: p._id, title: p.title, difficulty: p.difficulty, tags: p.tags })));
    await kvSet(db, lastSyncKey('solved'), Date.now());
    return 'merged';
  });
}

/** Refreshes the saved problems (signed in only; `GET prblm/stars`). Pending local star changes win. */
export async function refreshStars(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = ctx(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const gen = await readGen(db, 'stars');
  const server = new Set(await getStars(call));
  return db.transaction('rw', [db.stars, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, 'stars')) !== gen) return 'stale';
    const busy = await busyTargets(db, userId);
    const now = Date.now();
    for (const row of await db.stars.toArray()) {
      if (!busy.has(`star:${row.prblmId}`) && !server.has(row.prblmId)) await db.stars.delete(row.prblmId);
    }
    for (const prblmId of server) {
      if (!busy.has(`star:${prblmId}`)) await db.stars.put({ prblmId, starred: true, updatedAt: now });
    }
    await kvSet(db, lastSyncKey('stars'), now);
    return 'merged';
  });
}

/**
 * Merges a problem's server notes into Dexie (inside a transaction over notes, outbox and kv):
 * notes with a local op keep their local copy; others take the server's; local notes without an
 * op that the server does not have are removed (deleted on another device).
 */
async function mergeNotes(db: PocketDb, userId: string, prblmId: string, server: Note[]): Promise<void> {
  const busy = await busyTargets(db, userId);
  const ids = new Set(server.map((n) => n._id));
  for (const local of await db.notes.where('prblmId').equals(prblmId).toArray()) {
    if (!ids.has(local._id) && !busy.has(`note:${local._id}`)) await db.notes.delete(local._id);
  }
  const now = Date.now();
  for (const n of server) {
    if (busy.has(`note:${n._id}`)) continue;
    const local = await db.notes.get(n._id);
    if (local && local.rev === n.rev && local.title === n.title && local.body === n.body && local.position === n.position) continue;
    await db.notes.put({ _id: n._id, prblmId, title: n.title, body: n.body, position: n.position, rev: n.rev, updatedAt: now });
  }
}

/** Refreshes one problem's notes (signed in only; `GET prblm/getNotes/:id`) without clobbering pending local edits. */
export async function refreshNotes(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = ctx(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const scope = `notes:${prblmId}`;
  const gen = await readGen(db, scope);
  const { note } = await getNotes(prblmId, call);
  return db.transaction('rw', [db.notes, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, scope)) !== gen) return 'stale';
    await mergeNotes(db, userId, prblmId, note);
    return 'merged';
  });
}

/**
 * Refreshes one problem's drafts (signed in only; `GET drafts/:prblmId`): a server draft replaces
 * the local one when it is newer (`updatedAt`) and no local edit of it is pending.
 */
export async function refreshDrafts(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = ctx(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list = await getDrafts(prblmId, call);
  return db.transaction('rw', [db.drafts, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    const busy = await busyTargets(db, userId);
    for (const d of list) {
      if (busy.has(`draft:${prblmId}:${d.language}`)) continue;
      const local = await db.drafts.get([prblmId, d.language]);
      if (!local || d.updatedAt > local.updatedAt) await db.drafts.put({ prblmId, language: d.language, code: d.code, updatedAt: d.updatedAt });
    }
    return 'merged';
  });
}

/**
 * Refreshes one problem's submission history (signed in only; `GET prblm/getAllSubmitsOfAPrblm/:id`):
 * server rows are upserted by server id (a local row that was judged keeps its local id); local
 * queued rows are kept.
 */
export async function refreshSubmissions(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = ctx(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list: Submission[] = await getSubmissionsOfProblem(prblmId, call);
  return db.transaction('rw', [db.submissions, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    for (const s of list) {
      const existing = await db.submissions.where('serverId').equals(s._id).first();
      await db.submissions.put({
        localId: existing?.localId ?? s._id,
        serverId: s._id,
        prblmId: s.prblmId,
        language: s.language,
        code: s.code,
        status: s.status,
        status_id: s.status_id,
        passedTestCases: s.passedTestCases,
        totalTestCases: s.totalTestCases,
        runtime: s.runtime,
        memory: s.memory,
        error: s.error,
        errorMessage: s.errorMessage,
        createdAt: existing?.createdAt ?? s.createdAt,
        createdAtMs: existing?.createdAtMs ?? Date.parse(s.createdAt),
      });
    }
    return 'merged';
  });
}

/**
 * Refreshes one problem's details (`GET prblm/getPrblmById/:id`).
 * @returns the stored row, or null when the server says 404 (the cached copy is removed)
 */
export async function refreshProblem(id: string, o: RefreshOptions = {}): Promise<ProblemDetailRow | null> {
  const { db, call } = ctx(o);
  let detail: ProblemDetail;
  try {
    detail = await getProblemById(id, call);
  } catch (e) {
    if (errorStatus(e) === 404) {
      await db.problemDetails.delete(id);
      return null;
    }
    throw e;
  }
  const row: ProblemDetailRow = { ...detail, fetchedAt: Date.now() };
  await db.problemDetails.put(row);
  return row;
}

/** Per-part outcome of {@link refreshAll} / {@link refreshOpenedProblem}: `ok`, or the error. */
export type RefreshReport = Record<string, { ok: true } | { ok: false; error: unknown }>;

async function settle(parts: Record<string, () => Promise<unknown>>): Promise<RefreshReport> {
  const names = Object.keys(parts);
  const results = await Promise.allSettled(names.map((n) => parts[n]!()));
  const report: RefreshReport = {};
  names.forEach((n, i) => {
    const r = results[i]!;
    report[n] = r.status === 'fulfilled' ? { ok: true } : { ok: false, error: r.reason };
  });
  return report;
}

/** Start-up / back-online refresh: problem list, solved ids, stars. Never throws. */
export async function refreshAll(o: RefreshOptions = {}): Promise<RefreshReport> {
  return settle({ problems: () => refreshProblemList(o), solved: () => refreshSolved(o), stars: () => refreshStars(o) });
}

/** Refresh of an opened problem: details, and (signed in) notes, drafts and submissions. Never throws. */
export async function refreshOpenedProblem(id: string, o: RefreshOptions = {}): Promise<RefreshReport> {
  return settle({
    problem: () => refreshProblem(id, o),
    notes: () => refreshNotes(id, o),
    drafts: () => refreshDrafts(id, o),
    submissions: () => refreshSubmissions(id, o),
  });
}

/** Progress of {@link downloadAllForOffline}. */
export interface DownloadProgress {
  /** Problems handled so far (downloaded or failed). */
  done: number;
  total: number;
  failed: number;
}

/**
 * "Make available offline": refreshes the list, then fetches every problem's details into Dexie
 * (4 at a time).
 * @param onProgress called after the list and after each problem
 * @returns totals and the ids that could not be fetched
 * @throws what the list request throws (nothing is fetched without a list)
 */
export async function downloadAllForOffline(
  onProgress: (p: DownloadProgress) => void = () => undefined,
  o: RefreshOptions & { concurrency?: number } = {},
): Promise<{ total: number; downloaded: number; failedIds: string[] }> {
  const { db } = ctx(o);
  await refreshProblemList(o);
  const ids = (await db.problems.orderBy('position').primaryKeys()) as string[];
  const failedIds: string[] = [];
  let done = 0;
  onProgress({ done, total: ids.length, failed: 0 });
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        await refreshProblem(id, o);
      } catch {
        failedIds.push(id);
      }
      done++;
      onProgress({ done, total: ids.length, failed: failedIds.length });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 4) }, worker));
  return { total: ids.length, downloaded: ids.length - failedIds.length, failedIds };
}
