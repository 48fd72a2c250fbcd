/**
 * bench/react-commits — how many times React commits while a route loads, and when: each commit
 * after the first contentful paint is a render whose work Lighthouse counts into Total Blocking Time
 * on a slow phone, so fewer commits (one screen's data arriving as one update) is the aim. Unlike
 * timings, the count hardly depends on how busy the host is.
 *
 * A test server (PGlite in memory, the built PWA from `dist/`) is started and a learner registered
 * through the API; each route (`/` and Two Sum's problem page, or the paths in `RC_PATHS`, comma
 * separated, `:id` being Two Sum's id) is opened signed in, cold (fresh context: no service worker,
 * empty storage), at a phone's viewport (412 × 823, Lighthouse's mobile preset), `RC_RUNS` times
 * (default 3). Commits are counted with a stand-in for the React DevTools hook
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`, which react-dom calls after every commit),
 * installed before the page's scripts run; the first contentful paint comes from the Paint Timing
 * API. The page is watched until the network is idle and 2 s more have passed.
 *
 * Run: `npx tsx bench/react-commits.ts` (after `npm run build`). Chromium is Debian's (`CHROME_PATH`,
 * default `/usr/bin/chromium`).
 */
import { startSignedInBench } from './signed-in-bench.ts';

const PATHS = (process.env.RC_PATHS ?? '/,/prblm/:id').split(',');
const RUNS = Math.max(1, Number(process.env.RC_RUNS ?? 3));

/** Installed before the app: records the time (ms since navigation start) of every React commit. */
const HOOK_SCRIPT = `
  window.__pjCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { window.__pjCommits.push(performance.now()); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
`;

interface RunResult {
  fcp: number;
  commits: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const bench = await startSignedInBench('Commits');
const { browser, cookies } = bench;
try {
  const rows: string[] = [];
  for (const route of PATHS) {
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies(cookies);
      await context.addInitScript(HOOK_SCRIPT);
      const page = await context.newPage();
      await page.goto(new URL(route.replace(':id', bench.twoSumId), bench.url).href, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      runs.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          commits: (window as unknown as { __pjCommits: number[] }).__pjCommits,
        })),
      );
      await context.close();
    }
    const after = runs.map((r) => r.commits.filter((t) => t > r.fcp).length);
    rows.push(
      `| ${route} | ${median(runs.map((r) => r.commits.length))} (${runs.map((r) => r.commits.length).join(', ')}) | ${median(after)} (${after.join(', ')}) | ${runs
        .map((r) => r.commits.map((t) => `${Math.round(t)}${t > r.fcp ? '' : '*'}`).join(' '))
        .join(' / ')} |`,
    );
  }
  console.log(`\nReact commits while a route loads (cold, signed in, 412 × 823), median of ${RUNS} (runs); * = before the first contentful paint\n`);
  console.log('| route | commits | after FCP | commit times ms |');
  console.log('|---|---:|---:|---|');
  for (const r of rows) console.log(r);
} finally {
  await bench.close();
}
