/**
 * Vitest global setup of the server and e2e projects: makes the database seed of the test servers
 * once, before any test file runs (database-seed.ts): the PGlite archive, or with TEST_DATABASE_URL
 * the PostgreSQL template database, which the teardown drops again.
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
  return () => dropSeedTemplates(adminUrl);
}
