/**
 * Bundle budget: the JavaScript and CSS each route loads on a first visit, gzip-compressed, counted twice:
 * - **by a browser**: Chromium opens the route (a fresh context, signed in, or signed out for the sign-up and
 *   log-in screens) on a test server of the build and lists the build's files the page loaded by network
 *   idle (`bench/route-loads.ts`): the entry, the screen, the chunks its first render asks for (the problem
 *   page's editor and JavaScript grammar, the profile's premium card) and workbox-window, which the service
 *   worker's registration loads after the `load` event on every route. This is what a learner's phone loads.
 *   `BUNDLE_BROWSER=0` skips it.
 * - **by the build graph** (`dist/.vite/manifest.json`): the entry chunk and its static imports, then the
 *   route's screen chunks and theirs. It names the chunks, and measures a state no browser can be stopped in
 *   (the problem page before its editor).
 * A route's budget holds for the larger count. The build is `dist/`, rebuilt first when missing or older than
 * its sources (`scripts/build-if-stale.mjs`). Sizes are the gzip level 9 size of each file (what the server
 * sends to a browser without Brotli; Brotli is smaller still), in KB (1024 bytes).
 *
 * Run: `npx tsx bench/bundle.ts`. Prints one row per route with its budgets and exits 1 when a
 * row breaks one (naming it), or when a screen of `src/app/routes.tsx` has no row. It also prints
 * the offline packs' sizes (Python `dist/pyodide/<version>/`, C++ `dist/clang/<version>/`, raw and
 * as sent with Brotli) and exits 1 when the build lacks a pack or the service worker precaches one. `npm test` runs it after the
 * test files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureRouteLoads } from './route-loads.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const DIST = path.resolve('dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;

/** Every chunk key `key` pulls in through static imports, itself included. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** The grammar the editor opens with (JavaScript); the Java and C++ grammars load when chosen. */
const JS_GRAMMAR = 'node_modules/@codemirror/lang-javascript/dist/index.js';

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** JavaScript budget of every route without a budget of its own, KB. */
const ROUTE_BUDGET_KB = 160;
const F = 'src/features';
/** One row per route of `src/app/routes.tsx` (the 404 screen is in the entry chunk). */
const ROUTES: Array<{ route: string; path: string | null; signedOut?: boolean; screens: string[]; jsBudgetKb: number }> = [
  { route: '/', path: '/', screens: [`${F}/problem-list/ProblemListPage.tsx`], jsBudgetKb: 150 },
  { route: '/prblm/:id', path: '/prblm/:id', screens: [`${F}/problem/ProblemPage.tsx`, `${F}/problem/CodeEditor.tsx`, JS_GRAMMAR], jsBudgetKb: 300 },
  { route: '/prblm/:id before the editor', path: null, screens: [`${F}/problem/ProblemPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/SignUp', path: '/SignUp', signedOut: true, screens: [`${F}/auth/SignUpPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/Login', path: '/Login', signedOut: true, screens: [`${F}/auth/LoginPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/contest', path: '/contest', screens: [`${F}/contest/ContestPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/sorry', path: '/sorry', screens: [`${F}/contest/SorryPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/profile', path: '/profile', screens: [`${F}/profile/ProfilePage.tsx`, `${F}/premium/PremiumCard.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/editProfile', path: '/editProfile', screens: [`${F}/profile/EditProfilePage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/discuss', path: '/discuss', screens: [`${F}/discuss/DiscussPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/explore', path: '/explore', screens: [`${F}/explore/ExplorePage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/visualizers', path: '/visualizers', screens: [`${F}/visualizers/VisualizersHubPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/visualizers/SearchAlgo', path: '/visualizers/SearchAlgo', screens: [`${F}/visualizers/SearchVisualizerPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/visualizers/sorting', path: '/visualizers/sorting', screens: [`${F}/visualizers/SortingVisualizerPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/visualizers/datastructures', path: '/visualizers/datastructures', screens: [`${F}/visualizers/DataStructuresPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin', path: '/admin', screens: [`${F}/admin/AdminHomePage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/create', path: '/admin/create', screens: [`${F}/admin/CreateProblemPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/update', path: '/admin/update', screens: [`${F}/admin/UpdateListPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/update/prblm/:id', path: '/admin/update/prblm/:id', screens: [`${F}/admin/UpdateProblemPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/delete', path: '/admin/delete', screens: [`${F}/admin/DeleteListPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/video', path: '/admin/video', screens: [`${F}/admin/VideoListPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/upload/:id', path: '/admin/upload/:id', screens: [`${F}/admin/VideoUploadPage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '/admin/import', path: '/admin/import', screens: [`${F}/admin/ImportPackagePage.tsx`], jsBudgetKb: ROUTE_BUDGET_KB },
  { route: '404', path: '/no/such/page', screens: [], jsBudgetKb: ROUTE_BUDGET_KB },
];
const CSS_BUDGET_KB = 20;

// A screen the route table loads but no row measures, or a row naming a module the build has no
// chunk for (renamed or moved), would let a budget pass unmeasured.
const routeScreens = [...readFileSync('src/app/routes.tsx', 'utf8').matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}`);
const unmeasured = routeScreens.filter((s) => !ROUTES.some((r) => r.screens.includes(s)));
const unknown = [...new Set(ROUTES.flatMap((r) => r.screens))].filter((s) => !manifest[s]);

/** The build graph's count of a route: the entry and its screens with their static imports. */
const graphCount = (screens: string[]) => {
  const keys = new Set<string>();
  for (const k of ['index.html', ...screens]) for (const c of closure(k)) keys.add(c);
  const js = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return { chunks: js.length, jsKb: js.reduce((s, f) => s + gzipKb(f), 0), cssKb: css.reduce((s, f) => s + gzipKb(f), 0) };
};

// What Chromium loads on a first visit by network idle (BUNDLE_BROWSER=0 skips it: the build graph alone).
const loads = process.env.BUNDLE_BROWSER === '0' ? [] : await measureRouteLoads(DIST, ROUTES.flatMap((r) => (r.path === null ? [] : [{ route: r.route, path: r.path, signedOut: r.signedOut }])));

const rows = ROUTES.map(({ route, screens, jsBudgetKb }) => {
  const graph = graphCount(screens);
  const load = loads.find((l) => l.route === route);
  // The budget holds for the larger count: the browser's (what a learner's phone loads) where there is one.
  const jsKb = Math.max(graph.jsKb, load?.jsKb ?? 0);
  const cssKb = Math.max(graph.cssKb, load?.cssKb ?? 0);
  return { route, graph, load, jsKb, jsBudgetKb, cssKb, jsOk: jsKb <= jsBudgetKb, cssOk: cssKb <= CSS_BUDGET_KB };
});

const editor = manifest['src/features/problem/CodeEditor.tsx'];
const listLoadsEditor = [...closure('index.html'), ...closure('src/features/problem-list/ProblemListPage.tsx')].includes('src/features/problem/CodeEditor.tsx');
/** gzip KB of a chunk and its static imports that the problem page has not loaded already. */
const extraKb = (key: string, loaded: Set<string>) => [...closure(key)].filter((k) => !loaded.has(k)).reduce((s, k) => s + gzipKb(manifest[k]!.file), 0);

console.log('\nJavaScript and CSS loaded per route (gzip -9, KB): by a first visit in Chromium until network idle, and by the build graph\n');
console.log('| route | JS files loaded | JS KB loaded | JS KB build graph | JS budget KB | JS within | CSS KB | CSS budget KB | CSS within |');
console.log('|---|---:|---:|---:|---:|---|---:|---:|---|');
const kb = (n: number | undefined) => (n === undefined ? '—' : n.toFixed(1));
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.load?.js.length ?? '—'} | ${kb(r.load?.jsKb)} | ${kb(r.graph.jsKb)} | ${r.jsBudgetKb} | ${r.jsOk ? 'yes' : 'NO'} | ${kb(r.cssKb)} | ${CSS_BUDGET_KB} | ${r.cssOk ? 'yes' : 'NO'} |`,
  );
}
const broken = rows.filter((r) => !r.jsOk || !r.cssOk);
for (const r of broken) {
  console.log(`Budget broken: ${r.route}${r.jsOk ? '' : ` JavaScript ${r.jsKb.toFixed(1)} KB > ${r.jsBudgetKb} KB`}${r.cssOk ? '' : ` CSS ${r.cssKb.toFixed(1)} KB > ${CSS_BUDGET_KB} KB`}`);
}
for (const s of unmeasured) console.log(`No row measures the screen ${s} (src/app/routes.tsx)`);
for (const s of unknown) console.log(`No chunk in the build for ${s}`);
if (broken.length || unmeasured.length || unknown.length) process.exitCode = 1;

const workbox = Object.entries(manifest).find(([k]) => k.includes('node_modules/workbox-window/'))?.[1];
console.log(`\nworkbox-window ${workbox ? `${gzipKb(workbox.file).toFixed(1)} KB gzip` : '?'}, loaded on every route after the load event (in the browser's count, not the build graph's)`);
console.log(`Editor chunk ${editor?.file}: ${editor ? gzipKb(editor.file).toFixed(1) : '?'} KB gzip; loaded by the list page: ${listLoadsEditor ? 'YES' : 'no'}`);
// The offline packs (dist/pyodide/<version>/, dist/clang/<version>/) are downloaded on request only: never precached.
const serviceWorker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
for (const [name, folder] of [['Python', 'pyodide'], ['C++', 'clang']] as const) {
  const versionDir = existsSync(path.join(DIST, folder)) ? readdirSync(path.join(DIST, folder), { withFileTypes: true }).find((d) => d.isDirectory()) : undefined;
  const dir = versionDir ? path.join(DIST, folder, versionDir.name) : '';
  const packFiles = versionDir ? readdirSync(dir).filter((f) => !/\.(br|gz)$/.test(f)) : [];
  const packBytes = (suffix: string) => packFiles.reduce((s, f) => s + (statSync(path.join(dir, f + suffix), { throwIfNoEntry: false }) ?? statSync(path.join(dir, f))).size, 0);
  const precachesPack = serviceWorker.includes(`"${folder}/`);
  console.log(
    `${name} pack ${folder}/${versionDir?.name ?? '?'}: ${packFiles.length} files, ${(packBytes('') / 1024 / 1024).toFixed(1)} MB, ${(packBytes('.br') / 1024 / 1024).toFixed(1)} MB sent with Brotli; precached: ${precachesPack ? 'YES' : 'no'}`,
  );
  if (!versionDir || precachesPack) {
    console.log(precachesPack ? `The service worker precaches the ${name} pack` : `No ${name} pack in the build`);
    process.exitCode = 1;
  }
}
const problemPage = new Set(['index.html', 'src/features/problem/ProblemPage.tsx', 'src/features/problem/CodeEditor.tsx'].flatMap((k) => [...closure(k)]));
for (const [name, key] of [['JavaScript', JS_GRAMMAR], ['Java', 'node_modules/@codemirror/lang-java/dist/index.js'], ['C++', 'node_modules/@codemirror/lang-cpp/dist/index.js']] as const) {
  console.log(`Grammar ${name}: ${manifest[key] ? `${extraKb(key, problemPage).toFixed(1)} KB gzip more when first chosen` : 'not a chunk of its own'}`);
}
