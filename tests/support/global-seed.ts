/**
 * Vitest global setup of the server and e2e projects: makes the database seed of the test servers
 * once, before any test file runs (database-seed.ts): the PGlite archive, or with TEST_DATABASE_URL
 * the PostgreSQL template database, which the teardown drops again (unless TEST_SEED_TEARDOWN=off:
 * `npm test` drops it once every process has ended, `tests/support/drop-seed-templates.ts`).
 */
import { dropSeedTemplates, pgliteSeed, postgresSeedTemplate } from './database-seed.ts';
import { JUDGE_CACHE_DIR } from './test-server.ts';

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    await pgliteSeed(JUDGE_CACHE_DIR);
    return;
  }
  await postgresSeedTemplate(adminUrl);
  // `npm test` runs the server files in two processes that share the template; it drops it at the end.
  if (process.env.TEST_SEED_TEARDOWN === 'off') return;
  return () => dropSeedTemplates(adminUrl);
}
