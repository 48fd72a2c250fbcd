/**
 * Payments and uploads in Chromium under the server's real Content-Security-Policy, with the
 * providers played by loopback stand-ins on other origins (tests/support/standins): Razorpay's
 * checkout script, its payment frame and Orders API; Cloudinary's upload API and delivery. The
 * server runs as in production (NODE_ENV=production) with Razorpay keys and CLOUDINARY_URL pointing
 * at the stand-ins. Every CSP violation (the `securitypolicyviolation` event, in the page and in
 * frames) and every console error fails the suite.
 * Set E2E_SCREENSHOTS=<dir> to save desktop (1280×800) and phone (390×844) screenshots.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudinaryStandIn, type CloudinaryStandIn } from '../support/standins/cloudinary.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/standins/razorpay.ts';
import { signUpAdmin } from './accounts.ts';
import { openAppSession, type AppSession } from './browser.ts';
import { PREMIUM_TEXT } from '../../common/texts/premium.ts';
import { PremiumCard } from './pages/PremiumCard.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { VideoUploadPage } from './pages/VideoUploadPage.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const KEY_ID = 'rzp_test_Standin123';
const KEY_SECRET = 'standin-key-secret';
const CLOUD = 'demo-cloud';

/** Desktop and phone screenshots of the current screen (when E2E_SCREENSHOTS is set). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `integrations-${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `integrations-${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A 320×240 test-pattern PNG and a 2-second 64×64 H.264 MP4, made with ffmpeg. */
function testMedia(): { png: Buffer; mp4: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-e2e-integrations-'));
  const png = path.join(dir, 'photo.png');
  const mp4 = path.join(dir, 'editorial.mp4');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', png]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=64x64:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '5', '-movflags', '+faststart', mp4]);
  return { png: readFileSync(png), mp4 };
}

