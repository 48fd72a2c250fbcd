/**
 * The start-up refresh: what the app refreshes when it starts and when it comes back online.
 * (An opened problem's refresh is `problem-refresh.ts`; the board's is in `discussions/hooks.ts`:
 * each screen's refresh travels with that screen, not with the first one.)
 */
import { getDb, type PocketDb } from './core/db.ts';
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
import { refreshProblemList, refreshProgress, refreshSolved } from './problems/refresh.ts';
import { refreshStars } from './stars/refresh.ts';

/** The refresh running on a database, and the one queued behind it. */
interface Flight {
  running: Promise<RefreshReport>;
  queued: Promise<RefreshReport> | null;
}
const flights = new WeakMap<PocketDb, Flight>();

function refreshParts(o: RefreshOptions): Promise<RefreshReport> {
  return settle({ problems: () => refreshProblemList(o), solved: () => refreshSolved(o), progress: () => refreshProgress(o), stars: () => refreshStars(o) });
}

function launch(db: PocketDb): Promise<RefreshReport> {
  const running: Promise<RefreshReport> = refreshParts({ db }).finally(() => {
    if (flights.get(db)?.running === running) flights.delete(db);
  });
  flights.set(db, { running, queued: null });
  return running;
}

/**
 * Start-up / back-online refresh: problem list, solved ids, progress, stars. Never throws.
 *
 * Calls on the app's client are single-flight per database: while one runs, every further call
 * shares one refresh queued to start when it ends (so each call still gets a refresh that began
 * after it, and start-up, sign-in and the list screen asking at once cost two rounds, not three).
 * Calls with their own `client` or `signal` always run on their own.
 */
export function refreshAll(o: RefreshOptions = {}): Promise<RefreshReport> {
  if (o.client || o.signal) return refreshParts(o);
  const db = o.db ?? getDb();
  const flight = flights.get(db);
  if (!flight) return launch(db);
  return (flight.queued ??= flight.running.then(() => launch(db)));
}
