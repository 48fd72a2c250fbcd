import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer per table: every `insert(<table>)`, `update(<table>)`, `delete(<table>)` (drizzle) and
 * every raw `INSERT INTO` / `UPDATE` / `DELETE FROM` of a table in server/**\/*.ts is in that table's
 * repository.
 */

const SERVER = path.resolve('server');

/** The tables of server/db/schema.ts: drizzle's name (`paymentOrders`) → the SQL name (`payment_orders`). */
function schemaTables(): Map<string, string> {
  const schema = readFileSync(path.join(SERVER, 'db', 'schema.ts'), 'utf8');
  return new Map([...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => [m[1]!, m[2]!]));
}

function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return serverFiles(full);
    return d.name.endsWith('.ts') ? [full] : [];
  });
}

/** The SQL names of the tables `source` writes. */
function tablesWrittenBy(source: string, tables: Map<string, string>): Set<string> {
  const written = new Set<string>();
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tables.get(m[1]!);
    if (table) written.add(table);
  }
  const sqlNames = new Set(tables.values());
  for (const m of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi)) {
    const table = m[1] ? tables.get(m[1]) : sqlNames.has(m[2]!.toLowerCase()) ? m[2]!.toLowerCase() : undefined;
    if (table) written.add(table);
  }
  return written;
}

/** The one file allowed to write each table. */
const WRITER: Record<string, string> = {
  users: 'server/db/repos/users.ts',
  sessions: 'server/db/repos/sessions.ts',
  login_throttle: 'server/db/repos/login-throttle.ts',
  problems: 'server/db/repos/problems.ts',
  problem_statement_files: 'server/db/repos/problems.ts',
  submissions: 'server/db/repos/submissions.ts',
  stars: 'server/db/repos/stars.ts',
  notes: 'server/db/repos/notes.ts',
  drafts: 'server/db/repos/drafts.ts',
  discussions: 'server/db/repos/discussions.ts',
  discussion_comments: 'server/db/repos/discussions.ts',
  discussion_votes: 'server/db/repos/discussions.ts',
  discussion_views: 'server/db/repos/discussions.ts',
  idempotency_keys: 'server/db/repos/idempotency-keys.ts',
  payment_orders: 'server/db/repos/payment-orders.ts',
  rate_limit_events: 'server/db/repos/rate-limit-events.ts',
  server_secrets: 'server/db/repos/server-secrets.ts',
  photo_signatures: 'server/db/repos/photo-signatures.ts',
};

describe('one writer per table', () => {
  const tables = schemaTables();

  it('finds drizzle and raw SQL writes (the scanner itself)', () => {
    const t = new Map([['paymentOrders', 'payment_orders'], ['users', 'users']]);
    expect(tablesWrittenBy('await tx.update(paymentOrders).set({})', t)).toEqual(new Set(['payment_orders']));
    expect(tablesWrittenBy('db.delete(users).where(x)', t)).toEqual(new Set(['users']));
    expect(tablesWrittenBy('`UPDATE users s SET x = 1`', t)).toEqual(new Set(['users']));
    expect(tablesWrittenBy('sql`insert into ${paymentOrders} values`', t)).toEqual(new Set(['payment_orders']));
    expect(tablesWrittenBy('`DELETE FROM "payment_orders" WHERE`', t)).toEqual(new Set(['payment_orders']));
    expect(tablesWrittenBy("hash.update('x'); seen.delete(key); sql`insert into pj_import_data`", t)).toEqual(new Set());
  });

  it('every table written is written in exactly one file, its repository', () => {
    const writers = new Map<string, string[]>();
    for (const file of serverFiles()) {
      const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
      for (const table of tablesWrittenBy(readFileSync(file, 'utf8'), tables)) writers.set(table, [...(writers.get(table) ?? []), rel]);
    }
    for (const [table, files] of writers) expect(files, table).toEqual([WRITER[table]]);
    // Every table but `meta` (written by migrations only) has its writer.
    expect([...writers.keys()].sort()).toEqual(Object.keys(WRITER).sort());
  });
});
