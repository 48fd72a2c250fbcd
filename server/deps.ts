import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Judge } from './judge/judge.ts';

/** What every route plugin and service gets: configuration, the database and the judge. */
export interface AppDeps {
  config: Config;
  db: Db;
  judge: Judge;
}
