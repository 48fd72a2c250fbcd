import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { offlinePackPlugin } from './build/offline-pack-plugin.ts';
import { packPch } from './build/cpp-pch.ts';
import { clangPackDir } from './build/clang-pack.ts';
import { CLANG_PACK_FILES, CLANG_PACK_PATH, CLANG_VERSION, CPP_PCH_FILE } from './src/workers/cpp-pack-manifest.ts';
import { PYODIDE_PACK_FILES, PYODIDE_PACK_PATH, PYODIDE_VERSION } from './src/workers/python-pack-manifest.ts';

/**
 * Vite build of the Pocket Judge PWA.
 *
 * - React 19 renders the app: `@vitejs/plugin-react` compiles JSX (automatic runtime) and gives
 *   `npm run dev` fast refresh.
 * - Tailwind 4 (DaisyUI is loaded from the CSS with `@plugin "daisyui"`).
 * - vite-plugin-pwa with `injectManifest`: our own service worker `src/sw/sw.ts`
 *   precaches every emitted asset (app shell, every route chunk, the editor chunk, icons,
 *   the web manifest). The manifest is a static file in `public/`, linked from index.html.
 * - vite-plugin-compression2 writes a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset
 *   over 1 KB beside it; the server sends the one the browser accepts (`@fastify/static`
 *   `preCompressed`).
 * - The offline packs (`build/offline-pack-plugin.ts`): Pyodide's files from node_modules/pyodide at
 *   `/pyodide/<version>/` and the C++ compiler's from node_modules/@yowasp/clang at
 *   `/clang/<version>/` (linked into `dist/` with Brotli copies, served by the dev server), not
 *   precached: a learner downloads them only when asking for offline Python or C++.
 * - Dev server on 5173 proxies `/api` to the Fastify server on 3000.
 * - `ANALYZE=1` (`npm run analyze`) adds rollup-plugin-visualizer: `stats/bundle.html` shows every
 *   chunk's modules with their minified, gzip and Brotli sizes, `stats/bundle.json` the same as data.
 */
const analyze = process.env.ANALYZE === '1';

/** A chunk group test: true for the modules at these paths (relative to the project root). */
const files = (...paths: string[]) => (id: string) => paths.some((p) => id.replaceAll('\\', '/').endsWith(`/${p}`));

/**
 * The data layer's barrel (`src/data/index.ts`) is in the entry, and Rolldown places every module a
 * chunk reaches through static imports in it, used or not: without these two groups the entry
 * would carry the data code of the other screens. Their data, with the API calls and contracts
 * only it uses: the discussion board's (the board and the profile) and the problem page's (notes,
 * drafts, submissions, chats; the profile reads a learner's submissions from it too). Each
 * entity's `sync.ts` stays with the sync engine's chunk. A module added to the data layer joins
 * the entry until it is listed here (`npx tsx bench/bundle.ts` shows the entry's growth).
 */
const DISCUSS_DATA = files(
  'src/data/discussions/hooks.ts',
  'src/data/discussions/merge.ts',
  'src/data/discussions/refresh.ts',
  'src/data/discussions/repository.ts',
  'src/api/discuss.ts',
  'common/contract/discuss.ts',
  'common/texts/discuss-messages.ts',
  'common/texts/api.ts',
);
const PAGE_DATA = files(
  'src/data/problem-refresh.ts',
  'src/data/notes/hooks.ts',
  'src/data/notes/merge.ts',
  'src/data/notes/refresh.ts',
  'src/data/notes/repository.ts',
  'src/data/drafts/hooks.ts',
  'src/data/drafts/refresh.ts',
  'src/data/chats/hooks.ts',
  'src/data/chats/repository.ts',
  'src/api/notes.ts',
  'src/api/drafts.ts',
  'common/contract/notes.ts',
  'common/texts/problem-messages.ts',
);
/** The submissions' data: the problem page's and the profile's (which needs none of the rest of PAGE_DATA). */
const SUBMISSION_DATA = files(
  'src/data/submissions/hooks.ts',
  'src/data/submissions/refresh.ts',
  'src/data/submissions/repository.ts',
  'src/data/submissions/user-history.ts',
  'src/api/submissions.ts',
  'common/contract/submission.ts',
);

/**
 * vite-plugin-pwa builds the service worker (its "es" format) with `output.inlineDynamicImports: true`,
 * an option Rolldown deprecates with a warning on every build; `codeSplitting: false` is its
 * replacement and emits the same single `sw.js`.
 */
function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'sw-one-file',
    config(config) {
      const options = config.build?.rolldownOptions;
      const output = options?.output;
      if (!options || !output || Array.isArray(output) || output.inlineDynamicImports === undefined) return;
      const { inlineDynamicImports, ...rest } = output;
      options.output = { ...rest, codeSplitting: !inlineDynamicImports };
    },
  };
}

