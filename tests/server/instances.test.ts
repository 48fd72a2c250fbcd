import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_QUESTIONS_PER_MINUTE } from '../../server/modules/ai/routes.ts';
import { stableId } from '../../server/db/ids.ts';
import { throwAwayDatabase } from '../support/database-seed.ts';
import { multipart } from '../support/multipart.ts';
import { CookieSession, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Two API instances — two `server/main.ts` processes on different ports over one PostgreSQL
 * database and one DATA_DIR — serve the same learners: one browser's requests alternate between
 * them and everything holds: the XSRF cookie and the session of either instance work on the other,
 * an Idempotency-Key replays on the other instance instead of applying twice, rate limits count
 * across both, an upload signed by one is accepted by the other, a test-mode payment ordered on one
 * is verified on the other, and signing out on one ends the session on both.
 *
 * Needs PostgreSQL: TEST_DATABASE_URL, else the local server on 127.0.0.1:5432.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-instances-'));
let database: Awaited<ReturnType<typeof throwAwayDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await throwAwayDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR };
  // One after the other: each runs the migrations and the package sync at boot.
  a = await startServerProcess(env);
  b = await startServerProcess(env);
}, 240_000);

afterAll(async () => {
  a?.kill();
  b?.kill();
  await Promise.all([a?.exited, b?.exited]);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005010201a5dd8f1e0000000049454e44ae426082', 'hex');

describe('two API instances on one database', () => {
  it('listen on different ports', () => {
    expect(a.base).not.toBe(b.base);
  });

  it('share XSRF tokens, sessions, idempotency keys, rate limits, upload signatures and payment secrets', async () => {
    const browser = new CookieSession();
    const on = (s: ServerProcess, method: string, url: string, body?: unknown, headers?: Record<string, string>) => browser.request(s.base, method, url, body, headers);

    // The XSRF cookie from A, the sign-up on B, the session on A.
    const signedInAs = async (s: ServerProcess) => ((await (await on(s, 'GET', '/api/userAuth/check')).json()) as { user: { firstname: string } | null }).user?.firstname ?? null;
    expect(await signedInAs(a)).toBeNull();
    expect(browser.has('XSRF-TOKEN')).toBe(true);
    const registered = await on(b, 'POST', '/api/userAuth/register', { firstname: 'Twin', emailID: `twin${Date.now()}@example.com`, password: 'correct horse' });
    expect(registered.status).toBe(201);
    expect(await signedInAs(a)).toBe('Twin');

    // The same star toggle with the same key, on A then on B: applied once, replayed once.
    const key = `k${Date.now().toString(16)}`;
    const star = `/api/prblm/activeStars/${stableId('two-sum')}`;
    const first = await on(a, 'PUT', star, undefined, { 'idempotency-key': key });
    expect(await first.json()).toEqual({ starred: true });
    const again = await on(b, 'PUT', star, undefined, { 'idempotency-key': key });
    expect(await again.json()).toEqual({ starred: true });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await (await on(a, 'GET', '/api/prblm/stars')).json()).toEqual([stableId('two-sum')]);

    // AI questions, alternating: the limit counts both instances' questions.
    const question = { message: [{ role: 'user', parts: [{ text: 'How do I start?' }] }], title: 'Two Sum', description: 'Find two numbers.', testCases: [] };
    for (let i = 0; i < AI_QUESTIONS_PER_MINUTE; i++) {
      const res = await on(i % 2 ? b : a, 'POST', '/api/ai/chat', question);
      expect(res.status, `question ${i + 1}`).toBe(200);
    }
    for (const s of [a, b]) {
      const refused = await on(s, 'POST', '/api/ai/chat', question);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // A profile photo signed by A, uploaded to B, its metadata stored on A and the file served by B.
    const sig = (await (await on(a, 'GET', '/api/image/digiSign')).json()) as Record<string, string | number>;
    const form = multipart({ public_id: sig.public_id!, timestamp: sig.timestamp!, signature: sig.signature!, api_key: sig.api_key! }, { name: 'me.png', type: 'image/png', data: PNG });
    const uploaded = await on(b, 'POST', String(sig.upload_url), form.payload, { 'content-type': form.contentType });
    expect(uploaded.status).toBe(200);
    const stored = (await uploaded.json()) as { public_id: string; secure_url: string };
    expect((await on(a, 'POST', '/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url })).status).toBe(200);
    const served = await fetch(b.base + stored.secure_url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // A test-mode premium order made on A, paid through B's checkout, verified on A.
    const order = (await (await on(a, 'POST', '/api/pay/createOrder', {})).json()) as { id: string };
    const result = (await (await on(b, 'POST', `/api/pay/testCheckout/${order.id}`)).json()) as Record<string, string>;
    const check = await on(a, 'POST', '/api/pay/checkPayment', { ...result, receipt_id: 'r' });
    expect(check.status).toBe(200);
    const profile = (await (await on(b, 'GET', '/api/userauth/getProfile')).json()) as { isPremium?: boolean; _doc?: { isPremium?: boolean } };
    expect(profile.isPremium ?? profile._doc?.isPremium).toBe(true);

    // Signed out on B: signed out on A.
    expect((await on(b, 'POST', '/api/userAuth/logout')).status).toBe(200);
    expect(await signedInAs(a)).toBeNull();
    expect((await on(a, 'GET', '/api/userauth/getProfile')).status).toBe(401);
  });
});
