import { loadConfig } from './config.ts';
import { startJudgeWorker } from './judge-queue/worker.ts';

/**
 * Entry point of `npm run judge-worker`: a judge worker on the PostgreSQL judge queue (DATABASE_URL,
 * the API servers' database; JUDGE_CONCURRENCY job slots, default CPU cores; the judge settings as for
 * the API: JUDGE_SANDBOX, JUDGE_BWRAP, JUDGE_CACHE_DIR, JUDGE0_URL). On SIGINT/SIGTERM it stops taking
 * jobs, lets the running ones finish (SHUTDOWN_TIMEOUT_SECONDS at most), hands back the others and exits 0.
 */
const config = loadConfig();
const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
const at = (level: string) => levels.indexOf(level) >= levels.indexOf(config.logLevel);
const line = (level: string, msg: string) => {
  if (at(level)) process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg })}\n`);
};
const log = { info: (m: string) => line('info', m), warn: (m: string) => line('warn', m), error: (m: string) => line('error', m) };

let worker;
try {
  worker = await startJudgeWorker(config, log);
} catch (e) {
  log.error(`judge worker cannot start: ${(e as Error).message}`);
  process.exit(1);
}

let closing = false;
const stop = (reason: string, code: number) => {
  if (closing) return;
  closing = true;
  log.info(`${reason}: stopping (running jobs get up to ${config.shutdownTimeoutMs / 1000} s)`);
  worker.stop(config.shutdownTimeoutMs).then(
    () => process.exit(code),
    (e: Error) => {
      log.error(`stopping failed: ${e.message}`);
      process.exit(1);
    },
  );
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));
void worker.lost.then((e) => stop(`lost the database (${e.message})`, 1));
