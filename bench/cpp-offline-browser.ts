/**
 * bench/cpp-offline-browser — offline C++ as a learner meets it, in Debian Chromium (playwright-core):
 * the figures of `bench/cpp-offline.ts` measured where they matter, in a browser profile on disk.
 *
 * A test server (PGlite in memory, the built PWA from `dist/`, rebuilt first when stale:
 * `scripts/build-if-stale.mjs`) is started. Each of `CPP_PROFILES` (default 3) fresh persistent
 * profiles (`launchPersistentContext` on a new user-data directory, as a learner's browser keeps its
 * storage) signs a learner up, opens Two Sum with the service worker in control, chooses C++, and:
 *
 * - install: "Make C++ available offline" clicked until the card says "C++ works offline" (ms), with
 *   the bytes received for the pack's URLs (`/clang/`, encoded body sizes: what went over the wire, MB)
 *   and the figures the button and the card show (MB);
 * - stored: `navigator.storage.estimate().usage` after the install less its value before (MB), and the
 *   profile's `Service Worker/CacheStorage` folder on disk (MB);
 * - offline (`context.setOffline(true)`): the first Run after the install, then `CPP_WARM_RUNS`
 *   (default 5) Runs each of slightly changed code (a new comment: no compile is reused), from the click
 *   until the results show, timed in the page ({@link RUN_TIMER}; ms; warm: median and max), with the time
 *   the runner spent loading, compiling and running the cases (its User Timing measures);
 * - renderer memory ({@link rendererMemory}): the page's renderer process (the page and its workers) right
 *   after the warm Runs and once the compiler has sat idle for 30 s, all renderers' PSS then, and the
 *   page's highest seen (sampled every 250 ms from the install's click on), MB;
 * - after reload: the page reloaded offline (served by the service worker), C++ chosen, Run (ms);
 * - Remove: online again, Remove clicked; the estimate's usage and the CacheStorage folder 3 s later,
 *   over their values before the install (MB).
 *
 * Prints one column per profile and their median. MB are 10^6 bytes; the app shows MiB as "MB", converted here.
 *
 * Run: `npx tsx bench/cpp-offline-browser.ts` (idle machine; needs /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH, DESKTOP_VIEWPORT } from '../tests/e2e/browser.ts';
import { openTwoSumIn } from '../tests/e2e/offline-packs.ts';
import type { ProblemPage } from '../tests/e2e/pages/ProblemPage.ts';
import { builtIn } from '../tests/support/builtin-problems.ts';
import { startTestServer } from '../tests/support/test-server.ts';
import { CPP_RUN_MEASURES } from '../src/workers/cpp-runner.ts';
import { percentile, printTable } from './stats.ts';

const PROFILES = Math.max(1, Number(process.env.CPP_PROFILES ?? 3));
const WARM_RUNS = Math.max(1, Number(process.env.CPP_WARM_RUNS ?? 5));
const MB = 1e6;
/** The app's "MB" are MiB (`formatBytes` divides by 1024): one of them in MB. */
const MIB_IN_MB = 1.048576;
const startCode = builtIn('two-sum').startCode.find((s) => s.language === 'c++')!.initialCode;

/** The figures of one profile (ms, MB), in the table's row order. */
interface ProfileFigures {
  installMs: number;
  wireMb: number;
  buttonMb: number;
  cardMb: number;
  storedEstimateMb: number;
  storedDiskMb: number;
  firstRunMs: number;
  warmMedianMs: number;
  warmMaxMs: number;
  pageRssAfterRunsMb: number;
  pageRssAtRestMb: number;
  pssAtRestMb: number;
  pageRssPeakMb: number;
  afterReloadMs: number;
  firstRunCompileMs: number;
  warmCompileMs: number;
  warmCasesMs: number;
  afterReloadLoadMs: number;
  afterReloadCompileMs: number;
  removedEstimateMb: number;
  removedDiskMb: number;
}

/** Bytes of every file under `dir` (0 when it does not exist). */
function folderBytes(dir: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = path.join(dir, e);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    total += st.isDirectory() ? folderBytes(p) : st.size;
  }
  return total;
}

/** The parent pid of `pid` from /proc (null when it has gone). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * Memory of the Chromium renderer processes descended from this process, bytes: the largest one's
 * resident set (RSS; the page's process, which runs the page and its workers: the other renderers
 * of a profile hold no page of ours and stay near 80–160 MB) and the proportional set size summed over
 * all of them (PSS, `/proc/<pid>/smaps_rollup`: shared pages such as Chromium's own code counted
 * once, not once per process as summed RSS would).
 */
function rendererMemory(): { pageRss: number; pssSum: number } {
  let pageRss = 0;
  let pssSum = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 1) continue;
    let cmdline: string;
    let status: string;
    let rollup: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer')) continue;
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    } catch {
      continue;
    }
    let p: number | null = pid;
    while (p !== null && p > 1 && p !== process.pid) p = parentOf(p);
    if (p !== process.pid) continue;
    pageRss = Math.max(pageRss, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
    pssSum += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  }
  return { pageRss, pssSum };
}

