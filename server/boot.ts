import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { users } from './db/schema.ts';
import { Judge } from './judge/judge.ts';
import { recoverPendingSubmissions } from './modules/submissions/service.ts';
import { syncBuiltInProblems } from './modules/packages/import.ts';

export interface Server {
  app: FastifyInstance;
  db: DbHandle;
  judge: Judge;
  /**
   * Stops listening and closes the database. With `shutdownTimeoutMs`, first lets running judge
   * jobs finish for at most that long (waiting ones are refused; their submissions stay pending
   * and are re-judged at the next start), and stops waiting for open requests after it.
   */
  close(opts?: { shutdownTimeoutMs?: number }): Promise<void>;
}

/**
 * Everything `npm start` does before listening: open the database and apply
 * migrations, import the built-in problem packages that changed (problems/), promote ADMIN_EMAIL,
 * prepare the judge, build the app, and re-judge submissions a previous run
 * left pending. Used by server/main.ts and by the tests.
 * @param opts.database an already opened (and migrated) database to use instead of the configured one;
 *   the server owns it from then on and closes it.
 */
export async function bootServer(config: Config, opts: { logger?: boolean | object; database?: DbHandle } = {}): Promise<Server> {
  const db = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  const builtIns = await syncBuiltInProblems(db.db);
  const judge = new Judge({
    concurrency: config.judge.concurrency,
    queueLimit: config.judge.queueLimit,
    perUserLimit: config.judge.perUserLimit,
    sandbox: config.judge.sandbox,
    cacheDir: config.judge.cacheDir,
    bwrapPath: config.judge.bwrapPath,
    judge0: config.judge.judge0,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const app = await buildApp({ config, db: db.db, judge }, { logger: opts.logger });
  judge.setLogger({ info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) });
  if (builtIns.imported.length) app.log.info(`imported ${builtIns.imported.length} built-in problem packages`);
  for (const slug of builtIns.keptEdited) app.log.warn(`built-in problem ${slug}: its package changed, but an admin edited the problem; the edit is kept`);
  if (config.adminEmail) {
    const promoted = await db.db.update(users).set({ role: 'admin' }).where(eq(users.emailId, config.adminEmail)).returning({ id: users.id });
    if (promoted.length) app.log.info(`ADMIN_EMAIL: ${config.adminEmail} is an admin`);
  }
  await judge.init();
  // In the background: listening never waits for re-judging.
  if (!judge.unavailable) void recoverPendingSubmissions(db.db, judge, app.log).catch((e) => app.log.error(`re-judging pending submissions failed: ${(e as Error).message}`));
  return {
    app,
    db,
    judge,
    async close(opts = {}) {
      if (opts.shutdownTimeoutMs === undefined) {
        await app.close();
        await db.close();
        return;
      }
      const closing = app.close();
      const unfinished = await judge.shutdown(opts.shutdownTimeoutMs);
      if (unfinished) app.log.warn(`shutdown: ${unfinished} judge job(s) did not finish in time; their submissions stay pending and are re-judged at the next start`);
      // Requests still open (a submission waiting for its verdict) are not waited for past the timeout.
      await Promise.race([closing, new Promise((r) => setTimeout(r, unfinished ? 0 : 1000).unref())]);
      await db.close();
    },
  };
}
