/**
 * The start-up refresh: what the app refreshes when it starts and when it comes back online.
 * (An opened problem's refresh is `problem-refresh.ts`; the board's is in `discussions/hooks.ts`:
 * each screen's refresh travels with that screen, not with the first one.)
 */
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
import { refreshProblemList, refreshProgress, refreshSolved } from './problems/refresh.ts';
import { refreshStars } from './stars/refresh.ts';

/** Start-up / back-online refresh: problem list, solved ids, progress, stars. Never throws. */
export async function refreshAll(o: RefreshOptions = {}): Promise<RefreshReport> {
  return settle({ problems: () => refreshProblemList(o), solved: () => refreshSolved(o), progress: () => refreshProgress(o), stars: () => refreshStars(o) });
}
