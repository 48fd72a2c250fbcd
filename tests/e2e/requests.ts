/**
 * Records the page's `/api` requests (playwright `request` events, so a request that fails
 * offline counts too) for the e2e tests that check how often each endpoint is asked.
 */
import type { Page, Request } from 'playwright-core';

/** The `/api` requests of a page since {@link recordApiRequests}, as `METHOD /api/path` lines. */
export interface ApiRecorder {
  /** Every request so far, in order. */
  list(): string[];
  /** How many times each `METHOD /api/path` was asked. */
  counts(): Record<string, number>;
  /** The requests asked more than once, with their counts (empty when each was asked once). */
  repeated(): Record<string, number>;
  /** How many times a path containing `fragment` was asked. */
  count(fragment: string): number;
  /** Forgets what was recorded (keeps recording). */
  clear(): void;
  /**
   * Resolves once the page is quiet: no `/api` request in flight, and two idle callbacks of the
   * page ran without a new request starting (the effects a response triggers have had their turn).
   */
  settle(): Promise<void>;
  /** Stops recording. */
  stop(): void;
}

/** Starts recording the `/api` requests of `page`. */
export function recordApiRequests(page: Page): ApiRecorder {
  let seen: string[] = [];
  let started = 0;
  const inFlight = new Set<Request>();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  const onRequest = (r: Request) => {
    if (!isApi(r)) return;
    started++;
    inFlight.add(r);
    seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  };
  const onDone = (r: Request) => {
    inFlight.delete(r);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);

  const counts = () => {
    const out: Record<string, number> = {};
    for (const line of seen) out[line] = (out[line] ?? 0) + 1;
    return out;
  };
  return {
    list: () => [...seen],
    counts,
    repeated: () => Object.fromEntries(Object.entries(counts()).filter(([, n]) => n > 1)),
    count: (fragment) => seen.filter((line) => line.includes(fragment)).length,
    clear: () => {
      seen = [];
    },
    async settle() {
      for (;;) {
        const deadline = Date.now() + 30_000;
        while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        const before = started;
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 })));
        if (started === before && inFlight.size === 0) return;
      }
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}
