import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProblemListSchema, problemDetailSchema, uploadResultSchema, uploadSignatureSchema, videoMetaResponseSchema, type UploadSignature } from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { uploadSignature } from '../../server/modules/media/signature.ts';
import { ApiClient } from '../support/client.ts';
import { multipart } from '../support/multipart.ts';
import { startCloudinaryStandIn, type CloudinaryStandIn } from '../support/standins/cloudinary.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { signUpAdmin } from '../support/admin-fixtures.ts';

/**
 * Editorial videos: the embedded signed-upload flow end to end (real type, real duration, HTTP
 * range requests, metadata, deletion), its refusals, and the Cloudinary adapter against a
 * loopback Cloudinary stand-in. Test videos are made with ffmpeg.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-video-'));
/** A 2-second 64×64 test pattern, H.264 in MP4 (or VP8 in WebM). */
function testVideo(format: 'mp4' | 'webm', seconds = 2): Buffer {
  const file = path.join(dir, `t${seconds}.${format}`);
  const codec = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'] : ['-c:v', 'libvpx', '-b:v', '200k'];
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=64x64:rate=10`, ...codec, file]);
  return readFileSync(file);
}

const SECRET = 'a-test-media-secret';

async function upload(t: TestApp, api: ApiClient, sig: Partial<UploadSignature>, data: Buffer, name = 'clip.mp4', type = 'video/mp4') {
  const { payload, contentType } = multipart({ public_id: sig.public_id!, timestamp: sig.timestamp!, signature: sig.signature!, api_key: sig.api_key! }, { name, type, data });
  return t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers: { ...(await api.headers()), 'content-type': contentType } });
}

describe('editorial videos, embedded media service', () => {
  let t: TestApp;
  let admin: ApiClient;
  let problemId: string;
  const mp4 = testVideo('mp4');

  beforeAll(async () => {
    t = await createTestApp({ MEDIA_SECRET: SECRET, VIDEO_MAX_MB: '0.05' }); // 51 KB, so the limit is cheap to cross
    admin = await signUpAdmin(t);
    problemId = adminProblemListSchema.parse((await admin.get('/api/admin/problems')).json())[0]!._id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('uploads, measures, stores, serves with range requests and deletes a video', async () => {
    const sig = uploadSignatureSchema.parse((await admin.get(`/api/video/getDigitalSignature/${problemId}`)).json());
    expect(sig.public_id).toMatch(new RegExp(`^video/${problemId}/[0-9a-f]{16}$`));
    expect(sig.upload_url).toBe('/api/media/upload');
    expect(sig.max_file_size).toBe(Math.round(0.05 * 1024 * 1024));
    expect((await admin.get(`/api/video/getDigitalSignature/${'f'.repeat(24)}`)).statusCode).toBe(404);

    const res = await upload(t, admin, sig, mp4);
    expect(res.statusCode, res.body).toBe(200);
    const stored = uploadResultSchema.parse(res.json());
    expect(stored).toMatchObject({ public_id: sig.public_id, format: 'mp4', bytes: mp4.length, secure_url: `/media/${sig.public_id}.mp4`, resource_type: 'video' });
    expect(stored.duration).toBeCloseTo(2, 1);

    // The duration stored is the server's own reading of the file, whatever the body says.
    const meta = videoMetaResponseSchema.parse((await admin.post('/api/video/storeMetaData', { prblmId: problemId, cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url, duration: 999 })).json());
    expect(meta.videoSloution).toMatchObject({ prblmId: problemId, secureUrl: stored.secure_url, duration: 2, thumbnailUrl: '/media/video/poster.svg' });
    expect(Number.isNaN(Date.parse(meta.videoSloution.uploadedAt))).toBe(false);
    const learner = new ApiClient(t.app);
    await learner.signUp();
    const detail = problemDetailSchema.parse((await learner.get(`/api/prblm/getPrblmById/${problemId}`)).json());
    expect(detail).toMatchObject({ secureUrl: stored.secure_url, duration: 2, thumbnailUrl: '/media/video/poster.svg' });
    const poster = await t.app.inject({ method: 'GET', url: '/media/video/poster.svg' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');

    // Served whole, and in ranges (seeking).
    const whole = await t.app.inject({ method: 'GET', url: stored.secure_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: stored.secure_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: stored.secure_url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: stored.secure_url, headers: { range: `bytes=${mp4.length + 10}-` } })).statusCode).toBe(416);

    // A second upload replaces the first, whose file goes.
    const sig2 = uploadSignatureSchema.parse((await admin.get(`/api/video/getDigitalSignature/${problemId}`)).json());
    const webm = testVideo('webm', 3);
    const stored2 = uploadResultSchema.parse((await upload(t, admin, sig2, webm, 'clip.webm', 'video/webm')).json());
    expect(stored2.format).toBe('webm');
    const meta2 = videoMetaResponseSchema.parse((await admin.post('/api/video/storeMetaData', { prblmId: problemId, cloudinaryPublicId: stored2.public_id, secureUrl: stored2.secure_url, duration: 0 })).json());
    expect(meta2.videoSloution.duration).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: stored.secure_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored2.secure_url })).headers['content-type']).toBe('video/webm');

    // Deleting removes the metadata and the file.
    const del = await admin.delete(`/api/video/delMetaData/${problemId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(ADMIN_MSG.videoDeleted);
    expect(problemDetailSchema.parse((await learner.get(`/api/prblm/getPrblmById/${problemId}`)).json())).toMatchObject({ secureUrl: null, duration: null, thumbnailUrl: null });
    expect((await t.app.inject({ method: 'GET', url: stored2.secure_url })).statusCode).toBe(404);
    const again = await admin.delete(`/api/video/delMetaData/${problemId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADMIN_MSG.noVideo);
  }, 60_000);

  it('refuses forged, expired, non-video and oversized uploads, and metadata of videos it did not issue', async () => {
    const sig = uploadSignatureSchema.parse((await admin.get(`/api/video/getDigitalSignature/${problemId}`)).json());
    expect((await upload(t, admin, { ...sig, signature: uploadSignature({ public_id: sig.public_id, timestamp: sig.timestamp }, 'guess') }, mp4)).statusCode).toBe(401);
    const other = `video/${'f'.repeat(24)}/0123456789abcdef`;
    expect((await upload(t, admin, { ...sig, public_id: other }, mp4)).statusCode).toBe(401);
    const old = sig.timestamp - 7200;
    const expired = await upload(t, admin, { ...sig, timestamp: old, signature: uploadSignature({ public_id: sig.public_id, timestamp: old }, SECRET) }, mp4);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(API_MSG.uploadExpired);
    // Declared a video, is a script; a photo's bytes under a video's id.
    const fake = await upload(t, admin, sig, Buffer.from('#!/bin/sh\necho not a video, only pretending to be one at all\n'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(ADMIN_MSG.videoInvalid);
    // Over VIDEO_MAX_MB (51 KB here): the message states the real limit.
    const big = Buffer.concat([mp4, Buffer.alloc(60 * 1024)]);
    const tooBig = await upload(t, admin, sig, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(ADMIN_MSG.videoTooLarge('51 KB'));
    // Nothing was stored under that id, so its metadata is refused; so is another problem's id or any address.
    const store = (body: object) => admin.post('/api/video/storeMetaData', { prblmId: problemId, cloudinaryPublicId: sig.public_id, secureUrl: `/media/${sig.public_id}.mp4`, duration: 2, ...body });
    expect((await store({})).statusCode).toBe(400);
    expect((await store({ secureUrl: 'https://evil.example/x.mp4' })).json().message).toBe(ADMIN_MSG.videoNotIssued);
    expect((await store({ cloudinaryPublicId: other })).statusCode).toBe(400);
    expect((await store({ duration: -1 })).statusCode).toBe(400);
  }, 60_000);
});

describe('editorial videos with CLOUDINARY_URL (loopback Cloudinary)', () => {
  let fake: CloudinaryStandIn;
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    fake = await startCloudinaryStandIn('demo-cloud', '123456789', 'cloud-secret');
    t = await createTestApp({ CLOUDINARY_URL: 'cloudinary://123456789:cloud-secret@demo-cloud', CLOUDINARY_API_URL: fake.url, CLOUDINARY_DELIVERY_URL: fake.url });
    admin = await signUpAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('signs a Cloudinary video upload, stores its delivery URL with a first-frame poster, and destroys it on delete', async () => {
    const problemId = adminProblemListSchema.parse((await admin.get('/api/admin/problems')).json())[1]!._id;
    const sig = uploadSignatureSchema.parse((await admin.get(`/api/video/getDigitalSignature/${problemId}`)).json());
    expect(sig.api_key).toBe('123456789');
    expect(sig.upload_url).toMatch(/\/v1_1\/demo-cloud\/video\/upload$/);
    expect(sig.max_file_size).toBe(100 * 1024 * 1024);
    const { payload, contentType } = multipart({ public_id: sig.public_id, timestamp: sig.timestamp, signature: sig.signature, api_key: sig.api_key }, { name: 'clip.mp4', type: 'video/mp4', data: testVideo('mp4') });
    const res = await fetch(sig.upload_url, { method: 'POST', body: payload, headers: { 'content-type': contentType } });
    expect(res.status).toBe(200);
    const stored = uploadResultSchema.parse(await res.json());
    const tampered = multipart({ public_id: sig.public_id, timestamp: sig.timestamp + 1, signature: sig.signature, api_key: sig.api_key });
    expect((await fetch(sig.upload_url, { method: 'POST', body: tampered.payload, headers: { 'content-type': tampered.contentType } })).status).toBe(401);
    // Only this Cloudinary's delivery URL of this public id.
    expect((await admin.post('/api/video/storeMetaData', { prblmId: problemId, cloudinaryPublicId: stored.public_id, secureUrl: `/media/${stored.public_id}.mp4`, duration: 2 })).statusCode).toBe(400);
    const meta = videoMetaResponseSchema.parse((await admin.post('/api/video/storeMetaData', { prblmId: problemId, cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url, duration: stored.duration })).json());
    expect(meta.videoSloution).toMatchObject({ secureUrl: stored.secure_url, duration: 2, thumbnailUrl: `${fake.url}/demo-cloud/video/upload/so_0/${stored.public_id}.jpg` });
    expect((await admin.delete(`/api/video/delMetaData/${problemId}`)).statusCode).toBe(200);
    const destroy = fake.calls.find((c) => c.url === '/v1_1/demo-cloud/video/destroy');
    expect(destroy?.fields.public_id).toBe(stored.public_id);
    expect(destroy?.signed).toBe(true);
    expect(problemDetailSchema.parse((await admin.get(`/api/prblm/getPrblmById/${problemId}`)).json()).secureUrl).toBeNull();
  }, 60_000);
});