/** The directives of a CSP header value, each a list of sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('payments and uploads under the real CSP, providers on other origins', () => {
  let razorpay: RazorpayStandIn;
  let cloudinary: CloudinaryStandIn;
  let session: AppSession;
  let page: Page;
  let errors: string[];
  /** `<directive> <blocked URI>` of every CSP violation in any page or frame of the context. */
  const violations: string[] = [];
  const media = testMedia();

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
    cloudinary = await startCloudinaryStandIn(CLOUD, '123456789', 'cloud-secret');
    session = await openAppSession({
      server: {
        env: {
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
        CLOUDINARY_URL: `cloudinary://123456789:cloud-secret@${CLOUD}`,
        CLOUDINARY_API_URL: cloudinary.url,
          CLOUDINARY_DELIVERY_URL: cloudinary.url,
        },
      },
      context: { viewport: { width: 1280, height: 800 } },
      async prepareContext(fresh) {
        await fresh.exposeBinding('__reportCspViolation', (_source, v: string) => void violations.push(v));
        await fresh.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) => {
            void (window as unknown as { __reportCspViolation(v: string): Promise<void> }).__reportCspViolation(`${e.effectiveDirective} ${e.blockedURI}`);
          });
        });
      },
    });
    ({ page, errors } = session);
    await signUpAdmin(page, session.server, 'Integrator');
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    await razorpay?.close();
    await cloudinary?.close();
  });

  it('sends the CSP built from the configuration, and the browser enforces it', async () => {
    const res = await page.request.get('/profile', { headers: { accept: 'text/html' } });
    const d = directives(res.headers()['content-security-policy'] ?? '');
    expect(d['script-src']).toEqual(["'self'", razorpay.url]);
    expect(d['frame-src']).toEqual(["'self'", razorpay.url]);
    expect(d['connect-src']).toEqual(["'self'", cloudinary.url, razorpay.url]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', cloudinary.url, razorpay.url]);
    expect(d['media-src']).toEqual(["'self'", 'blob:', cloudinary.url]);
    expect(d['default-src']).toEqual(["'self'"]);
    // The listener hears a violation: an image from an origin no setting names is refused.
    await page.evaluate(() => {
      new Image().src = 'https://example.com/pixel.png';
    });
    await expect.poll(() => violations).toEqual(['img-src https://example.com/pixel.png']);
    violations.length = 0;
    errors.length = 0;
  });

  it("uploads a profile photo to Cloudinary's stand-in with progress, then shows it from the delivery origin", async () => {
    const profile = new ProfilePage(page);
    await page.goto('/editProfile');
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    const seen = await profile.savePhoto({ name: 'photo.png', mimeType: 'image/png', buffer: media.png }, { college: 'IIT Delhi', skills: 'DP', languages: 'C++' });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await page.waitForURL((u) => u.pathname === '/profile');
    const avatar = profile.avatar();
    await expect.poll(async () => (await avatar.getAttribute('src')) ?? '').toMatch(new RegExp(`^${cloudinary.url}/${CLOUD}/image/upload/v1/profile/[0-9a-f]{24}/[0-9a-f]{16}\\.png$`));
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(cloudinary.calls.filter((c) => c.url === `/v1_1/${CLOUD}/image/upload`).map((c) => c.signed)).toEqual([true]);
    await shoot(page, 'profile-photo');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("uploads an editorial video to Cloudinary's stand-in with progress, then plays it from the delivery origin", async () => {
    const rows = (await page.evaluate(() => fetch('/api/admin/problems').then((r) => r.json()))) as Array<{ _id: string; title: string }>;
    const problem = rows[0]!;
    const upload = new VideoUploadPage(page);
    await upload.goto(problem._id);
    const seen = await upload.upload(media.mp4);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await upload.result().getByRole('link', { name: 'Open the problem' }).click();
    const problemPage = new ProblemPage(page);
    await problemPage.waitForLoaded(problem.title);
    await problemPage.openTab('Editorial');
    const video = page.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(new RegExp(`^${cloudinary.url}/${CLOUD}/video/upload/v1/video/${problem._id}/[0-9a-f]{16}\\.mp4$`));
    expect(await video.getAttribute('poster')).toMatch(new RegExp(`^${cloudinary.url}/${CLOUD}/video/upload/so_0/`));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await shoot(page, 'editorial-video');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("pays in Razorpay's checkout frame (stand-in origin); the server verifies the signature and the profile turns Premium", async () => {
    const premium = new PremiumCard(page);
    await page.goto('/profile');
    await premium.card().getByText('Rs.99').waitFor();
    await premium.upgradeWithRazorpay();
    expect(razorpay.served).toContain('/v1/checkout.js');
    expect(razorpay.received.map((r) => r.body)).toEqual([{ amount: 9900, currency: 'INR', receipt: expect.stringMatching(/^premium_/) }]);
    await shoot(page, 'razorpay-checkout');
    await premium.razorpayFrame().getByRole('button', { name: 'Pay' }).click();
    await premium.result().getByText('Payment! done Successfully').waitFor();
    expect(razorpay.payments).toHaveLength(1);
    await premium.result().getByRole('button', { name: 'OK' }).click();
    await premium.card().getByText('You are a Premium member. Thank you!').waitFor();
    const profile = (await page.evaluate(() => fetch('/api/userauth/getProfile').then((r) => r.json()))) as { isPremium: boolean };
    expect(profile.isPremium).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('payments in production without Razorpay keys', () => {
  let session: AppSession;

  beforeAll(async () => {
    session = await openAppSession({ server: { env: { NODE_ENV: 'production' } }, context: { viewport: { width: 1280, height: 800 } } });
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it('says on the premium card that payments are not configured, and offers no checkout', async () => {
    const { page, errors } = session;
    await new SignUpPage(page).signUpFresh('Buyer');
    await page.goto('/profile');
    const premium = new PremiumCard(page);
    await premium.card().getByText(PREMIUM_TEXT.notConfigured).waitFor();
    expect(await premium.upgradeButton().isDisabled()).toBe(true);
    const res = await page.request.get('/profile', { headers: { accept: 'text/html' } });
    const d = directives(res.headers()['content-security-policy'] ?? '');
    expect([d['script-src'], d['frame-src'], d['connect-src']]).toEqual([["'self'"], ["'self'"], ["'self'"]]);
    await premium.card().scrollIntoViewIfNeeded();
    await shoot(page, 'payments-off');
    expect(errors).toEqual([]);
  });
});