/** Counts the bytes that arrive for the pack's URLs (`/clang/`, body and headers as encoded on the wire). */
function countPackWire(context: BrowserContext): () => number {
  let wire = 0;
  context.on('requestfinished', (req) => {
    if (!new URL(req.url()).pathname.startsWith('/clang/')) return;
    void req.sizes().then(
      (s) => (wire += s.responseBodySize + s.responseHeadersSize),
      () => undefined,
    );
  });
  return () => wire;
}

/** How long the compiler may sit idle before the "at rest" memory is read, ms (V8 collects a Run's garbage in its own time). */
const REST_MS = 30_000;

/** `navigator.storage.estimate().usage` of the page's origin, bytes. */
const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** Where one Run's time went, from the runner's User Timing measures (`CPP_RUN_MEASURES`), ms (0 when a step did not happen). */
type RunSteps = Record<keyof typeof CPP_RUN_MEASURES, number>;

/**
 * Started in the page before Run is clicked: resolves with the ms from the click (a capturing listener on the
 * document) until a new `run-summary` shows (a MutationObserver), timed by the page's own clock, not by
 * polling from here (Playwright's waits poll every 500 ms after their first tries, which quantised the
 * figures). A string: the page runs it as written; it evaluates to undefined, so `page.evaluate` does not wait for it.
 */
const RUN_TIMER = `void (window.__pjRunTimer = new Promise((resolve) => {
  let start = 0;
  let before = null;
  document.addEventListener('click', () => {
    start = performance.now();
    before = document.querySelector('[data-testid="run-summary"]');
  }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const shown = document.querySelector('[data-testid="run-summary"]');
    if (start && shown && shown !== before) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}))`;

/** Clicks Run and returns the ms until the results (or a compile error) show, and the Run's steps. */
async function timedRun(page: Page, problem: ProblemPage): Promise<{ ms: number; steps: RunSteps }> {
  await page.evaluate(() => performance.clearMeasures());
  await page.evaluate(RUN_TIMER);
  await problem.run(600_000);
  const ms = (await page.evaluate('window.__pjRunTimer')) as number;
  // One list of names in, one of sums out (a helper function inside would not survive tsx's transform).
  const names = [CPP_RUN_MEASURES.load, CPP_RUN_MEASURES.compile, CPP_RUN_MEASURES.cases];
  const [load = 0, compile = 0, cases = 0] = await page.evaluate((list) => list.map((name) => performance.getEntriesByName(name, 'measure').reduce((sum, m) => sum + m.duration, 0)), names);
  return { ms, steps: { load, compile, cases } };
}

/** The first Run of the start code, then WARM_RUNS Runs of it with a new comment each. */
async function offlineRuns(page: Page, problem: ProblemPage): Promise<{ first: Awaited<ReturnType<typeof timedRun>>; warm: Awaited<ReturnType<typeof timedRun>>[] }> {
  await problem.replaceCode(startCode);
  const first = await timedRun(page, problem);
  const warm: Awaited<ReturnType<typeof timedRun>>[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await problem.replaceCode(`// warm run ${i}\n${startCode}`);
    warm.push(await timedRun(page, problem));
  }
  return { first, warm };
}

