/** Cache Storage names shared by the service worker and the page. */

/**
 * Statement images (`/statement-files/<sha256>.<ext>`): the service worker answers them from this cache
 * first (src/sw/sw.ts), and "Make available offline" fills it (src/data/problems/refresh.ts).
 */
export const STATEMENT_FILES_CACHE = 'statement-files';
