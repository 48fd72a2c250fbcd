import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoMetaResponseSchema, profileSchema, uploadResultSchema, uploadSignatureSchema, type UploadSignature } from '../../common/contract/index.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { eq } from 'drizzle-orm';
import { photoSignatures } from '../../server/db/schema.ts';
import { sweepUnattachedMedia } from '../../server/modules/media/service.ts';
import { uploadSignature } from '../../server/modules/media/signature.ts';
import { ApiClient } from '../support/client.ts';
import { multipart } from '../support/multipart.ts';
import { startCloudinaryStandIn, type CloudinaryStandIn } from '../support/standins/cloudinary.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { PROFILE_MSG } from '../../common/texts/profile-messages.ts';

/** Profile photos: the embedded signed-upload flow end to end, its refusals, and the Cloudinary adapter against the loopback Cloudinary stand-in. */

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005010201a5dd8f1e0000000049454e44ae426082', 'hex');

async function upload(t: TestApp, api: ApiClient, sig: Partial<UploadSignature>, data: Buffer, type = 'image/png') {
  const { payload, contentType } = multipart({ public_id: sig.public_id!, timestamp: sig.timestamp!, signature: sig.signature!, api_key: sig.api_key! }, { name: 'me.png', type, data });
  const headers = await api.headers();
  return t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers: { ...headers, 'content-type': contentType } });
}

const SECRET = 'a-test-media-secret';

