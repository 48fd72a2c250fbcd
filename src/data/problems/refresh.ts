/**
 * Refreshes of the problem tables (`problems`, `problemDetails`, `solved`) from `/api/prblm/*`.
 * Every function throws what the HTTP call throws (ky `HTTPError`, `NetworkError`, `TimeoutError`).
 */
import { isStatementFileUrl } from '../../../common/contract/problem.ts';
import { STATEMENT_FILES_CACHE } from '../../sw/cache-names.ts';
import { errorStatus } from '../../api/errors.ts';
import { getAllProblems, getProblemById, getProgress, getSolvedProblems } from '../../api/problems.ts';
import type { ProblemDetail } from '../../../common/contract/index.ts';
import { getDb, type PocketDb, type ProblemDetailRow } from '../core/db.ts';
import { sameData } from '../core/live.ts';
import { currentUserId, KV, kvSet, lastSyncKey } from '../core/kv.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';

/**
 * Refreshes the problem list (`GET /api/prblm/getAllPrblm`): rows are replaced, in server order;
 * problems gone from the server are removed from the list (their cached details stay). A cached
 * problem whose `updatedAt` changed on the server (an admin edited it, or its video) is fetched
 * again, so a problem made available offline never stays stale; a failed refetch keeps the old copy.
 * @returns how many problems the list has
 */
export async function refreshProblemList(o: RefreshOptions = {}): Promise<number> {
  const { db, call } = refreshContext(o);
  const list = await getAllProblems(call);
  const changed = await db.transaction('rw', [db.problems, db.problemDetails, db.kv], async () => {
    const ids = new Set(list.map((p) => p._id));
    const rows = new Map((await db.problems.toArray()).map((p) => [p._id, p]));
    const before = new Map([...rows].map(([id, p]) => [id, p.updatedAt]));
    const stale = [...before.keys()].filter((id) => !ids.has(id));
    const edited = list.filter((p) => p.updatedAt !== undefined && before.has(p._id) && before.get(p._id) !== p.updatedAt).map((p) => p._id);
    const cached = new Set((await db.problemDetails.bulkGet(edited)).filter((d) => d !== undefined).map((d) => d._id));
    await db.problems.bulkDelete(stale);
    const next = list.map((p, position) => ({
      _id: p._id,
      title: p.title,
      difficulty: p.difficulty,
      tags: p.tags,
      ...(p.topics ? { topics: p.topics } : {}),
      position,
      acceptedCount: p.acceptedCount,
      submissionCount: p.submissionCount,
      // A cached problem keeps its old stamp until its details are fetched again.
      updatedAt: cached.has(p._id) ? before.get(p._id) : p.updatedAt,
    }));
    // Only the rows that differ are written: a start-up that finds the list unchanged writes none
    // (each IndexedDB put costs a copy of the row and a message to the browser process).
    await db.problems.bulkPut(next.filter((row) => !sameData(rows.get(row._id), row)));
    await kvSet(db, lastSyncKey('problems'), Date.now());
    return list.filter((p) => cached.has(p._id));
  });
  await Promise.all(
    changed.map(async (p) => {
      if (await refreshProblem(p._id, o).catch(() => null)) await db.problems.update(p._id, { updatedAt: p.updatedAt });
    }),
  );
  return list.length;
}

/** Refreshes the solved list (signed in only; `GET /api/prblm/getAllUserSolvedPrblms`). */
export async function refreshSolved(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list = await getSolvedProblems(call);
  return db.transaction('rw', [db.solved, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    await db.solved.clear();
    await db.solved.bulkPut(list.map((p) => ({ _id: p._id, title: p.title, difficulty: p.difficulty, tags: p.tags, ...(p.topics ? { topics: p.topics } : {}) })));
    await kvSet(db, lastSyncKey('solved'), Date.now());
    return 'merged';
  });
}

/** Refreshes the learner's progress (signed in only; `GET /api/prblm/progress`) into kv. */
export async function refreshProgress(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const progress = await getProgress(call);
  return db.transaction('rw', [db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    await kvSet(db, KV.progress, progress);
    return 'merged';
  });
}

/** In-flight detail refreshes on the app's client, per database and problem id. */
const detailFlights = new WeakMap<PocketDb, Map<string, Promise<ProblemDetailRow | null>>>();

