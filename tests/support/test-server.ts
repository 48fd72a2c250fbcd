import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { bootServer, type Server } from '../../server/boot.ts';
import { openDatabase } from '../../server/db/client.ts';
import { pgliteSeed, throwAwayDatabase } from './database-seed.ts';

/**
 * Test servers on real parts: PGlite in memory (default) or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a throw-away database
 * created on it and dropped on close — either one starting from a seed that
 * already holds the built-in problems (database-seed.ts); the real judge with
 * the bwrap sandbox (its compiled helper and C++ PCH cached in the OS temp dir
 * across runs).
 */
export const JUDGE_CACHE_DIR = path.join(os.tmpdir(), 'pocket-judge-test-cache');

export interface TestApp {
  app: FastifyInstance;
  server: Server;
  config: Config;
  close(): Promise<void>;
}

/** Boots the app (not listening) for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const settings = (databaseUrl?: string) =>
    loadConfig({
      DATA_DIR: path.join(os.tmpdir(), `pj-test-${randomBytes(4).toString('hex')}`),
      JUDGE_CACHE_DIR,
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.resolve('dist'),
      // Tests register many learners from one loopback address and post freely; the tests of these
      // limits pass their own values (or the defaults) in `env`.
      SIGNUP_MAX_PER_ADDRESS: '100000',
      DISCUSS_POSTS_PER_HOUR: '100000',
      JUDGE_RUNS_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
  settings(); // a refused setting throws before any database is made
  const database = adminUrl ? await throwAwayDatabase(adminUrl) : null;
  const config = settings(database?.url);
  if (!database) config.pgliteDir = 'memory://';
  const opened = database ? undefined : await openDatabase({ pgliteDir: 'memory://', loadDataDir: await pgliteSeed(JUDGE_CACHE_DIR) });
  const server = await bootServer(config, { logger: false, database: opened });
  return {
    app: server.app,
    server,
    config,
    async close() {
      await server.close();
      await database?.drop();
    },
  };
}

/**
 * One test app for the calling file or `describe` block: booted in its `beforeAll` with `env`,
 * closed in its `afterAll`.
 * @returns the app's parts, readable once `beforeAll` has booted it (reading them earlier throws)
 */
export function testAppForSuite(env: Record<string, string> = {}): TestApp {
  let booted: TestApp | undefined;
  const current = (): TestApp => {
    if (!booted) throw new Error("the suite's test app is not booted: its beforeAll has not run");
    return booted;
  };
  beforeAll(async () => {
    booted = await createTestApp(env);
  });
  afterAll(async () => {
    await booted?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get server() {
      return current().server;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * {@link testAppForSuite} for suites that judge in the real sandbox: its `beforeAll` also fails
 * when the judge is unavailable (no bubblewrap, no cgroups), naming why.
 */
export function judgeTestAppForSuite(env: Record<string, string> = {}): TestApp {
  const t = testAppForSuite(env);
  beforeAll(() => {
    expect(t.server.judge.unavailable).toBeNull();
  });
  return t;
}

/**
 * Starts a listening server on 127.0.0.1 (random port) serving /api and, with
 * `serveStatic` (default true), the built PWA from dist/ — for e2e tests. `env` adds settings
 * (as environment variables name them) to the test defaults.
 */
export async function startTestServer(
  opts: { serveStatic?: boolean; env?: Record<string, string> } = {},
): Promise<{ url: string; testApp: TestApp; close(): Promise<void>; makeAdmin(emailID: string): Promise<void> }> {
  const t = await createTestApp({ ...(opts.serveStatic === false ? { STATIC_DIR: path.join(os.tmpdir(), 'pj-no-static') } : {}), ...opts.env });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    testApp: t,
    close: () => t.close(),
    /** Makes an existing account admin, as `ADMIN_EMAIL` does at boot or `npm run create-admin`. */
    async makeAdmin(emailID: string) {
      await t.server.db.db.update(users).set({ role: 'admin' }).where(eq(users.emailId, emailID.toLowerCase()));
    },
  };
}
