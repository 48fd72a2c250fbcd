// ESLint 9 flat config: typescript-eslint for all TypeScript, react-hooks for the PWA.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.data-test*/**', 'test-results/**', 'drizzle/**', 'server/db/migrations/**', 'tmp-*/**'] },
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
    files: ['server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Tier boundaries: the PWA and the server share only common/; common/ imports neither.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/ must not import server/: share code through common/.' }] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'server/ must not import src/: share code through common/.' }] }] },
  },
  {
    files: ['server/judge/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'server/ must not import src/: share code through common/.' },
            { group: ['**/db/**', '**/modules/**', '**/routes/**'], message: 'The judge knows no database or HTTP: its callers (server/modules/) do.' },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'common/ imports neither src/ nor server/.' }, { group: ['node:*'], message: 'common/ runs in the browser too: no Node APIs.' }] },
      ],
    },
  },
);
