/**
 * Drops the PostgreSQL seed templates of the test runs (`database-seed.ts`) on the server of
 * TEST_DATABASE_URL: `npm test` runs it once all its vitest processes have ended. Does nothing
 * without TEST_DATABASE_URL.
 */
import { dropSeedTemplates } from './database-seed.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) await dropSeedTemplates(adminUrl);
