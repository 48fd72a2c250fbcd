/**
 * bench/lighthouse-floor — what the client stack costs on its own: Lighthouse (mobile preset, the CPU
 * slowdown calibrated as in bench/lighthouse.ts) on three trivial pages that show a list of 15 rows
 * fetched from `/problems.json`, each built by Vite (React's JSX plugin, production mode):
 *
 * 1. `react.tsx`: React alone (`useState` + `fetch`);
 * 2. `react-dexie.tsx`: React and Dexie (rows stored in IndexedDB, shown by `useLiveQuery`);
 * 3. `stack.tsx`: the app's client stack (React, React Router, Dexie, zod).
 *
 * None has the app's own code, styles or service worker, so the Total Blocking Time each scores is a
 * floor under any page built with that stack on this host. Each page is audited `LH_RUNS` times (default
 * 3, median by Performance) in the same sitting, alternating pages so drift of the host's speed falls on
 * all three; the table names the multiplier. `LH_CPU_MULTIPLIER` sets one instead of calibrating.
 *
 * Run: `npx tsx bench/lighthouse-floor.ts` (about 3 minutes). Chromium is Debian's (`CHROME_PATH`).
 */
import { createServer } from 'node:http';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'vite';
import { calibratedMultiplier, runLighthouse, TARGET_INDEX } from './lighthouse-run.ts';

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const FIXED_MULTIPLIER = process.env.LH_CPU_MULTIPLIER ? Number(process.env.LH_CPU_MULTIPLIER) : null;
const PAGES = [
  { name: 'React', entry: 'react.tsx' },
  { name: 'React + Dexie', entry: 'react-dexie.tsx' },
  { name: 'React + React Router + Dexie + zod', entry: 'stack.tsx' },
];
const here = path.dirname(new URL(import.meta.url).pathname);
// Inside node_modules/.cache so that the pages' imports resolve from the project's node_modules.
mkdirSync(path.join(here, '..', 'node_modules', '.cache'), { recursive: true });
const work = mkdtempSync(path.join(here, '..', 'node_modules', '.cache', 'pj-floor-'));

/** Builds one floor page into `<work>/<entry>/` and returns that directory. */
async function buildPage(entry: string): Promise<string> {
  const root = path.join(work, `src-${entry}`);
  const outDir = path.join(work, entry);
  mkdirSync(root, { recursive: true });
  for (const f of ['rows.tsx', entry]) copyFileSync(path.join(here, 'stack-floor', f), path.join(root, f));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A list of 15 rows"></head><body><div id="root"><p>Loading…</p></div><script type="module" src="./${entry}"></script></body></html>`,
  );
  await build({ root, logLevel: 'error', configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true } });
  const rows = Array.from({ length: 15 }, (_, i) => ({ _id: `p${i}`, title: `Problem ${i + 1}`, difficulty: ['easy', 'medium', 'hard'][i % 3], tag: 'Array' }));
  writeFileSync(path.join(outDir, 'problems.json'), JSON.stringify(rows));
  return outDir;
}

const dirs = new Map<string, string>();
for (const p of PAGES) dirs.set(p.entry, await buildPage(p.entry));

// One static server: /<entry>/… serves that page's build (index.html for any other path under it).
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };
const server = createServer((req, res) => {
  const [, entry, ...rest] = (req.url ?? '/').split('?')[0]!.split('/');
  const dir = dirs.get(entry ?? '');
  if (!dir) return void res.writeHead(404).end();
  const file = rest.length && rest.join('/') !== '' ? path.join(dir, ...rest) : path.join(dir, 'index.html');
  try {
    const body = readFileSync(file.startsWith(dir) ? file : path.join(dir, 'index.html'));
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/html' }).end(body);
  } catch {
    res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(path.join(dir, 'index.html')));
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });

interface Row {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}
try {
  const urlOf = (entry: string) => `${base}/${entry}/`;
  const hostIndex = FIXED_MULTIPLIER === null ? (await runLighthouse(chrome.port, urlOf(PAGES[0]!.entry), 4, ['performance'])).environment.benchmarkIndex : Number.NaN;
  const multiplier = FIXED_MULTIPLIER ?? calibratedMultiplier(hostIndex, TARGET_INDEX);
  const runs = new Map<string, Row[]>(PAGES.map((p) => [p.entry, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const p of PAGES) {
      const lhr = await runLighthouse(chrome.port, urlOf(p.entry), multiplier, ['performance']);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      runs.get(p.entry)!.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
  }
  const how = FIXED_MULTIPLIER === null ? `calibrated: host benchmarkIndex ${hostIndex.toFixed(0)} / target ${TARGET_INDEX}` : 'given by LH_CPU_MULTIPLIER';
  console.log(`\nLighthouse 12, mobile preset, CPU slowdown ${multiplier.toFixed(2)}× (${how}) — a list of 15 rows, median of ${RUNS} by Performance\n`);
  console.log('| page | Performance (each run) | TBT ms (each run) | LCP ms | host benchmarkIndex |');
  console.log('|---|---|---|---:|---:|');
  for (const p of PAGES) {
    const r = [...runs.get(p.entry)!];
    const median = [...r].sort((a, b) => a.performance - b.performance)[Math.floor(r.length / 2)]!;
    console.log(`| ${p.name} | ${median.performance} (${r.map((x) => x.performance).join(', ')}) | ${median.tbtMs.toFixed(0)} (${r.map((x) => x.tbtMs.toFixed(0)).join(', ')}) | ${median.lcpMs.toFixed(0)} | ${median.benchmarkIndex.toFixed(0)} |`);
  }
} finally {
  chrome.kill();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
