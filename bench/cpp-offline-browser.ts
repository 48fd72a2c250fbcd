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
 *   until the results show (ms; warm: median and max);
 * - renderer memory: the summed RSS of the profile's renderer processes (the page and its workers) once
 *   the compiler is loaded, and the highest seen (sampled every 250 ms from the click on), MB;
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
  rssLoadedMb: number;
  rssPeakMb: number;
  afterReloadMs: number;
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

/** Summed resident set (bytes) of the Chromium renderer processes descended from this process. */
function rendererRssBytes(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    let cmdline: string;
    let status: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('--type=renderer')) continue;
    let p: number | null = pid;
    while (p !== null && p > 1 && p !== process.pid) p = parentOf(p);
    if (p !== process.pid) continue;
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

/** `navigator.storage.estimate().usage` of the page's origin, bytes. */
const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** Clicks Run and returns the ms until the results (or a compile error) show. */
async function timedRun(problem: ProblemPage): Promise<number> {
  const t0 = performance.now();
  await problem.run(600_000);
  return performance.now() - t0;
}

/** The first Run of the start code, then WARM_RUNS Runs of it with a new comment each (ms each). */
async function offlineRuns(problem: ProblemPage): Promise<{ firstRunMs: number; warm: number[] }> {
  await problem.replaceCode(startCode);
  const firstRunMs = await timedRun(problem);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await problem.replaceCode(`// warm run ${i}\n${startCode}`);
    warm.push(await timedRun(problem));
  }
  return { firstRunMs, warm };
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
  const sampler = setInterval(() => (peak = Math.max(peak, rendererRssBytes())), 250);
  try {
    let wire = 0;
    context.on('requestfinished', (req) => {
      if (!new URL(req.url()).pathname.startsWith('/clang/')) return;
      void req.sizes().then(
        (s) => (wire += s.responseBodySize + s.responseHeadersSize),
        () => undefined,
      );
    });
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
    const { firstRunMs, warm } = await offlineRuns(problem);
    const rssLoaded = rendererRssBytes();

    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.chooseLanguage('C++');
    await problem.replaceCode(`// after reload\n${startCode}`);
    const afterReloadMs = await timedRun(problem);

    await context.setOffline(false);
    await problem.openTab('Code');
    await problem.cppOffline().getByRole('button', { name: 'Remove' }).click();
    await problem.cppOffline().getByRole('button', { name: /^Make C\+\+ available offline/ }).waitFor();
    await page.waitForTimeout(3000);
    const removedEstimate = (await usage(page)) - usageBefore;
    const removedDisk = folderBytes(cacheDir) - diskBefore;

    return {
      installMs,
      wireMb: wire / MB,
      buttonMb,
      cardMb,
      storedEstimateMb: storedEstimate / MB,
      storedDiskMb: storedDisk / MB,
      firstRunMs,
      warmMedianMs: percentile(warm, 50),
      warmMaxMs: Math.max(...warm),
      rssLoadedMb: rssLoaded / MB,
      rssPeakMb: peak / MB,
      afterReloadMs,
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
  [`warm Run, median of ${WARM_RUNS} (ms)`, 'warmMedianMs', 0],
  [`warm Run, max of ${WARM_RUNS} (ms)`, 'warmMaxMs', 0],
  ['renderer RSS, compiler loaded (MB)', 'rssLoadedMb', 0],
  ['renderer RSS, highest seen (MB)', 'rssPeakMb', 0],
  ['first Run after an offline reload (ms)', 'afterReloadMs', 0],
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
