/**
 * bench/long-tasks — what keeps the main thread busy while a route loads: each top-level task of the
 * page's renderer main thread longer than `LT_MIN_MS` (default 5 ms of this host; at a 10× CPU slowdown
 * such a task is a 50 ms long task) and, inside it, the events that took the time (script evaluation,
 * compilation, timers, microtasks, style, layout) and the JavaScript functions with the most self time
 * (Chromium's sampling profiler, 100 µs interval).
 *
 * A test server (PGlite in memory, the built PWA from `dist/`) is started and a learner registered
 * through the API; each route (`/` and Two Sum's problem page, or the paths in `LT_PATHS`, comma
 * separated, `:id` being Two Sum's id) is opened signed in, in a fresh context (cold: no service
 * worker, empty storage; `LT_WARM=1`: IndexedDB kept, as in Lighthouse's runs), with a Chromium trace (`devtools.timeline`, `v8.execute`, the CPU profiler)
 * recorded from navigation until the page has been quiet for 3 s. Times are the host's, unthrottled,
 * ms. The summary row per route gives the count of tasks over the threshold and the blocking time
 * they would add at `LT_SLOWDOWN`× (default 10: Σ max(0, d × slowdown − 50)), which is how Lighthouse's
 * simulated throttling scales them.
 *
 * Run: `npx tsx bench/long-tasks.ts`. Chromium is Debian's (`CHROME_PATH`, default `/usr/bin/chromium`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startSignedInBench } from './signed-in-bench.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
  id?: string;
  /** The thread's CPU time in the event (µs), where the trace gives it. */
  tdur?: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

const MIN_MS = Number(process.env.LT_MIN_MS ?? 5);
const SLOWDOWN = Number(process.env.LT_SLOWDOWN ?? 10);
/**
 * `LT_CLOCK=thread`: tasks measured in the main thread's CPU time (the trace's `tdur`) instead of wall time, so
 * other processes on the host (a busy core) change the figures less; Lighthouse itself counts wall time.
 */
const THREAD_CLOCK = process.env.LT_CLOCK === 'thread';
/** An event's duration on the chosen clock (µs). */
const duration = (e: TraceEvent): number => (THREAD_CLOCK ? (e.tdur ?? e.dur) : e.dur) ?? 0;
const PATHS = (process.env.LT_PATHS ?? '/,/prblm/:id').split(',');
/**
 * `LT_WARM=1`: each route is loaded once untraced first, then its service worker and caches are
 * cleared and it is loaded again, traced: IndexedDB keeps what the first load stored, as in every
 * Lighthouse run after its first (Lighthouse 12 clears only `file_systems`, `shader_cache`,
 * `service_workers` and `cache_storage` by default).
 */
const WARM = process.env.LT_WARM === '1';
/** Child events worth naming inside a task. */
const DETAIL = new Set([
  'EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'v8.produceModuleCache', 'FunctionCall', 'TimerFire',
  'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet',
  'EventDispatch', 'FireIdleCallback', 'v8.parseOnBackground', 'PrePaint', 'Layerize', 'V8.GCScavenger', 'MajorGC', 'MinorGC',
]);

const consumers = new Map<string, SourceMapConsumer | null>();
/** `file:line:column` of a built file's position in its source, when the build has source maps (`vite build --sourcemap`). */
function original(url: string, line: number, column: number): string | null {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!file.startsWith('assets/')) return null;
  if (!consumers.has(file)) {
    const map = path.join('dist', `${file}.map`);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const pos = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!pos?.source) return null;
  return `${pos.name ?? ''} ${pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')}:${pos.line}`;
}

