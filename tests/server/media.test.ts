import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMetaResponseSchema, profileSchema, uploadResultSchema, uploadSignatureSchema, type UploadSignature } from '../../common/contract/index.ts';
import { MSG } from '../../common/texts.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { uploadSignature } from '../../server/modules/media/signature.ts';
import { ApiClient } from '../support/client.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/** Profile photos: the embedded signed-upload flow end to end, its refusals, and the Cloudinary adapter against a loopback Cloudinary. */

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
    expect(bad.json().message).toBe(MSG.photoInvalid);
    // Over the 10 KB limit.
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024)]);
    const tooBig = await upload(t, api, sig, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MSG.photoTooLarge('10 KB'));
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

/** A loopback server speaking Cloudinary's upload API: it checks the signature the Cloudinary way with its API secret. */
function startFakeCloudinary(cloud: string, apiKey: string, apiSecret: string) {
  let last: Record<string, string> = {};
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      const fields: Record<string, string> = {};
      for (const m of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[m[1]!] = m[2]!;
      last = fields;
      res.setHeader('content-type', 'application/json');
      if (req.url !== `/v1_1/${cloud}/image/upload` || fields.api_key !== apiKey) return res.writeHead(401).end(JSON.stringify({ error: { message: 'Invalid api_key' } }));
      const { signature, api_key: _k, ...signed } = fields;
      if (signature !== uploadSignature(signed, apiSecret)) return res.writeHead(401).end(JSON.stringify({ error: { message: 'Invalid Signature' } }));
      res.writeHead(200).end(JSON.stringify({ public_id: fields.public_id, secure_url: `https://res.cloudinary.com/${cloud}/image/upload/v1/${fields.public_id}.png`, bytes: 70, format: 'png' }));
    });
  });
  return {
    last: () => last,
    listen: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('profile photos with CLOUDINARY_URL (loopback Cloudinary)', () => {
  const fake = startFakeCloudinary('demo-cloud', '123456789', 'cloud-secret');
  let t: TestApp;
  beforeAll(async () => {
    const url = await fake.listen();
    t = await createTestApp({ CLOUDINARY_URL: 'cloudinary://123456789:cloud-secret@demo-cloud', CLOUDINARY_API_URL: url });
  });
  afterAll(async () => {
    await t?.close();
    await fake.close();
  });

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
});