/**
 * Module aliases. Dexie's ES module build for current browsers (its own `dist/modern/`): `dexie`
 * resolves to a wrapper around its ES5 UMD build, 1.5 KB of gzip more on every route. React Router 7's
 * package exports name only its development build (react-router issue #14102), whose dev warnings then
 * ship; a build takes its production build (`ENABLE_DEV_WARNINGS` false).
 */
const aliasesFor = (command: 'build' | 'serve') => [
  { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
  ...(command === 'build'
    ? [
        { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
      ]
    : []),
];

/** The configuration besides the aliases. */
const config = {
  plugins: [
    react(),
    tailwindcss(),
    offlinePackPlugin({ name: 'python-pack', packageName: 'pyodide', version: PYODIDE_VERSION, folder: '', files: PYODIDE_PACK_FILES, urlPath: PYODIDE_PACK_PATH, envKey: 'PYODIDE_PACK' }),
    offlinePackPlugin({
      name: 'cpp-pack',
      packageName: '@yowasp/clang',
      version: CLANG_VERSION,
      folder: 'gen',
      sourceDir: clangPackDir,
      files: CLANG_PACK_FILES,
      urlPath: CLANG_PACK_PATH,
      envKey: 'CLANG_PACK',
      generated: [{ name: CPP_PCH_FILE, make: packPch }],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The offline packs are downloaded only on request, into their own caches (src/sw/sw.ts).
        globIgnores: ['pyodide/**', 'clang/**'],
        // The editor chunk (CodeMirror + 3 languages) is larger than workbox's 2 MiB default guard in dev builds.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        buildPlugins: { vite: [serviceWorkerInOneFile()] },
      },
      devOptions: { enabled: false },
    }),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/,
      exclude: /\.vite\//,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
    analyze && visualizer({ filename: 'stats/bundle.html', template: 'treemap', gzipSize: true, brotliSize: true }),
    analyze && visualizer({ filename: 'stats/bundle.json', template: 'raw-data', gzipSize: true }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
    // Every browser the PWA supports has `<link rel="modulepreload">` (Chromium 66, Firefox 115, Safari 17);
    // without it a browser only loads the chunks one after another, so the polyfill is left out.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json maps each source module to its chunk (bench/bundle.ts reads it).
    manifest: true,
    rolldownOptions: {
      // A zod schema is built by calls (`z.object(…)`), which the bundler must keep unless told they have
      // no side effects: without this, every schema of a contract module a screen imports one name from
      // (and the messages it names) ships, used or not.
      // The same for the contract's schemas built on first use (`lazySchema`, common/contract/lazy.ts).
      treeshake: { manualPureFunctions: ['z', 'lazySchema'] },
      output: {
        // Few requests on a cold load: on a phone each request costs a round trip, and a browser
        // fetches only a handful at once over HTTP/1.1. So the first load is three scripts — the
        // entry with all the app code it imports (`$initial`), the libraries every screen needs
        // (`vendor`: split across the screens that share them, they would also cost more bytes, each
        // chunk compressing on its own) and Rolldown's runtime — and the small shared UI kit
        // (`src/ui`, bar the video player, the form fields, the statement and the dialogs that load when first shown, which only some screens load,
        // and the badges and panel the problem list needs, so that the list loads none of the rest) is one
        // chunk instead of one per component. The data code
        // of the other screens is kept out of the entry in two chunks (`DISCUSS_DATA`, `PAGE_DATA`):
        // 6 KB less for every screen but those, for one script more on the problem page and the
        // board and two on the profile (fetched side by side with the screen's chunk), and the
        // sync engine, when an outbox first needs it, loads both.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|dexie|dexie-react-hooks|zod|ky)[\\/]/, priority: 2 },
            // Not their imports too (Rolldown's default): those are the entry's.
            { name: 'discuss-data', test: DISCUSS_DATA, priority: 2, includeDependenciesRecursively: false },
            { name: 'page-data', test: PAGE_DATA, priority: 2, includeDependenciesRecursively: false },
            { name: 'submission-data', test: SUBMISSION_DATA, priority: 2, includeDependenciesRecursively: false },
            // The editor's search, loaded when the learner first focuses the editor (src/features/problem/editor-search.ts).
            { name: 'editor-search', test: /node_modules[\\/]@codemirror[\\/]search[\\/]/, priority: 2, includeDependenciesRecursively: false },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The shared UI most screens use, in one chunk; what only the problem page, the problem list or
            // the forms use stays with them, so the other screens (the profile above all) do not load it.
            { name: 'ui', test: /[\\/]src[\\/]ui[\\/](?!VideoPlayer|Field|TextField|usePaintedOnce|StarButton|RichText|MessageScreen|Statement|Modal\b|ConfirmModal|Panel|badges)/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => ({ ...config, resolve: { alias: aliasesFor(command) } }));
