/**
 * What the Lighthouse benches share: the calibrated CPU slowdown and one audit run with the mobile
 * preset (Moto G Power viewport, simulated slow 4G, Lighthouse 12).
 */
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

/** The benchmarkIndex of the phone the runs emulate: `LH_TARGET_INDEX`, default 264 (Chrome DevTools' low-end phone). */
export const TARGET_INDEX = Math.max(1, Number(process.env.LH_TARGET_INDEX ?? 264));

/**
 * The CPU slowdown that makes a host of `hostIndex` behave like a device of `targetIndex`
 * (Lighthouse's benchmarkIndex, higher is faster: Lighthouse's docs/throttling.md), kept between 1 and 20.
 */
export function calibratedMultiplier(hostIndex: number, targetIndex: number): number {
  return Math.min(20, Math.max(1, hostIndex / targetIndex));
}

/** Lighthouse's result of one run (its `lhr`). */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Audits `url` once in the Chromium listening on `port`, mobile preset with `cpuSlowdownMultiplier`.
 * @param categories the categories scored (e.g. `['performance']`)
 * @param extraHeaders headers sent with every request of the page (a session cookie)
 * @throws when Lighthouse returns nothing or reports a runtime error
 */
export async function runLighthouse(
  port: number,
  url: string,
  cpuSlowdownMultiplier: number,
  categories: string[],
  extraHeaders: Record<string, string> = {},
): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', extraHeaders },
    { extends: 'lighthouse:default', settings: { onlyCategories: categories, throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}