describe('profile photos, embedded media service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PHOTO_MAX_MB: '0.01', MEDIA_SECRET: SECRET }); // 10 KB limit, so the limit is cheap to cross
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs, stores, serves and puts the photo on the profile', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect((await new ApiClient(t.app).get('/api/image/digiSign')).statusCode).toBe(401);
    const sig = uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
    expect(sig.upload_url).toBe('/api/media/upload');
    expect(sig.max_file_size).toBe(Math.round(0.01 * 1024 * 1024));
    const res = await upload(t, api, sig, PNG);
    expect(res.statusCode).toBe(200);
    const stored = uploadResultSchema.parse(res.json());
    expect(stored).toMatchObject({ public_id: sig.public_id, format: 'png', bytes: PNG.length, secure_url: `/media/${sig.public_id}.png` });
    const served = await t.app.inject({ method: 'GET', url: stored.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['cache-control'])).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const meta = photoMetaResponseSchema.parse((await api.post('/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url })).json());
    expect(meta.photoSolution.secureUrl).toBe(stored.secure_url);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).secureUrl).toBe(stored.secure_url);
    // Deleting the profile deletes the photo file too.
    expect((await api.delete('/api/userauth/deleteProfile')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: stored.secure_url })).statusCode).toBe(404);
  });

  it('refuses forged, expired, mislabelled and oversized uploads', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const sig = uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
    // Forged: signed with a guessed secret, or for another public id.
    expect((await upload(t, api, { ...sig, signature: uploadSignature({ public_id: sig.public_id, timestamp: sig.timestamp }, 'guess') }, PNG)).statusCode).toBe(401);
    expect((await upload(t, api, { ...sig, public_id: sig.public_id.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }, PNG)).statusCode).toBe(401);
    expect((await upload(t, api, { ...sig, public_id: '../../etc/passwd' }, PNG)).statusCode).toBe(400);
    // A changed timestamp no longer matches its signature; a genuinely signed one from two hours ago has expired.
    expect((await upload(t, api, { ...sig, timestamp: sig.timestamp - 7200 }, PNG)).statusCode).toBe(401);
    const old = sig.timestamp - 7200;
    const expired = await upload(t, api, { ...sig, timestamp: old, signature: uploadSignature({ public_id: sig.public_id, timestamp: old }, SECRET) }, PNG);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(API_MSG.uploadExpired);
    // Not an image by its bytes, whatever the declared type says.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const bad = await upload(t, api, sig, svg, 'image/png');
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe(PROFILE_MSG.photoInvalid);
    // Over the 10 KB limit.
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024)]);
    const tooBig = await upload(t, api, sig, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(PROFILE_MSG.photoTooLarge('10 KB'));
    // No file at all.
    const { payload, contentType } = multipart({ public_id: sig.public_id, timestamp: sig.timestamp, signature: sig.signature, api_key: sig.api_key });
    expect((await t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers: { ...(await api.headers()), 'content-type': contentType } })).statusCode).toBe(400);
  });

  it("accepts only the caller's own uploaded photo in storeMetaData", async () => {
    const owner = new ApiClient(t.app);
    await owner.signUp();
    const other = new ApiClient(t.app);
    await other.signUp();
    const sig = uploadSignatureSchema.parse((await owner.get('/api/image/digiSign')).json());
    const stored = uploadResultSchema.parse((await upload(t, owner, sig, PNG)).json());
    // Another learner cannot take it, nor point their profile at any address.
    expect((await other.post('/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url })).statusCode).toBe(400);
    const otherSig = uploadSignatureSchema.parse((await other.get('/api/image/digiSign')).json());
    const forged = await other.post('/api/image/storeMetaData', { cloudinaryPublicId: otherSig.public_id, secureUrl: 'https://evil.example/x.png' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(API_MSG.photoNotIssued);
    // A public id signed but never uploaded.
    expect((await other.post('/api/image/storeMetaData', { cloudinaryPublicId: otherSig.public_id, secureUrl: `/media/${otherSig.public_id}.png` })).statusCode).toBe(400);
    expect((await other.post('/api/image/storeMetaData', { cloudinaryPublicId: 'x' })).statusCode).toBe(400);
  });
});

describe('upload limits, the quota, repeats and the sweep of unattached uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 10 KB photos, a 20 KB quota, 6 signatures and 4 uploads an hour.
    t = await createTestApp({ PHOTO_MAX_MB: '0.01', MEDIA_QUOTA_MB: String(20 / 1024), MEDIA_SIGNATURES_PER_HOUR: '6', MEDIA_UPLOADS_PER_HOUR: '4', MEDIA_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
  });
  const sign = async (api: ApiClient) => uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
  const photo = (kb: number) => Buffer.concat([PNG, Buffer.alloc(kb * 1024 - PNG.length)]);

  it('answers 429 with Retry-After once a learner took their signatures or uploads of the hour; other learners go on', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const sigs = [];
    for (let i = 0; i < 6; i++) sigs.push(await sign(api));
    const refused = await api.get('/api/image/digiSign');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MSG.tooManyUploadSignatures);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    for (const sig of sigs.slice(0, 4)) expect((await upload(t, api, sig, PNG)).statusCode).toBe(200);
    const flood = await upload(t, api, sigs[4]!, PNG);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe(API_MSG.tooManyUploads);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    const other = new ApiClient(t.app);
    await other.signUp();
    expect((await upload(t, other, await sign(other), PNG)).statusCode).toBe(200);
  });

  it("refuses a photo over the learner's quota with 413 and the quota's message; the profile photo still works", async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const first = uploadResultSchema.parse((await upload(t, api, await sign(api), photo(9))).json());
    expect((await upload(t, api, await sign(api), photo(9))).statusCode).toBe(200);
    const over = await upload(t, api, await sign(api), photo(9)); // 27 KB > 20 KB
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(API_MSG.mediaQuotaFull('20 KB'));
    expect((await api.post('/api/image/storeMetaData', { cloudinaryPublicId: first.public_id, secureUrl: first.secure_url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.secure_url })).statusCode).toBe(200);
  });

  it('answers a repeated upload of one signature with 409, never 500, in the same or another format', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const sig = await sign(api);
    expect((await upload(t, api, sig, PNG)).statusCode).toBe(200);
    const again = await upload(t, api, sig, PNG);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MSG.uploadExists);
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');
    expect((await upload(t, api, sig, gif, 'image/gif')).statusCode).toBe(409);
  });

  it('removes uploads no profile uses once older than a day, keeps the profile photo and newer uploads', async () => {
    const api = new ApiClient(t.app);
    const { user } = await api.signUp();
    const kept = uploadResultSchema.parse((await upload(t, api, await sign(api), PNG)).json());
    const stray = uploadResultSchema.parse((await upload(t, api, await sign(api), PNG)).json());
    expect((await api.post('/api/image/storeMetaData', { cloudinaryPublicId: kept.public_id, secureUrl: kept.secure_url })).statusCode).toBe(200);
    const file = (u: { secure_url: string }) => path.join(t.config.media.dir, u.secure_url.slice('/media/'.length));
    // Not a day old yet: nothing goes.
    await sweepUnattachedMedia(t.server.db.db, t.config.media);
    expect(existsSync(file(stray))).toBe(true);
    // A day and a bit later (the sweep's clock), the stray upload goes and the profile photo stays.
    expect(await sweepUnattachedMedia(t.server.db.db, t.config.media, Date.now() + 25 * 3600_000)).toBeGreaterThanOrEqual(1);
    expect(existsSync(file(stray))).toBe(false);
    expect(existsSync(file(kept))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: stray.secure_url })).statusCode).toBe(404);
    expect((await api.post('/api/image/storeMetaData', { cloudinaryPublicId: stray.public_id, secureUrl: stray.secure_url })).statusCode).toBe(400);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).secureUrl).toBe(kept.secure_url);
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('the periodic sweep in a running server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Unattached after about a second, swept every 0.3 s.
    t = await createTestApp({ MEDIA_UNATTACHED_HOURS: String(1 / 3600), MEDIA_SWEEP_MINUTES: String(0.3 / 60), MEDIA_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes a file older than the age by its modification time while the server runs', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const sig = uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
    const stray = uploadResultSchema.parse((await upload(t, api, sig, PNG)).json());
    const file = path.join(t.config.media.dir, stray.secure_url.slice('/media/'.length));
    expect(existsSync(file)).toBe(true);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await utimes(file, dayAgo, dayAgo);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false), { timeout: 5000, interval: 100 });
    // The video poster and the media folders are never swept.
    expect(existsSync(path.join(t.config.media.dir, 'video', 'poster.svg'))).toBe(true);
  });
});