const shortUrl = (u: unknown) => (typeof u === 'string' ? u.replace(/^https?:\/\/[^/]+\//, '').replace(/^assets\//, '') : '');

const bench = await startSignedInBench('Tasks');
const { browser, cookies } = bench;
try {
  const summary: string[] = [];

  for (const route of PATHS) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (WARM) {
      // As Lighthouse's runs after its first: IndexedDB and cookies kept, the service worker and caches cleared.
      await page.goto(new URL(route.replace(':id', bench.twoSumId), bench.url).href, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(4000);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(bench.url).origin, storageTypes: 'service_workers,cache_storage' });
      await page.goto('about:blank');
    }
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.cpu_profiler', 'toplevel', 'blink.user_timing', 'loading'],
      },
    });
    await page.goto(new URL(route.replace(':id', bench.twoSumId), bench.url).href, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    await context.close();

    // The renderer's main thread: the one with the navigation's ParseHTML or the most RunTask time.
    const threads = new Map<string, number>();
    for (const e of events) {
      if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
    }
    for (const e of events) {
      const key = `${e.pid}:${e.tid}`;
      if (e.name === 'RunTask' && threads.has(key)) threads.set(key, threads.get(key)! + (e.dur ?? 0));
    }
    // The page's renderer: the thread that parsed the route's HTML (a new tab's page has a renderer too).
    const parse = events.find((e) => e.name === 'ParseHTML' && String((e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(bench.url));
    const mainKey = parse ? `${parse.pid}:${parse.tid}` : ([...threads].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '');
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainKey);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && duration(e) / 1000 >= MIN_MS).sort((a, b) => a.ts - b.ts);

    // CPU profile samples (ProfileChunk events), for self time per function inside each task.
    const nodes = new Map<number, ProfileNode>();
    const samples: { ts: number; node: number }[] = [];
    // The main thread's profile: its `Profile` event carries the thread; the chunks share its id.
    const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === mainKey);
    let sampleTs = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || !profile || e.id !== profile.id || e.pid !== profile.pid) continue;
      const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
      for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        sampleTs += deltas[i] ?? 0;
        samples.push({ ts: sampleTs, node: ids[i]! });
      }
    }
    const navStart = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? tasks[0]?.ts ?? 0;

    console.log(`\n## ${route} — main-thread tasks ≥ ${MIN_MS} ms (host time, from the first HTML parse)\n`);
    let blocking = 0;
    for (const t of tasks) {
      const ms = duration(t) / 1000;
      blocking += Math.max(0, ms * SLOWDOWN - 50);
      const end = t.ts + (t.dur ?? 0);
      const inner = onMain
        .filter((e) => e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts < end && DETAIL.has(e.name) && (e.dur ?? 0) >= 1000)
        .map((e) => {
          const d = e.args?.data ?? {};
          const what = shortUrl(d.url ?? d.fileName) || (d.functionName as string) || (d.type as string) || '';
          return `${e.name}${what ? ` ${what}` : ''} ${(duration(e) / 1000).toFixed(1)}`;
        });
      const self = new Map<string, number>();
      const inTask = samples.filter((s) => s.ts >= t.ts && s.ts < end);
      for (let i = 0; i < inTask.length; i++) {
        const n = nodes.get(inTask[i]!.node);
        if (!n) continue;
        const next = inTask[i + 1]?.ts ?? end;
        const f = n.callFrame;
        const key =
          (f.url && original(f.url, f.lineNumber, f.columnNumber)) ||
          `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
        self.set(key, (self.get(key) ?? 0) + (next - inTask[i]!.ts) / 1000);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.LT_TOP ?? 6)).map(([k, v]) => `${k} ${v.toFixed(1)}`);
      console.log(`- at ${((t.ts - navStart) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms`);
      if (inner.length) console.log(`  events: ${inner.slice(0, 12).join(' · ')}`);
      if (top.length) console.log(`  self time: ${top.join(' · ')}`);
    }
    // Self time by source file over the whole load (every sample, short tasks included).
    const byFile = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const n = nodes.get(samples[i]!.node);
      if (!n || samples[i]!.ts < navStart) continue;
      const next = samples[i + 1]?.ts ?? samples[i]!.ts;
      const f = n.callFrame;
      const where = (f.url && original(f.url, f.lineNumber, f.columnNumber)) || f.url || f.functionName || '(native)';
      const file = where.replace(/^[^ ]* /, '').replace(/:\d+$/, '').replace(/^(react-dom|react|dexie|zod|react-router|scheduler|@codemirror\/[a-z]+|@lezer\/[a-z]+)\/.*$/, '$1/*');
      byFile.set(file, (byFile.get(file) ?? 0) + (next - samples[i]!.ts) / 1000);
    }
    // Total time by the nearest frame of the app's own code (src/, common/) on the stack: what the app started.
    const byApp = new Map<string, number>();
    const appFrame = new Map<number, string>();
    const appOf = (id: number): string => {
      const cached = appFrame.get(id);
      if (cached !== undefined) return cached;
      const n = nodes.get(id);
      let found = '(outside the app)';
      if (n) {
        const f = n.callFrame;
        const where = f.url ? original(f.url, f.lineNumber, f.columnNumber) : null;
        if (where && / (src|common)\//.test(where)) found = where;
        else if (n.parent !== undefined) found = appOf(n.parent);
      }
      appFrame.set(id, found);
      return found;
    };
    for (const n of nodes.values()) for (const c of (n as ProfileNode & { children?: number[] }).children ?? []) { const child = nodes.get(c); if (child) child.parent = n.id; }
    for (let i = 0; i < samples.length; i++) {
      if (samples[i]!.ts < navStart) continue;
      const n = nodes.get(samples[i]!.node);
      if (!n || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
      const next = samples[i + 1]?.ts ?? samples[i]!.ts;
      const key = appOf(samples[i]!.node);
      byApp.set(key, (byApp.get(key) ?? 0) + (next - samples[i]!.ts) / 1000);
    }
    console.log(`\n  time by the app's frame on the stack (ms): ${[...byApp].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' · ')}`);
    if (process.env.LT_FOCUS) {
      // Stacks (leaf first, 6 frames) of the samples in one source, e.g. LT_FOCUS=dexie/.
      const stacks = new Map<string, number>();
      for (let i = 0; i < samples.length; i++) {
        const n = nodes.get(samples[i]!.node);
        if (!n || samples[i]!.ts < navStart) continue;
        const where = n.callFrame.url ? original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) ?? '' : '';
        if (!where.includes(process.env.LT_FOCUS)) continue;
        const frames: string[] = [];
        for (let m: ProfileNode | undefined = n; m && frames.length < 8; m = m.parent === undefined ? undefined : nodes.get(m.parent)) {
          const f = m.callFrame;
          frames.push(((f.url && original(f.url, f.lineNumber, f.columnNumber)) || f.functionName || '?').replace(/^ /, ''));
        }
        const key = frames.join(' ← ');
        stacks.set(key, (stacks.get(key) ?? 0) + ((samples[i + 1]?.ts ?? samples[i]!.ts) - samples[i]!.ts) / 1000);
      }
      for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${v.toFixed(1)} ms ${k}`);
    }
    console.log(`\n  self time by source over the load (ms): ${[...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' · ')}`);
    summary.push(`| ${route} | ${tasks.length} | ${tasks.reduce((s, t) => s + duration(t) / 1000, 0).toFixed(0)} | ${blocking.toFixed(0)} |`);
  }
  console.log(`\n| route | tasks ≥ ${MIN_MS} ms | their host ms | blocking at ${SLOWDOWN}× ms |\n|---|---:|---:|---:|`);
  for (const row of summary) console.log(row);
} finally {
  await bench.close();
}
