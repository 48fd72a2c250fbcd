import type { Config } from '../config.ts';
import { Judge } from '../judge/judge.ts';

/**
 * The judge of a command-line script (`import-problem`, `problems:verify`): the server's judge settings,
 * warnings and errors on stderr, info dropped. Initialised; check `unavailable` before using it.
 */
export async function startCliJudge(config: Config): Promise<Judge> {
  const judge = new Judge({ ...config.judge, log: { info: () => undefined, warn: (m) => console.warn(m), error: (m) => console.error(m) } });
  await judge.init();
  return judge;
}

/** The host settings an import uses (JUDGE_TIME_FACTOR, the per-job memory cap in KB). */
export function cliHostLimits(config: Config): { timeFactor: number; memoryMaxKb: number } {
  return { timeFactor: config.judge.timeFactor, memoryMaxKb: config.judge.memoryMaxKb };
}