describe('profile photos with CLOUDINARY_URL (loopback Cloudinary)', () => {
  let fake: CloudinaryStandIn;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startCloudinaryStandIn('demo-cloud', '123456789', 'cloud-secret');
    // 5 signatures a learner an hour: the bound on the public ids one learner can have recorded.
    t = await createTestApp({ CLOUDINARY_URL: 'cloudinary://123456789:cloud-secret@demo-cloud', CLOUDINARY_API_URL: fake.url, CLOUDINARY_DELIVERY_URL: fake.url, MEDIA_SIGNATURES_PER_HOUR: '5' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const HOUR = 3600_000;
  const sign = async (api: ApiClient) => uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
  /** Uploads the 1×1 PNG to the loopback Cloudinary as the browser does. */
  const cloudUpload = async (sig: UploadSignature) => {
    const { payload, contentType } = multipart({ public_id: sig.public_id, timestamp: sig.timestamp, signature: sig.signature, api_key: sig.api_key }, { name: 'me.png', type: 'image/png', data: PNG });
    const res = await fetch(sig.upload_url, { method: 'POST', body: payload, headers: { 'content-type': contentType } });
    expect(res.status).toBe(200);
    return uploadResultSchema.parse(await res.json());
  };
  const attach = (api: ApiClient, stored: { public_id: string; secure_url: string }) => api.post('/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url });
  const sweep = (now: number, log = { warn: (_m: string) => undefined as void }) => sweepUnattachedMedia(t.server.db.db, t.config.media, now, log);
  const recorded = async (publicId: string) => (await t.server.db.db.select().from(photoSignatures).where(eq(photoSignatures.publicId, publicId)))[0];
  const destroyCalls = (publicId: string) => fake.destroyed().filter((d) => d.public_id === publicId);

  it('hands out Cloudinary-signed parameters that Cloudinary accepts, then stores the Cloudinary URL', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const sig = uploadSignatureSchema.parse((await api.get('/api/image/digiSign')).json());
    expect(sig.api_key).toBe('123456789');
    expect(sig.upload_url).toMatch(/\/v1_1\/demo-cloud\/image\/upload$/);
    const { payload, contentType } = multipart({ public_id: sig.public_id, timestamp: sig.timestamp, signature: sig.signature, api_key: sig.api_key }, { name: 'me.png', type: 'image/png', data: PNG });
    const res = await fetch(sig.upload_url, { method: 'POST', body: payload, headers: { 'content-type': contentType } });
    expect(res.status).toBe(200);
    const stored = uploadResultSchema.parse(await res.json());
    expect(fake.last().public_id).toBe(sig.public_id);
    // A tampered signature is refused by Cloudinary itself.
    const tampered = multipart({ public_id: sig.public_id, timestamp: sig.timestamp + 1, signature: sig.signature, api_key: sig.api_key }, { name: 'me.png', type: 'image/png', data: PNG });
    expect((await fetch(sig.upload_url, { method: 'POST', body: tampered.payload, headers: { 'content-type': tampered.contentType } })).status).toBe(401);
    const meta = await api.post('/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url });
    expect(meta.statusCode).toBe(200);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).secureUrl).toBe(stored.secure_url);
    expect((await api.post('/api/image/storeMetaData', { cloudinaryPublicId: stored.public_id, secureUrl: `/media/${stored.public_id}.png` })).statusCode).toBe(400);
  });

  it('records each signed public id for its learner; the signature limit bounds the records', async () => {
    const api = new ApiClient(t.app);
    const { user } = await api.signUp();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await sign(api)).public_id);
    expect((await api.get('/api/image/digiSign')).statusCode).toBe(429);
    const rows = await t.server.db.db.select().from(photoSignatures).where(eq(photoSignatures.userId, user._id));
    expect(rows.map((r) => r.publicId).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.attachedAt === null && r.claimedAt === null && Math.abs(r.signedAt.getTime() - Date.now()) < 60_000)).toBe(true);
    // Only a recorded public id of the caller can be attached: a well-formed id this server never signed is refused.
    const unsigned = `profile/${user._id}/0123456789abcdef`;
    const refused = await attach(api, { public_id: unsigned, secure_url: `${fake.url}/demo-cloud/image/upload/v1/${unsigned}.png` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MSG.photoNotIssued);
  });

  it('destroys a signed-but-never-attached photo after MEDIA_UNATTACHED_HOURS, keeps the profile photo, destroys it once replaced', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const kept = await cloudUpload(await sign(api));
    const stray = await cloudUpload(await sign(api));
    const neverUploaded = await sign(api);
    expect((await attach(api, kept)).statusCode).toBe(200);
    expect((await recorded(kept.public_id))?.attachedAt).not.toBeNull();
    // Not a day old yet: nothing is destroyed.
    await sweep(Date.now());
    expect(destroyCalls(stray.public_id)).toEqual([]);
    expect(fake.holds(stray.public_id)).toBe(true);
    // A day and a bit later (the sweep's clock): the stray upload and the never-uploaded id go, each by one
    // signed destroy call with CDN invalidation, and are forgotten; the profile photo stays.
    expect(await sweep(Date.now() + 25 * HOUR)).toBeGreaterThanOrEqual(2);
    expect(destroyCalls(stray.public_id)).toMatchObject([{ result: 'ok', fields: { invalidate: 'true', api_key: '123456789' } }]);
    expect(destroyCalls(neverUploaded.public_id)).toMatchObject([{ result: 'not found' }]);
    expect(fake.holds(stray.public_id)).toBe(false);
    expect(await recorded(stray.public_id)).toBeUndefined();
    expect(await recorded(neverUploaded.public_id)).toBeUndefined();
    expect(destroyCalls(kept.public_id)).toEqual([]);
    expect(fake.holds(kept.public_id)).toBe(true);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).secureUrl).toBe(kept.secure_url);
    // A destroyed photo can no longer be put on the profile.
    expect((await attach(api, stray)).statusCode).toBe(400);
    // Replaced by a newer photo, the old one is unattached from then on and goes with the next sweep past its age.
    const newer = await cloudUpload(await sign(api));
    expect((await attach(api, newer)).statusCode).toBe(200);
    expect((await recorded(kept.public_id))?.attachedAt).toBeNull();
    await sweep(Date.now() + 25 * HOUR);
    expect(destroyCalls(kept.public_id)).toMatchObject([{ result: 'ok' }]);
    expect(fake.holds(kept.public_id)).toBe(false);
    expect(await recorded(kept.public_id)).toBeUndefined();
    expect(destroyCalls(newer.public_id)).toEqual([]);
    expect(fake.holds(newer.public_id)).toBe(true);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).secureUrl).toBe(newer.secure_url);
  });

  it('leaves the record for the next sweep when Cloudinary fails (500), logging it; the server goes on', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const stray = await cloudUpload(await sign(api));
    const warnings: string[] = [];
    fake.failWith(500);
    try {
      await expect(sweep(Date.now() + 25 * HOUR, { warn: (m) => void warnings.push(m) })).resolves.toBeTypeOf('number');
    } finally {
      fake.failWith(null);
    }
    expect(warnings.some((w) => w.includes(stray.public_id) && w.includes('HTTP 500'))).toBe(true);
    expect(fake.holds(stray.public_id)).toBe(true);
    const left = await recorded(stray.public_id);
    expect(left?.failedAt).not.toBeNull();
    expect(left?.claimedAt).toBeNull();
    expect((await api.get('/api/userauth/getProfile')).statusCode).toBe(200);
    // The next sweep tries again and succeeds.
    await sweep(Date.now() + 25 * HOUR);
    expect(destroyCalls(stray.public_id)).toMatchObject([{ result: 'ok' }]);
    expect(fake.holds(stray.public_id)).toBe(false);
    expect(await recorded(stray.public_id)).toBeUndefined();
  });

  it("destroys a deleted account's Cloudinary photos at the next sweep, whatever their age", async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const photo = await cloudUpload(await sign(api));
    expect((await attach(api, photo)).statusCode).toBe(200);
    expect((await api.delete('/api/userauth/deleteProfile')).statusCode).toBe(200);
    await sweep(Date.now());
    expect(destroyCalls(photo.public_id)).toMatchObject([{ result: 'ok', fields: { invalidate: 'true' } }]);
    expect(fake.holds(photo.public_id)).toBe(false);
    // Signed minutes ago, so an upload could still arrive: the record stays until the signature has expired,
    // and a later sweep destroys once more ("not found" counts as done) and forgets it.
    expect(await recorded(photo.public_id)).toBeDefined();
    await sweep(Date.now() + 2 * HOUR);
    expect(destroyCalls(photo.public_id).map((d) => d.result)).toEqual(['ok', 'not found']);
    expect(await recorded(photo.public_id)).toBeUndefined();
  });
});
