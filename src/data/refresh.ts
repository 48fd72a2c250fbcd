/**
 * The start-up refresh: what the app refreshes when it starts and when it comes back online.
 * (An opened problem's refresh is `problem-refresh.ts`; the board's is in `discussions/hooks.ts`:
 * each screen's refresh travels with that screen, not with the first one.)
 */
import type { KyInstance } from 'ky';
import { getDb, type PocketDb } from './core/db.ts';
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
import { refreshProblemList, refreshProgress, refreshSolved } from './problems/refresh.ts';
import { refreshStars } from './stars/refresh.ts';

/** The refresh running on a database (for one client), and the one queued behind it. */
interface Flight {
  running: Promise<RefreshReport>;
  queued: Promise<RefreshReport> | null;
}
/** Flights per database, then per ky instance (`undefined`: the app's shared client). */
const flights = new WeakMap<PocketDb, Map<KyInstance | undefined, Flight>>();

/** Options of {@link refreshAll}. */
export interface RefreshAllOptions extends RefreshOptions {
  /**
   * A refresh already running is recent enough: share it instead of queueing one that starts
   * after it (a screen that mounts while the start-up refresh runs). Default false.
   */
  shareRunning?: boolean;
}

function refreshParts(o: RefreshOptions): Promise<RefreshReport> {
  return settle({ problems: () => refreshProblemList(o), solved: () => refreshSolved(o), progress: () => refreshProgress(o), stars: () => refreshStars(o) });
}

function launch(db: PocketDb, client: KyInstance | undefined, byClient: Map<KyInstance | undefined, Flight>): Promise<RefreshReport> {
  const running: Promise<RefreshReport> = refreshParts({ db, client }).finally(() => {
    if (byClient.get(client)?.running === running) byClient.delete(client);
  });
  byClient.set(client, { running, queued: null });
  return running;
}

/**
 * Start-up / back-online refresh: problem list, solved ids, progress, stars. Never throws.
 *
 * Single-flight per database and client: while one runs, every further call shares one refresh
 * queued to start when it ends (so each call still gets a refresh that began after it, and
 * sign-in and a reconnect arriving at once cost two rounds, not three). With `shareRunning` a call
 * takes the running refresh itself when there is one. Calls with a `signal` always run on their own.
 * @returns each part's outcome (`problems`, `solved`, `progress`, `stars`)
 */
export function refreshAll(o: RefreshAllOptions = {}): Promise<RefreshReport> {
  if (o.signal) return refreshParts(o);
  const db = o.db ?? getDb();
  let byClient = flights.get(db);
  if (!byClient) flights.set(db, (byClient = new Map()));
  const flight = byClient.get(o.client);
  if (!flight) return launch(db, o.client, byClient);
  if (o.shareRunning) return flight.running;
  return (flight.queued ??= flight.running.then(() => launch(db, o.client, byClient)));
}