/** How long a prefetched problem's refresh stands in for the next refresh of it after it settled (ms). */
const PREFETCH_HANDOFF_MS = 10_000;

/** Prefetched detail refreshes not yet handed to a refresh of the same problem, per database and id. */
const prefetched = new WeakMap<PocketDb, Map<string, { flight: Promise<ProblemDetailRow | null>; settledAt: number | null }>>();

/**
 * Refreshes one problem's details (`GET /api/prblm/getPrblmById/:id`). Calls on the app's client
 * for a problem whose refresh is already running share it (the problem page asks twice when it
 * opens a problem that is not cached: once to show it, once as the opened problem's refresh), and
 * the first call after a {@link prefetchProblem} of that problem takes the prefetch's result
 * (while it runs, or up to 10 s after it settled) instead of asking again.
 * @returns the stored row, or null when the server says 404 (the cached copy is removed)
 */
export function refreshProblem(id: string, o: RefreshOptions = {}): Promise<ProblemDetailRow | null> {
  if (o.client || o.signal) return fetchProblem(id, o);
  const db = o.db ?? getDb();
  const handoff = prefetched.get(db)?.get(id);
  if (handoff) {
    prefetched.get(db)?.delete(id);
    if (handoff.settledAt === null || Date.now() - handoff.settledAt <= PREFETCH_HANDOFF_MS) return handoff.flight;
  }
  return sharedRefresh(db, id);
}

/**
 * Starts a problem's refresh ahead of its page (`startApp` in `src/app/startup.ts` does so while
 * the app starts on `/prblm/:id`, before the session is known: problems are public). The page's own first refresh of that
 * problem takes this one's result, so opening a problem still asks the server once.
 * @returns the refresh (after a failure the page's refresh asks the server again)
 */
export function prefetchProblem(id: string, db: PocketDb = getDb()): Promise<ProblemDetailRow | null> {
  const flight = sharedRefresh(db, id);
  const entries = prefetched.get(db) ?? new Map<string, { flight: Promise<ProblemDetailRow | null>; settledAt: number | null }>();
  prefetched.set(db, entries);
  const entry = { flight, settledAt: null as number | null };
  entries.set(id, entry);
  flight.then(
    () => {
      entry.settledAt = Date.now();
    },
    () => {
      // A failed prefetch is not handed on: the page's refresh asks again.
      if (entries.get(id) === entry) entries.delete(id);
    },
  );
  return flight;
}

/** One running detail refresh per database and problem id: a call while one runs shares it. */
function sharedRefresh(db: PocketDb, id: string): Promise<ProblemDetailRow | null> {
  const flights = detailFlights.get(db) ?? new Map<string, Promise<ProblemDetailRow | null>>();
  detailFlights.set(db, flights);
  const running = flights.get(id);
  if (running) return running;
  const started = fetchProblem(id, { db }).finally(() => flights.delete(id));
  flights.set(id, started);
  return started;
}

async function fetchProblem(id: string, o: RefreshOptions): Promise<ProblemDetailRow | null> {
  const { db, call } = refreshContext(o);
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

/**
 * Puts the images a rendered statement shows into the cache the service worker answers them from, so
 * the statement shows them offline. Images already kept are not asked again (their names are their
 * content's hash). Without Cache Storage (Node, an insecure origin) nothing happens.
 * @throws what Cache Storage or the network throws for an image (the caller counts the problem as failed)
 */
export async function keepStatementImages(html: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
  const urls = [...new Set(sources.filter(isStatementFileUrl))];
  if (urls.length === 0) return;
  const cache = await caches.open(STATEMENT_FILES_CACHE);
  for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
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
 * (4 at a time), and the images their statements show into Cache Storage ({@link keepStatementImages}).
 * @param onProgress called after the list and after each problem
 * @returns totals and the ids that could not be fetched
 * @throws what the list request throws (nothing is fetched without a list)
 */
export async function downloadAllForOffline(
  onProgress: (p: DownloadProgress) => void = () => undefined,
  o: RefreshOptions & { concurrency?: number } = {},
): Promise<{ total: number; downloaded: number; failedIds: string[] }> {
  const { db } = refreshContext(o);
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
        const row = await refreshProblem(id, o);
        if (row?.descriptionHtml) await keepStatementImages(row.descriptionHtml);
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
