import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The drizzle database type shared by the PGlite and PostgreSQL back-ends. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /** 'pglite' (embedded, files in a directory or in memory) or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: the whole data directory as an uncompressed tar archive, which `openDatabase`'s
   * `loadDataDir` starts from (PGlite's `dumpDataDir`).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations.
 *
 * - `databaseUrl` set (`postgres://…`): a `pg` pool on that server.
 * - otherwise PGlite in `pgliteDir` (created if missing), or in memory when `pgliteDir` is `memory://`;
 *   `loadDataDir` (a tar archive from {@link DbHandle.dumpDataDir}) starts a new data directory
 *   from that copy (migrations still run on it). On disk, this process first takes the exclusive
 *   lock of the directory holding `pgliteDir` (DATA_DIR/.lock, see data-dir-lock.ts), released by
 *   `close()`: PGlite's files are destroyed when two processes write them.
 *
 * @param opts.owner who opens it, named to a process refused while this one holds the lock (default `server`)
 * @throws DataDirLockedError when another live process holds the PGlite directory (nothing was opened);
 *   any error when the database cannot be opened or a migration fails.
 */
export async function openDatabase(opts: { databaseUrl?: string; pgliteDir: string; loadDataDir?: Blob; owner?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection the server ends (a restart, an administrator, a dropped database) is an error event:
    // without a listener it would end the process. It is reported on stderr; the pool replaces a failed
    // idle connection.
    const onError = (e: Error) => process.stderr.write(`database: a connection failed: ${e.message}\n`);
    const open = new Set<pg.PoolClient>();
    pool.on('error', onError);
    pool.on('connect', (client) => {
      open.add(client);
      client.on('error', onError);
      client.on('end', () => open.delete(client));
    });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // pool.end() resolves before its connections have closed: wait for them too.
      close: async () => {
        const closing = [...open].map((c) => new Promise<void>((resolve) => c.once('end', () => resolve())));
        await pool.end();
        await Promise.all(closing);
      },
    };
  }
  const onDisk = !opts.pgliteDir.startsWith('memory://');
  const lock = onDisk ? lockDataDir(path.dirname(path.resolve(opts.pgliteDir)), opts.owner ?? 'server') : null;
  let client: PGlite | undefined;
  try {
    if (onDisk) mkdirSync(opts.pgliteDir, { recursive: true });
    client = new PGlite(opts.pgliteDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => opened.dumpDataDir('none'),
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (e) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw e;
  }
}
