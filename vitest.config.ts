import { defineConfig } from 'vitest/config';

/**
 * Three test projects:
 * - unit:   pure functions and client modules (node / fake-indexeddb), fast.
 * - server: Fastify through `app.inject` on a fresh PGlite (or TEST_DATABASE_URL), plus the real judge sandbox.
 * - e2e:    the built PWA served by the real server, driven in Debian Chromium with playwright-core.
 */
export default defineConfig({
  test: {
    // Two workers (Vitest's default is one fewer than the cores: one here), so the unit files run two at
    // a time. One vitest process runs its projects one after another; `npm test` runs two side by side, the
    // server files and the unit + e2e files (scripts/test.mjs). Each test server has its own port,
    // database, sandbox uids and cgroups, so they do not meet.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The sync engine's and lint-boundary suites do real work (thousands of IndexedDB writes, an
          // ESLint run): a loaded 2-core machine needs more than vitest's default 5 s for them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // The judge already uses every core; running test files side by side only adds contention.
          fileParallelism: false,
          // One process imports the server once for every file (each file still boots its own app on a
          // fresh database): a fresh process per file cost seconds of start-up and import each.
          isolate: false,
          globalSetup: ['tests/support/global-seed.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          pool: 'forks',
          fileParallelism: false,
          // One process for every e2e file, as for the server files (each file still starts its own server
          // and browser context); after the unit files, which run two at a time.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/support/global-seed.ts'],
          // `npm test` with TEST_DATABASE_URL runs the e2e files' servers on that PostgreSQL too (E2E_DATABASE_URL),
          // the unit files beside them on PGlite.
          env: process.env.E2E_DATABASE_URL ? { TEST_DATABASE_URL: process.env.E2E_DATABASE_URL } : {},
        },
      },
    ],
  },
});
