import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import type { Judging } from '../submissions/judging.ts';

/**
 * The server's Prometheus metrics (prom-client), one registry per app:
 * - `pj_http_request_duration_seconds` histogram {method, route, status_code}: `route` is the
 *   route pattern (`/api/submit/:id`), never the raw URL, so its cardinality stays bounded;
 * - `pj_judge_queue_wait_seconds` histogram: time from a job's enqueue to its start;
 * - `pj_judge_verdicts_total` counter {language, status}: one per judged request (Judge0 status description);
 * - `pj_judge_queue_pending` / `pj_judge_queue_running` gauges (jobs; in queue mode the shared queue's);
 * - Node's default process metrics (`pj_process_…`, `pj_nodejs_…`), among them the event loop's
 *   delay from `perf_hooks.monitorEventLoopDelay` sampled every 10 ms:
 *   `pj_nodejs_eventloop_lag_{min,mean,p50,p90,p99,max}_seconds` over the time since the previous
 *   scrape (the histogram is reset at each one), the figure that shows one request stalling everyone's.
 */
/** Sampling interval of the event loop's delay, ms. */
const EVENT_LOOP_RESOLUTION_MS = 10;

export interface ServerMetrics {
  registry: Registry;
  /** Records one answered HTTP request; `seconds` from its arrival to its answer. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/** Creates the registry and subscribes to the judging's events. */
export function createMetrics(judging: Judging): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pj_', eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  const http = new Histogram({
    name: 'pj_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const wait = new Histogram({
    name: 'pj_judge_queue_wait_seconds',
    help: 'Time a judge job waited in the queue before a slot started it',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const verdicts = new Counter({
    name: 'pj_judge_verdicts_total',
    help: 'Judged requests by language and verdict',
    labelNames: ['language', 'status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'pj_judge_queue_pending',
    help: 'Judge jobs waiting for a slot',
    registers: [registry],
    async collect() {
      const state = await judging.state().catch(() => null);
      this.set(state?.available ? state.pending : 0);
    },
  });
  new Gauge({
    name: 'pj_judge_queue_running',
    help: 'Judge jobs running now',
    registers: [registry],
    async collect() {
      const state = await judging.state().catch(() => null);
      this.set(state?.available ? state.running : 0);
    },
  });
  judging.setObserver({
    jobStarted: (waitS) => wait.observe(waitS),
    verdict: (language, statusId) => verdicts.inc({ language, status: STATUS_DESCRIPTION[statusId] ?? String(statusId) }),
  });
  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => http.observe({ method, route, status_code: String(statusCode) }, seconds),
  };
}
