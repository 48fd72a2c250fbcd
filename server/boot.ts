import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { promoteToAdmin } from './db/repos/users.ts';
import { Judge } from './judge/judge.ts';
import { InlineJudging, type Judging } from './modules/submissions/judging.ts';
import { QueueJudging } from './judge-queue/client.ts';
import { syncBuiltInProblems } from './modules/packages/import.ts';

export interface Server {
  app: FastifyInstance;
  db: DbHandle;
  judge: Judge;
  /** How learners' runs and submissions are judged (this judge, or the judge workers with JUDGE_MODE=queue). */
  judging: Judging;
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
 * left pending — with JUDGE_MODE=queue, connect to the judge queue instead and make sure every
 * pending submission has a job there. Used by server/main.ts and by the tests.
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
    javaHarness: config.judge.javaHarness,
    cacheDir: config.judge.cacheDir,
    bwrapPath: config.judge.bwrapPath,
    judge0: config.judge.judge0,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  // The app's logger once it exists; before, the judge queue's errors go to stderr.
  let appLog: FastifyInstance['log'] | null = null;
  const log = {
    info: (m: string) => appLog?.info(m),
    warn: (m: string) => (appLog ? appLog.warn(m) : process.stderr.write(`${m}\n`)),
    error: (m: string) => (appLog ? appLog.error(m) : process.stderr.write(`${m}\n`)),
  };
  let judging: Judging;
  try {
    judging =
      config.judge.mode === 'queue'
        ? await QueueJudging.open(db.db, { databaseUrl: config.databaseUrl!, queueLimit: config.judge.queueLimit, perUserLimit: config.judge.perUserLimit, log })
        : new InlineJudging(db.db, judge);
  } catch (e) {
    await db.close();
    throw e;
  }
  const app = await buildApp({ config, db: db.db, judge, judging }, { logger: opts.logger });
  appLog = app.log;
  judge.setLogger(log);
  if (builtIns.imported.length) app.log.info(`imported ${builtIns.imported.length} built-in problem packages`);
  for (const slug of builtIns.keptEdited) app.log.warn(`built-in problem ${slug}: its package changed, but an admin edited the problem; the edit is kept`);
  if (config.adminEmail) {
    if (await promoteToAdmin(db.db, config.adminEmail)) app.log.info(`ADMIN_EMAIL: ${config.adminEmail} is an admin`);
  }
  // In queue mode this judge serves the admins' reference checks and package imports only.
  await judge.init();
  if (judging.mode === 'queue') {
    app.log.info('judge queue ready: runs and submissions go to the judge workers (JUDGE_MODE=queue)');
    if (judge.unavailable) app.log.warn(`JUDGE_MODE=queue: learners are judged by the workers; only admins' reference checks and package imports need this process's judge, which is unavailable (${judge.unavailable})`);
  }
  // In the background: listening never waits for re-judging.
  void judging.recoverPending(app.log).catch((e) => app.log.error(`re-judging pending submissions failed: ${(e as Error).message}`));
  return {
    app,
    db,
    judge,
    judging,
    async close(opts = {}) {
      if (opts.shutdownTimeoutMs === undefined) {
        await app.close();
        // The judge's long-lived helpers (the warm Java compilers, the launcher) end with it.
        await judge.shutdown(0);
        if (judging.mode === 'queue') await judging.shutdown(0);
        await db.close();
        return;
      }
      const closing = app.close();
      const [unfinished] = await Promise.all([judge.shutdown(opts.shutdownTimeoutMs), judging.mode === 'queue' ? judging.shutdown(opts.shutdownTimeoutMs) : 0]);
      if (unfinished) app.log.warn(`shutdown: ${unfinished} judge job(s) did not finish in time; their submissions stay pending and are re-judged at the next start`);
      // Requests still open (a submission waiting for its verdict) are not waited for past the timeout.
      await Promise.race([closing, new Promise((r) => setTimeout(r, unfinished ? 0 : 1000).unref())]);
      await db.close();
    },
  };
}
