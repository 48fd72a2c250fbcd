/**
 * Bundle budget: the JavaScript and CSS each route loads on first visit, gzip-compressed, from
 * the build (`dist/`, built first when missing). A route loads the entry chunk and its static
 * imports, then its screen chunk and that chunk's static imports; the problem page also loads
 * the editor and the grammar of the language it opens with, JavaScript (lazy, but on that page
 * at once; the other grammars load when their language is chosen). Sizes are the gzip level 9 size of each file
 * (what the server sends to a browser without Brotli; Brotli is smaller still), in KB (1024 bytes).
 *
 * Run: `npx tsx bench/bundle.ts`. Prints one row per route with its budget.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const DIST = path.resolve('dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
if (!existsSync(MANIFEST)) execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
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

const ROUTES: Array<{ route: string; screens: string[]; jsBudgetKb: number }> = [
  { route: '/', screens: ['src/features/problems/ProblemListPage.tsx'], jsBudgetKb: 120 },
  { route: '/prblm/:id', screens: ['src/features/workspace/ProblemPage.tsx', 'src/features/workspace/CodeEditor.tsx', JS_GRAMMAR], jsBudgetKb: 250 },
  { route: '/Login', screens: ['src/features/auth/LoginPage.tsx'], jsBudgetKb: 150 },
  { route: '/explore', screens: ['src/features/explore/ExplorePage.tsx'], jsBudgetKb: 150 },
  { route: '/visualizers/SearchAlgo', screens: ['src/features/visualizers/SearchVisualizerPage.tsx'], jsBudgetKb: 150 },
  { route: '/visualizers/sorting', screens: ['src/features/visualizers/SortingVisualizerPage.tsx'], jsBudgetKb: 150 },
  { route: '/visualizers/datastructures', screens: ['src/features/visualizers/DataStructuresPage.tsx'], jsBudgetKb: 150 },
];
const CSS_BUDGET_KB = 20;

const rows = ROUTES.map(({ route, screens, jsBudgetKb }) => {
  const keys = new Set<string>();
  for (const k of ['index.html', ...screens]) for (const c of closure(k)) keys.add(c);
  const js = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  const jsKb = js.reduce((s, f) => s + gzipKb(f), 0);
  const cssKb = css.reduce((s, f) => s + gzipKb(f), 0);
  return { route, chunks: js.length, jsKb, jsBudgetKb, cssKb, jsOk: jsKb <= jsBudgetKb, cssOk: cssKb <= CSS_BUDGET_KB };
});

const editor = manifest['src/features/workspace/CodeEditor.tsx'];
const listLoadsEditor = [...closure('index.html'), ...closure('src/features/problems/ProblemListPage.tsx')].includes('src/features/workspace/CodeEditor.tsx');
/** gzip KB of a chunk and its static imports that the problem page has not loaded already. */
const extraKb = (key: string, loaded: Set<string>) => [...closure(key)].filter((k) => !loaded.has(k)).reduce((s, k) => s + gzipKb(manifest[k]!.file), 0);

console.log('\nJavaScript and CSS loaded per route (gzip -9, KB)\n');
console.log('| route | JS chunks | JS KB | JS budget KB | JS within | CSS KB | CSS budget KB | CSS within |');
console.log('|---|---:|---:|---:|---|---:|---:|---|');
for (const r of rows) {
  console.log(`| ${r.route} | ${r.chunks} | ${r.jsKb.toFixed(1)} | ${r.jsBudgetKb} | ${r.jsOk ? 'yes' : 'NO'} | ${r.cssKb.toFixed(1)} | ${CSS_BUDGET_KB} | ${r.cssOk ? 'yes' : 'NO'} |`);
}
console.log(`\nEditor chunk ${editor?.file}: ${editor ? gzipKb(editor.file).toFixed(1) : '?'} KB gzip; loaded by the list page: ${listLoadsEditor ? 'YES' : 'no'}`);
const problemPage = new Set(['index.html', 'src/features/workspace/ProblemPage.tsx', 'src/features/workspace/CodeEditor.tsx'].flatMap((k) => [...closure(k)]));
for (const [name, key] of [['JavaScript', JS_GRAMMAR], ['Java', 'node_modules/@codemirror/lang-java/dist/index.js'], ['C++', 'node_modules/@codemirror/lang-cpp/dist/index.js']] as const) {
  console.log(`Grammar ${name}: ${manifest[key] ? `${extraKb(key, problemPage).toFixed(1)} KB gzip more when first chosen` : 'not a chunk of its own'}`);
}
