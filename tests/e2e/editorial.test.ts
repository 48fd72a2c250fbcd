/**
 * The Editorial tab in Chromium: the approaches with inline code, the clear note when a problem
 * has no video, and the player's own controls on a real (recorded) video.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { formatClock } from '../../src/ui/clock.ts';

describe('editorial tab', () => {
  let page: Page;
  let errors: string[];

  appSessionForSuite(
    async (session) => {
      ({ page, errors } = session);
      await signUpLearner(page, 'Viewer');
    },
    // No service worker: the test serves the video itself through page routing.
    { context: { serviceWorkers: 'block' } },
  );

  it('shows the approaches with inline code and says when there is no video', async () => {
    const problem = await new ProblemListPage(page).openProblemPage('Two Sum');
    await problem.openTab('Editorial');
    await page.getByTestId('no-video').waitFor();
    const approaches = page.getByTestId('approach');
    expect(await approaches.count()).toBe(3);
    expect(await approaches.first().getByRole('heading', { level: 3 }).textContent()).toBe('Brute Force');
    expect(await approaches.first().locator('code').count()).toBeGreaterThan(0);
    expect(await approaches.first().getByText('O(n^2)').count()).toBe(1);
  });

  it('plays, seeks and counts elapsed and remaining time with its own controls', async () => {
    // Record a 2-second WebM in the page (canvas → MediaRecorder) and serve it at /e2e-video.webm.
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(100);
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const tick = () => {
          ctx.fillStyle = `hsl(${(performance.now() - started) / 10}, 80%, 50%)`;
          ctx.fillRect(0, 0, 64, 48);
          if (performance.now() - started < 2000) requestAnimationFrame(tick);
          else resolve();
        };
        tick();
      });
      recorder.stop();
      await done;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    });
    const video = Buffer.from(base64, 'base64');
    expect(video.length).toBeGreaterThan(100);
    await page.route('**/e2e-video.webm', (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: video }));
    await page.route('**/api/prblm/getPrblmById/*', async (route) => {
      const response = await route.fetch();
      const body = { ...(await response.json()), secureUrl: '/e2e-video.webm', thumbnailUrl: null, duration: 2 };
      await route.fulfill({ response, json: body });
    });

    await page.goto('/');
    const problem = await new ProblemListPage(page).openProblemPage('Climbing Stairs');
    await problem.openTab('Editorial');
    const player = page.getByTestId('video-player');
    await player.waitFor();
    expect(await page.getByTestId('video-elapsed').textContent()).toBe('0:00');
    // The file's own duration once its metadata is read (a recording may report none: then the problem's 2 s).
    const duration = await page.locator('video').evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) && v.duration > 0 ? v.duration : 2));
    const fullRemaining = `-${formatClock(duration)}`;
    await expect.poll(() => page.getByTestId('video-remaining').textContent()).toBe(fullRemaining);

    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => page.getByTestId('video-elapsed').textContent(), { timeout: 10_000 }).toBe('0:01');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();

    const seek = page.getByTestId('video-seek');
    await seek.fill('0');
    expect(await page.getByTestId('video-elapsed').textContent()).toBe('0:00');
    expect(await page.getByTestId('video-remaining').textContent()).toBe(fullRemaining);
    expect(errors).toEqual([]);
  });
});
