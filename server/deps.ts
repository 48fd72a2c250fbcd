import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Judge } from './judge/judge.ts';
import type { Judging } from './modules/submissions/judging.ts';

/**
 * What every route plugin and service gets: configuration, the database, the judge of this process
 * (admin reference checks, package imports) and how learners' runs and submissions are judged
 * (`judging`: this judge, or the judge workers with JUDGE_MODE=queue).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  judge: Judge;
  judging: Judging;
}
