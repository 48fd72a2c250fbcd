/**
 * `tsx tests/support/drop-seed-templates.ts <admin database URL>`: drops the seed template databases
 * (database-seed.ts) on that PostgreSQL server. `npm test` runs it once both of its vitest processes,
 * which share the template, have ended.
 */
import { dropSeedTemplates } from './database-seed.ts';

const adminUrl = process.argv[2];
if (!adminUrl) {
  console.error('usage: tsx tests/support/drop-seed-templates.ts <admin database URL>');
  process.exit(2);
}
await dropSeedTemplates(adminUrl);
