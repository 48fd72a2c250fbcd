import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../server/db/ids.ts';
import { bootServer, type Server } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Operations: GET /api/health (database probe, judge state, 503 naming the failing part),
 * GET /metrics (Prometheus text, METRICS_TOKEN) after a run and a submission, and the log:
 * requests at debug, error answers at info (4xx) / error (5xx).
 */
const METRICS_TOKEN = 'metrics-token-0123456789';
const lines: { level: number; msg: string; statusCode?: number; route?: string }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});

let server: Server;
beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), `pj-ops-${randomBytes(4).toString('hex')}`), JUDGE_CACHE_DIR, METRICS_TOKEN, STATIC_DIR: path.join(os.tmpdir(), 'pj-no-static') });
  config.pgliteDir = 'memory://';
  server = await bootServer(config, { logger: { level: 'debug', stream } });
});
afterAll(async () => {
  await server?.close().catch(() => undefined);
});

const twoSumId = stableId('two-sum');
const jsRef = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;

describe('operations', () => {
  it('reports health: database and judge with its queue depth', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: { ok: true }, judge: { available: true, backend: 'sandbox', pending: 0, running: 0 } });
  });

  it('exposes Prometheus metrics behind METRICS_TOKEN after a run and a submission', async () => {
    const api = new ApiClient(server.app);
    await api.signUp();
    expect((await api.post(`/api/submit/runCode/${twoSumId}`, { code: jsRef, language: 'javascript' })).statusCode).toBe(200);
    expect((await api.post(`/api/submit/${twoSumId}`, { code: jsRef, language: 'javascript' })).json().status).toBe('accepted');
    expect((await api.post(`/api/submit/${twoSumId}`, { code: 'function twoSum(nums, target) { return [0, 0]; }', language: 'javascript' })).json().status).not.toBe('accepted');
    await server.app.inject({ method: 'GET', url: '/api/no/such/route/42' });

    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const res = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/pj_http_request_duration_seconds_count\{method="POST",route="\/api\/submit\/:id",status_code="200"\} 2/);
    expect(text).toMatch(/pj_http_request_duration_seconds_count\{method="POST",route="\/api\/submit\/runCode\/:id",status_code="200"\} 1/);
    // Raw URLs never become labels.
    expect(text).not.toContain(twoSumId);
    expect(text).not.toContain('/api/no/such/route');
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).toMatch(/pj_judge_queue_wait_seconds_count 3/);
    expect(text).toMatch(/pj_judge_verdicts_total\{language="javascript",status="Accepted"\} 2/);
    expect(text).toMatch(/pj_judge_verdicts_total\{language="javascript",status="Wrong Answer"\} 1/);
    expect(text).toMatch(/pj_judge_queue_pending 0/);
    expect(text).toMatch(/pj_judge_queue_running 0/);
  }, 120_000);

  it('logs requests at debug and error answers at info (4xx) or error (5xx)', () => {
    const debug = lines.find((l) => l.msg === 'request' && l.route === '/api/submit/:id');
    expect(debug?.level).toBe(20);
    const refused = lines.filter((l) => l.msg === 'request refused');
    expect(refused.some((l) => l.statusCode === 404 && l.level === 30)).toBe(true);
    expect(refused.some((l) => l.statusCode === 401 && l.level === 30)).toBe(true);
    // Fastify's own per-request lines are off.
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('answers 503 naming the database when it is unreachable, and logs the 503 at error', async () => {
    await server.db.close();
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, database: { ok: false }, judge: { available: true } });
    expect(res.json().database.reason).toMatch(/database unreachable/);
    expect(lines.some((l) => l.msg === 'request failed' && l.statusCode === 503 && l.level === 50)).toBe(true);
  });
});
