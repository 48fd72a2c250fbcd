/**
 * Vitest global setup of the server and e2e projects: makes the database seed of the test servers
 * once, before any test file runs (database-seed.ts): the PGlite archive, or with TEST_DATABASE_URL
 * the PostgreSQL template database, which the teardown drops again (unless KEEP_SEED_TEMPLATES=1: the
 * caller drops it). E2E_DATABASE_URL stands for TEST_DATABASE_URL in a process whose e2e files alone use it.
 */
import { dropSeedTemplates, pgliteSeed, postgresSeedTemplate } from './database-seed.ts';
import { JUDGE_CACHE_DIR } from './test-server.ts';

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.E2E_DATABASE_URL;
  if (!adminUrl) {
    await pgliteSeed(JUDGE_CACHE_DIR);
    return;
  }
  await postgresSeedTemplate(adminUrl);
  // `npm test` runs two vitest processes on one template and drops it once both have ended.
  if (process.env.KEEP_SEED_TEMPLATES === '1') return;
  return () => dropSeedTemplates(adminUrl);
}