/** One fresh profile through install, offline Runs, a reload and Remove. */
async function measureProfile(baseURL: string, n: number): Promise<ProfileFigures> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-cpp-profile-'));
  const cacheDir = path.join(userDataDir, 'Default', 'Service Worker', 'CacheStorage');
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    ...CHROMIUM_LAUNCH,
    baseURL,
    viewport: DESKTOP_VIEWPORT,
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rendererMemory().pageRss)), 250);
  try {
    const wire = countPackWire(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const problem = await openTwoSumIn(page, 'C++', `Commuter${n}`);
    const usageBefore = await usage(page);
    const diskBefore = folderBytes(cacheDir);

    const control = problem.cppOffline();
    const make = control.getByRole('button', { name: /^Make C\+\+ available offline/ });
    await make.waitFor();
    const buttonMb = Number(/\((\d+(?:\.\d+)?) MB download\)/.exec((await make.textContent()) ?? '')?.[1]) * MIB_IN_MB;
    peak = 0;
    const t0 = performance.now();
    await make.click();
    const installed = control.getByText(/^C\+\+ works offline \(\d+(\.\d+)? MB on this device\)$/);
    await installed.waitFor({ timeout: 900_000 });
    const installMs = performance.now() - t0;
    const cardMb = Number(/\((\d+(?:\.\d+)?) MB on this device\)/.exec((await installed.textContent()) ?? '')?.[1]) * MIB_IN_MB;
    const storedEstimate = (await usage(page)) - usageBefore;
    const storedDisk = folderBytes(cacheDir) - diskBefore;

    await context.setOffline(true);
    const { first, warm } = await offlineRuns(page, problem);
    const afterRuns = rendererMemory();
    await page.waitForTimeout(REST_MS);
    const atRest = rendererMemory();

    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.chooseLanguage('C++');
    await problem.replaceCode(`// after reload\n${startCode}`);
    const afterReload = await timedRun(page, problem);

    await context.setOffline(false);
    await problem.openTab('Code');
    await problem.cppOffline().getByRole('button', { name: 'Remove' }).click();
    await problem.cppOffline().getByRole('button', { name: /^Make C\+\+ available offline/ }).waitFor();
    await page.waitForTimeout(3000);
    const removedEstimate = (await usage(page)) - usageBefore;
    const removedDisk = folderBytes(cacheDir) - diskBefore;

    return {
      installMs,
      wireMb: wire() / MB,
      buttonMb,
      cardMb,
      storedEstimateMb: storedEstimate / MB,
      storedDiskMb: storedDisk / MB,
      firstRunMs: first.ms,
      firstRunCompileMs: first.steps.compile,
      warmMedianMs: percentile(warm.map((w) => w.ms), 50),
      warmMaxMs: Math.max(...warm.map((w) => w.ms)),
      warmCompileMs: percentile(warm.map((w) => w.steps.compile), 50),
      warmCasesMs: percentile(warm.map((w) => w.steps.cases), 50),
      pageRssAfterRunsMb: afterRuns.pageRss / MB,
      pageRssAtRestMb: atRest.pageRss / MB,
      pssAtRestMb: atRest.pssSum / MB,
      pageRssPeakMb: peak / MB,
      afterReloadMs: afterReload.ms,
      afterReloadLoadMs: afterReload.steps.load,
      afterReloadCompileMs: afterReload.steps.compile,
      removedEstimateMb: removedEstimate / MB,
      removedDiskMb: removedDisk / MB,
    };
  } finally {
    clearInterval(sampler);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The table's rows: label, figure, decimals. */
const ROWS: Array<[string, keyof ProfileFigures, number]> = [
  ['install: click until "works offline" (ms)', 'installMs', 0],
  ['download on the wire (MB)', 'wireMb', 1],
  ["the button's download figure, in MB (it shows MiB)", 'buttonMb', 1],
  ["the card's \"on this device\" figure, in MB (it shows MiB)", 'cardMb', 1],
  ['stored: storage.estimate() (MB)', 'storedEstimateMb', 1],
  ['stored: CacheStorage folder on disk (MB)', 'storedDiskMb', 1],
  ['first offline Run after install (ms)', 'firstRunMs', 0],
  ['  of which compiling (ms)', 'firstRunCompileMs', 0],
  [`warm Run, median of ${WARM_RUNS} (ms)`, 'warmMedianMs', 0],
  [`warm Run, max of ${WARM_RUNS} (ms)`, 'warmMaxMs', 0],
  ['  of which compiling, median (ms)', 'warmCompileMs', 0],
  ['  of which running the cases, median (ms)', 'warmCasesMs', 0],
  ["page's renderer RSS, compiler loaded, right after the Runs (MB)", 'pageRssAfterRunsMb', 0],
  [`page's renderer RSS, compiler loaded, ${REST_MS / 1000} s later (MB)`, 'pageRssAtRestMb', 0],
  [`all renderers' PSS, compiler loaded, ${REST_MS / 1000} s later (MB)`, 'pssAtRestMb', 0],
  ["page's renderer RSS, highest seen (MB)", 'pageRssPeakMb', 0],
  ['first Run after an offline reload (ms)', 'afterReloadMs', 0],
  ['  of which loading the compiler (ms)', 'afterReloadLoadMs', 0],
  ['  of which compiling (ms)', 'afterReloadCompileMs', 0],
  ['after Remove + 3 s: storage.estimate() over before (MB)', 'removedEstimateMb', 1],
  ['after Remove + 3 s: CacheStorage folder over before (MB)', 'removedDiskMb', 1],
];

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const server = await startTestServer();
const figures: ProfileFigures[] = [];
try {
  for (let i = 0; i < PROFILES; i++) {
    figures.push(await measureProfile(server.url, i + 1));
    process.stderr.write(`profile ${i + 1}/${PROFILES} done\n`);
  }
} finally {
  await server.close();
}
console.log(`\nOffline C++ in Chromium: ${PROFILES} fresh profile(s), ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end\n`);
printTable(
  ['step', ...figures.map((_, i) => `profile ${i + 1}`), 'median'],
  ROWS.map(([label, key, digits]) => [label, ...figures.map((f) => f[key].toFixed(digits)), percentile(figures.map((f) => f[key]), 50).toFixed(digits)]),
);
