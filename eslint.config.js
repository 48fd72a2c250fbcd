// ESLint 9 flat config: typescript-eslint for all TypeScript, react-hooks for the PWA.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The PWA's feature folders (src/features/<feature>/): each may import only itself and shared code. */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The server's module folders (server/modules/<module>/): none imports another's service.ts or routes.ts. */
const MODULES = readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.data-test*/**', 'test-results/**', 'drizzle/**', 'server/db/migrations/**', 'tmp-*/**',
    // Problem-package programs (submissions, output validators) are judged programs, not project code; the judge compiles them.
    'problems/*/submissions/**', 'problems/*/output_validators/**', 'problems/_drivers/**', 'tests/fixtures/packages/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sw/**'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'problems/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Boundaries (docs/ARCHITECTURE.md, "Layers and boundaries"), checked on every import:
  // the PWA and the server share only common/; inside the PWA, a feature imports no other
  // feature, shared code (ui, session, data, workers, api) imports no feature, and the shell
  // reaches features only through its route table (src/app/routes.tsx).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server', message: 'src/ must not import server/: share code through common/.' },
            { target: './server', from: './src', message: 'server/ must not import src/: share code through common/.' },
            { target: './common', from: ['./src', './server'], message: 'common/ imports neither src/ nor server/.' },
            { target: './server/judge', from: ['./server/db', './server/modules', './server/judge-queue'], message: 'The judge knows no database, queue or HTTP: its callers (server/modules/, server/judge-queue/) do.' },
            { target: './server/modules', from: './server/judge-queue', message: 'Modules judge through the Judging interface (modules/submissions/judging.ts); boot.ts wires the judge queue in.' },
            ...['ui', 'session', 'data', 'workers', 'api'].map((dir) => ({
              target: `./src/${dir}`,
              from: ['./src/features', './src/app'],
              message: `src/${dir}/ is shared code: it imports no feature and not the shell.`,
            })),
            { target: './src/features', from: './src/app', message: 'Features do not import the shell: shared code lives in src/ui/, src/session/ and src/data/.' },
            { target: './src/features', from: './src/data', except: ['./index.ts'], message: 'Screens reach the data layer through src/data/index.ts only.' },
            // The shared client layers, bottom to top: api → data → session → ui; each imports only those below it.
            { target: './src/api', from: ['./src/data', './src/session', './src/ui', './src/workers'], message: 'src/api/ is the bottom layer: one function per API call, nothing above it.' },
            { target: './src/data', from: ['./src/session', './src/ui'], message: 'src/data/ sits below the session and the UI: it imports only src/api/ and common/.' },
            { target: './src/session', from: './src/ui', message: 'src/session/ sits below src/ui/: UI that needs the session lives in src/ui/.' },
            { target: './src/workers', from: ['./src/api', './src/data', './src/session', './src/ui'], message: 'The runners in src/workers/ stand alone: they import only common/.' },
            { target: './server/judge', from: './server/http', message: 'The judge knows no HTTP: its callers map its errors to responses.' },
            { target: './server/http', from: './server/modules', message: 'server/http/ is cross-cutting: what it needs from a module (the session lookup) is handed to it by app.ts.' },
            ...MODULES.map((module) => ({
              target: `./server/modules/${module}`,
              from: MODULES.filter((other) => other !== module).flatMap((other) => [`./server/modules/${other}/service.ts`, `./server/modules/${other}/routes.ts`]),
              message:
                "A module imports no other module's service.ts or routes.ts: another table's rows come from its repository (server/db/repos/), shared checks from server/modules/*.ts (errors.ts, problem-exists.ts), and a module's other files (pure rules, storage, types) may be imported.",
            })),
            {
              target: ['./server/modules/*/service.ts', './server/modules/*.ts', './server/db'],
              from: './server/http',
              message: 'Services and repositories know no HTTP: they throw the domain errors of server/modules/errors.ts, which app.ts maps to statuses.',
            },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what both need to src/ui/, src/session/ or src/data/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/routes.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'The shell reaches features only through src/app/routes.tsx.' }] }],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/\\/features\\//]', message: 'The shell reaches features only through src/app/routes.tsx (lazy imports included).' }],
    },
  },
  {
    files: ['server/judge/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify/*', '@fastify/*', 'pg', 'pg/*', 'pg-boss', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*'], message: 'The judge knows no database or HTTP: no Fastify, pg or drizzle in server/judge/.' }] }],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*'], message: 'common/ runs in the browser too: no Node APIs.' },
        // Packages common/ may use (both tiers load them): an allow-list, written as "everything but".
        { regex: '^(?!zod(/|$)|\\.\\.?/|node:)', message: 'common/ may import only zod among packages: it is loaded by the PWA and the server alike.' },
      ] }],
    },
  },
  // Size: a file holds one responsibility and a function one step (docs/ARCHITECTURE.md, "Naming").
  // A test file's describe/it callbacks are scenarios, not functions to split; its helpers are not exempt.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
);
