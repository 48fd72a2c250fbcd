/**
 * Databases for test servers that already hold the built-in problems, so a test server starts in
 * about a second instead of importing the 15 packages (≈ 80 MB of test data) once more:
 *
 * - PGlite: the data directory after the migrations and the import, as a tar archive cached in
 *   `<tmp>/pocket-judge-test-cache/pglite-seed-<key>.tar` (written aside and renamed into place;
 *   older seeds are removed);
 * - PostgreSQL: a template database `pj_seed_<key>` that each throw-away test database is created
 *   from (`CREATE DATABASE … TEMPLATE …`); {@link dropSeedTemplates} removes the templates.
 *
 * The key hashes the migrations and every built-in package, so a change to either makes a new
 * seed. The server's boot still runs its migrations and its package sync on the copy; on a current
 * seed both find nothing to do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { generateAll } from '../../server/modules/packages/generate.ts';
import { BUILT_IN_PACKAGES_DIR, packageDirs, syncBuiltInProblems } from '../../server/modules/packages/import.ts';
import { packageHash } from '../../server/modules/packages/hash.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
const SEED_PREFIX = 'pj_seed_';

let keyMemo: Promise<string> | null = null;

/** 16 hex digits over the migration files and the built-in packages (their generated data built first). */
function seedKey(): Promise<string> {
  keyMemo ??= (async () => {
    await generateAll(BUILT_IN_PACKAGES_DIR);
    // packageHash hashes any directory's files (paths and bytes): the migrations' too.
    const h = createHash('sha256').update(packageHash(MIGRATIONS_DIR));
    for (const d of packageDirs(BUILT_IN_PACKAGES_DIR)) h.update(path.basename(d)).update(packageHash(d));
    return h.digest('hex').slice(0, 16);
  })();
  return keyMemo;
}

/**
 * The PGlite seed: a tar archive of a migrated data directory holding the built-in problems.
 * Made (≈ 10 s) the first time for the current key, then read from `cacheDir`.
 * @param cacheDir where seeds are kept (the tests' judge cache directory).
 */
export async function pgliteSeed(cacheDir: string): Promise<Blob> {
  const key = await seedKey();
  const file = path.join(cacheDir, `pglite-seed-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await syncBuiltInProblems(handle.db);
    const tar = await handle.dumpDataDir!();
    // 0755 as the judge wants it: the same directory holds the judge's cache, which sandboxed jobs read (the C++ PCH).
    mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
    // Older seeds go; a seed another test process is writing right now (`….tar.<random>`, renamed when complete) stays.
    for (const old of readdirSync(cacheDir)) if (/^pglite-seed-[0-9a-f]+\.tar$/.test(old) && old !== path.basename(file)) rmSync(path.join(cacheDir, old), { force: true });
    const aside = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, Buffer.from(await tar.arrayBuffer()));
    renameSync(aside, file);
    return tar;
  } finally {
    await handle.close();
  }
}

/**
 * Makes `dataDir` what a server's first boot on PGlite leaves there: `<dataDir>/pglite` migrated and
 * holding the built-in problems, copied from the seed ({@link pgliteSeed}) instead of imported
 * (≈ 3 s instead of a first boot's ≈ 20 s on the 2-core test machine). For the tests of server
 * processes that are about something else than a first boot (locks, signals, request bodies).
 * @param dataDir an empty directory, the server's DATA_DIR
 * @param cacheDir where seeds are kept (the tests' judge cache directory)
 */
export async function seedDataDir(dataDir: string, cacheDir: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteSeed(cacheDir) });
  await handle.close();
}

/** Runs `fn` with a client connected to the server's maintenance database `adminUrl`. */
async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** `adminUrl` with another database name. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL seed: the name of a template database holding the migrated schema and the built-in
 * problems, made on the server of `adminUrl` the first time for the current key.
 */
export async function postgresSeedTemplate(adminUrl: string): Promise<string> {
  const name = `${SEED_PREFIX}${await seedKey()}`;
  const exists = await withAdmin(adminUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${building}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), pgliteDir: 'memory://' });
  try {
    await syncBuiltInProblems(handle.db);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, async (c) => {
    try {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another test process made the same seed meanwhile: keep that one.
      await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
  return name;
}

/**
 * A throw-away database on the server of `adminUrl`, copied from the seed template.
 * @returns its URL and a function that drops it.
 */
export async function throwAwayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresSeedTemplate(adminUrl);
  const name = `pj_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Drops every seed template (and half-built seed) on the server of `adminUrl`. */
export async function dropSeedTemplates(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${SEED_PREFIX}%'`);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  });
}
