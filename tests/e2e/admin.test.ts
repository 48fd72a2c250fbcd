/**
 * The admin screens in Chromium on the real server and judge: a learner is turned away; an admin
 * creates a problem through the form (rules first), finds it in the list, edits it, uploads an
 * editorial video (ffmpeg test pattern) with the progress bar reaching 100, plays and seeks it on
 * the Editorial tab, deletes the video, deletes the problem. axe-core on every admin screen in both
 * themes. The import screen uploads a real package zip (built with fflate from
 * tests/fixtures/packages/modern-reverse), opens the imported problem, and shows the server's message
 * for a zip without problem.yaml; only the network failure is forced with `page.route`.
 *
 * Set E2E_SCREENSHOTS=<dir> to save desktop (1280×800) and phone (390×844) screenshots.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { ADMIN_MSG, IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { formatBytes } from '../../src/ui/format-bytes.ts';
import { sumProblem } from '../support/admin-fixtures.ts';
import { zipDir } from '../support/zip-dir.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { overflowProblem } from './overflow.ts';
import { signUpAdmin } from './accounts.ts';
import { openAppSession, type AppSession } from './browser.ts';
import { AdminListPage, ImportPackagePage, ProblemFormPage, waitForToast } from './pages/AdminPages.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { SCREENSHOT_DIR, screenshotScreen } from './screenshots.ts';

const FIXTURES = path.resolve('tests/fixtures/packages');

/** Desktop and phone screenshots of the current screen (when E2E_SCREENSHOTS is set). */
const shoot = (page: Page, name: string) => screenshotScreen(page, `admin-${name}`);

/** axe-core in both themes, and nothing scrolls sideways on a phone. */
async function checkAccessible(page: Page, screen: string): Promise<void> {
  for (const dark of [true, false]) {
    await setTheme(page, dark);
    expect(await seriousViolations(page), `${screen} (${dark ? 'dark' : 'light'})`).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowProblem(page), `${screen} on a phone`).toBeNull();
  await page.setViewportSize({ width: 1280, height: 860 });
  await setTheme(page, true);
}

/** A 2-second 64×64 test pattern as H.264 MP4, made with ffmpeg. */
function testVideo(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pj-e2e-video-')), 'pattern.mp4');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=64x64:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '5', '-movflags', '+faststart', file]);
  return file;
}

describe('admin screens', () => {
  let session: AppSession;
  let page: Page;
  let errors: string[];
  const problem = sumProblem(`E2E Sum ${Date.now().toString(36)}`);
  const edited = `${problem.title} (edited)`;
  let problemId = '';

  beforeAll(async () => {
    if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });
    session = await openAppSession({ context: { serviceWorkers: 'block' } });
    ({ page, errors } = session);
    await signUpAdmin(page, session.server, 'Admin');
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  it('turns a learner away from every admin route', async () => {
    const learner = await session.browser.newContext({ baseURL: session.server.url, serviceWorkers: 'block' });
    const p = await learner.newPage();
    await new SignUpPage(p).signUpFresh('Learner');
    for (const route of ['/admin', '/admin/create', '/admin/video', '/admin/import', '/admin/update/prblm/0123456789abcdef01234567']) {
      await p.goto(route);
      await p.waitForURL((url) => url.pathname === '/');
      await new ProblemListPage(p).waitForLoaded();
    }
    await learner.close();
  }, 120_000);

  it('shows the Admin Panel with its five cards', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Create Problem', 'Update Problem', 'Delete Problem', 'Upload/delete video', 'Import package']);
    for (const [name, to] of [
      ['Create Problem', '/admin/create'],
      ['Update Problem', '/admin/update'],
      ['Delete Problem', '/admin/delete'],
      ['Upload/delete video', '/admin/video'],
      ['Import package', '/admin/import'],
    ]) {
      expect(await page.getByRole('link', { name: new RegExp(name.replace('/', '\\/')) }).getAttribute('href')).toBe(to);
    }
    await checkAccessible(page, '/admin');
    await shoot(page, 'panel');
  });

  it('creates a problem through the form (its rules first) and finds it in the list', async () => {
    await page.getByRole('link', { name: /Create Problem/ }).click();
    await page.getByRole('heading', { name: 'Create Problem', level: 1 }).waitFor();
    const form = new ProblemFormPage(page);
    // Submitting the empty form shows the §5 messages under their fields.
    await page.getByRole('button', { name: 'Create Problem', exact: true }).click();
    await page.getByText('Please fix the highlighted fields.').waitFor();
    const messages = await form.fieldErrors();
    for (const m of [ADMIN_MSG.titleRequired, ADMIN_MSG.descriptionRequired, ADMIN_MSG.difficultyInvalid, ADMIN_MSG.tagInvalid, ADMIN_MSG.inputRequired, ADMIN_MSG.explanationRequired, ADMIN_MSG.initialCodeRequired, ADMIN_MSG.completeCodeRequired, ADMIN_MSG.conceptRequired]) {
      expect(messages).toContain(m);
    }
    await checkAccessible(page, '/admin/create with errors');
    await shoot(page, 'create-errors');
    // Removing the only hidden test case names the list rule.
    await page.getByRole('button', { name: 'Remove Hidden test case 1' }).click();
    expect(await form.fieldErrors()).toContain(ADMIN_MSG.hiddenRequired);

    await form.fill(problem);
    expect(await form.fieldErrors()).toEqual([]);
    await shoot(page, 'create-filled');
    await page.getByRole('button', { name: 'Create Problem', exact: true }).click();
    await page.getByText('Checking the reference solutions with the judge…').waitFor();
    await waitForToast(page, ADMIN_MSG.created);
    const list = new ProblemListPage(page);
    await list.waitForLoaded();
    await list.search(problem.title);
    await list.cards().getByRole('link', { name: problem.title, exact: true }).waitFor();
  }, 180_000);

  it('edits the problem from the update list, pre-filled from getPrblmByIdForUpd', async () => {
    const lists = new AdminListPage(page);
    await lists.goto('/admin/update');
    expect((await lists.titles()).at(-1)).toBe(problem.title);
    await checkAccessible(page, '/admin/update');
    await shoot(page, 'update-list');
    await lists.row(problem.title).getByRole('link', { name: `Edit ${problem.title}` }).click();
    await page.waitForURL(/\/admin\/update\/prblm\/[0-9a-f]{24}$/);
    problemId = page.url().split('/').pop()!;
    const form = new ProblemFormPage(page);
    await page.getByLabel('Title', { exact: true }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(problem.title);
    expect(await form.hiddenCases().count()).toBe(problem.hiddenTestCases.length);
    expect(await form.approaches().nth(0).getByLabel('Steps (comma-separated)').inputValue()).toBe(problem.Aprouch[0]!.steps.join(', '));
    expect(await page.getByLabel('Reference solution (Java)').inputValue()).toBe(problem.referenceSolution[1]!.completeCode);
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Update Problem', exact: true }).click();
    expect(await form.fieldErrors()).toContain(ADMIN_MSG.titleRequiredUpdate);
    await page.getByLabel('Title', { exact: true }).fill(edited);
    await checkAccessible(page, '/admin/update/prblm/:id');
    await shoot(page, 'update-form');
    await page.getByRole('button', { name: 'Update Problem', exact: true }).click();
    await waitForToast(page, ADMIN_MSG.updated);
    await page.waitForURL((url) => url.pathname === '/admin/update');
    await lists.row(edited).waitFor();
  }, 180_000);

  it('uploads a video with a progress bar reaching 100, then plays and seeks it on the Editorial tab', async () => {
    const lists = new AdminListPage(page);
    await lists.goto('/admin/video');
    expect(await lists.row(edited).getByTestId('video-state').textContent()).toBe('No video');
    await checkAccessible(page, '/admin/video');
    await shoot(page, 'video-list');
    await lists.row(edited).getByRole('link', { name: `Upload the video of ${edited}` }).click();
    await page.waitForURL(`**/admin/upload/${problemId}`);
    await page.getByText('at most 100 MB').waitFor();
    // A file that is no video is refused before anything is sent.
    const picker = page.getByLabel('Video file');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await new ProblemFormPage(page).fieldErrors()).toEqual([ADMIN_MSG.videoInvalid]);
    await picker.setInputFiles(testVideo());
    await page.getByTestId('selected-file').getByText(/^Selected: pattern\.mp4 \(\d+(\.\d+)? KB\)$/).waitFor();
    await checkAccessible(page, '/admin/upload/:id');
    // Record every value the progress bar shows.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="upload-progress"]') as HTMLProgressElement | null;
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const result = page.getByTestId('upload-result');
    await result.waitFor();
    expect(await page.getByTestId('upload-duration').textContent()).toBe('0:02');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await page.getByTestId('upload-progress').getAttribute('value')).toBe('100');
    await shoot(page, 'video-uploaded');

    // The Editorial tab plays it from /media with range requests, and seeks.
    const mediaStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/media/video/')) mediaStatuses.push(r.status());
    });
    await result.getByRole('link', { name: 'Open the problem' }).click();
    const problemPage = new ProblemPage(page);
    await problemPage.waitForLoaded(edited);
    await problemPage.openTab('Editorial');
    await page.getByTestId('video-player').waitFor();
    await expect.poll(() => page.getByTestId('video-remaining').textContent()).toBe('-0:02');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => page.getByTestId('video-elapsed').textContent(), { timeout: 10_000 }).toBe('0:01');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByTestId('video-seek').fill('0.5');
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => Math.round(v.currentTime * 10) / 10)).toBe(0.5);
    expect(await page.getByTestId('video-elapsed').textContent()).toBe('0:00');
    expect(mediaStatuses.length).toBeGreaterThan(0);
    expect(mediaStatuses.every((s) => s === 200 || s === 206)).toBe(true);
    expect(await page.locator('video').getAttribute('poster')).toBe('/media/video/poster.svg');
  }, 120_000);

  it('shows an upload page of a problem that does not exist as not found, before any upload', async () => {
    const errorsBefore = errors.length;
    await page.goto('/admin/upload/0123456789abcdef01234567');
    await page.getByRole('heading', { name: 'Problem not found', level: 1 }).waitFor();
    expect(await page.getByText('…').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload Video' }).count()).toBe(0);
    await shoot(page, 'upload-not-found');
    await page.getByRole('link', { name: 'Back to the videos' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/video');
    expect(errors.slice(errorsBefore).filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('deletes the video, then the problem, each after its confirmation', async () => {
    const lists = new AdminListPage(page);
    await lists.goto('/admin/video');
    expect(await lists.row(edited).getByTestId('video-state').textContent()).toBe('Video (0:02)');
    await lists.row(edited).getByRole('button', { name: `Delete the video of ${edited}` }).click();
    await shoot(page, 'video-confirm');
    expect(await lists.confirm('Delete')).toBe(ADMIN_MSG.videoDeleteConfirm);
    await waitForToast(page, ADMIN_MSG.videoDeleted);
    await expect.poll(() => lists.row(edited).getByTestId('video-state').textContent()).toBe('No video');

    await lists.goto('/admin/delete');
    await checkAccessible(page, '/admin/delete');
    await shoot(page, 'delete-list');
    // Cancelling keeps it.
    await lists.row(edited).getByRole('button', { name: `Delete ${edited}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await lists.row(edited).count()).toBe(1);
    await lists.row(edited).getByRole('button', { name: `Delete ${edited}` }).click();
    expect(await lists.confirm('Delete')).toBe(ADMIN_MSG.deleteConfirm);
    await waitForToast(page, ADMIN_MSG.deleted);
    await expect.poll(() => lists.row(edited).count()).toBe(0);
    await page.goto(`/admin/update/prblm/${problemId}`);
    await page.getByRole('alert').filter({ hasText: ADMIN_MSG.updateLoadFailed }).first().waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  }, 120_000);

  it('imports a real package zip: progress to 100, the report with its warnings, the imported problem; a broken zip shows the server\'s message', async () => {
    const errorsBefore = errors.length;
    const imports = new ImportPackagePage(page);
    await imports.goto();
    // The picker refuses what is not a zip before anything is sent.
    await imports.choose('hello.txt', Buffer.from('x'), 'text/plain');
    expect(await new ProblemFormPage(page).fieldErrors()).toEqual([ADMIN_MSG.packageInvalid]);

    const archive = zipDir(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/');
    // With an input validator and a submission expected to fail, for the report to show them.
    const zipped = Buffer.from(
      zipSync({
        ...archive,
        'modern-reverse/input_validators/word.py': new TextEncoder().encode('import re, sys\nsys.exit(42 if re.fullmatch(r"[a-z]+\\n", sys.stdin.read()) else 43)\n'),
        'modern-reverse/submissions/wrong_answer/echo.js': new TextEncoder().encode('process.stdout.write(require("fs").readFileSync(0, "utf8"));\n'),
      }),
    );
    await imports.choose('modern-reverse.zip', zipped);
    await page.getByText(`Selected: modern-reverse.zip (${formatBytes(zipped.length)})`).waitFor();
    await checkAccessible(page, '/admin/import');
    const answer = await imports.submit();
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const report = importReportSchema.parse(answer.json);
    await imports.report().waitFor();
    expect(await imports.progress()).toBe('100');
    // The package gives no C++ or Java start code, so the report warns that defaults were used.
    expect(report.warnings.length).toBeGreaterThan(0);
    expect(await imports.warnings()).toEqual(report.warnings);
    // The report: the limits and why, each submission's expected and actual verdict, the validators, the test groups.
    expect(await imports.limits()).toEqual({
      time: `1500 ms — ${IMPORT_REPORT_TEXT.timeReason(report.time)} ${IMPORT_REPORT_TEXT.safetyReason(report.time)}`,
      memory: `64 MiB — ${IMPORT_REPORT_TEXT.memoryReason(report.memory)}`,
    });
    expect(report.time).toMatchObject({ source: 'package', limitMs: 1500 });
    const [accepted, echo] = report.submissions;
    expect(await imports.submissions()).toEqual([
      ['submissions/accepted/rev.js', 'accepted', 'Accepted', `${accepted!.timeMs} ms`, 'yes'],
      ['submissions/wrong_answer/echo.js', 'wrong_answer', `Wrong Answer ${echo!.testCase}`, `${echo!.timeMs} ms`, 'yes'],
    ]);
    expect(echo!.testCase).toBe('sample/01');
    expect(await imports.validators()).toEqual(['input_validators/word.py: accepted all 3 test files']);
    expect(await imports.testGroups()).toEqual(['sample: 1 test case', 'secret: 2 test cases']);
    expect(await imports.problemLink().getAttribute('href')).toBe(`/prblm/${report.prblmId}`);
    await checkAccessible(page, '/admin/import with a report');
    await shoot(page, 'import-report');

    await imports.problemLink().click();
    await page.waitForURL(`**/prblm/${report.prblmId}`);
    await new ProblemPage(page).waitForLoaded('Reverse a Word');
    const example = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Example 1:', level: 2 }) });
    expect(await example.innerText()).toMatch(/abc[\s\S]*cba[\s\S]*The letters a, b, c in the opposite order\./);

    // Without problem.yaml the server refuses the archive and the screen shows its message.
    await imports.goto();
    const broken = Object.fromEntries(Object.entries(archive).filter(([name]) => name !== 'modern-reverse/problem.yaml'));
    await imports.choose('broken.zip', Buffer.from(zipSync(broken)));
    const refused = await imports.submit();
    expect(refused.status).toBe(400);
    const message = (refused.json as { message: string }).message;
    expect(message).toMatch(/problem\.yaml/);
    expect(await imports.refusal()).toBe(message);
    expect(await imports.report().count()).toBe(0);
    // Only the refused upload's 400 reaches the console.
    expect(errors.slice(errorsBefore).filter((e) => !e.includes('400'))).toEqual([]);
  }, 180_000);

  it('import screen when the upload fails on the network (forced with page.route): the generic message', async () => {
    const imports = new ImportPackagePage(page);
    await imports.goto();
    await page.route('**/api/admin/problems/import', (route) => route.abort('connectionreset'));
    try {
      await imports.choose('modern-reverse.zip', Buffer.from(zipSync(zipDir(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/'))));
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      expect(await imports.refusal()).toBe(ADMIN_MSG.packageFailed);
      expect(await imports.progress()).toBeNull();
    } finally {
      await page.unroute('**/api/admin/problems/import');
    }
  }, 60_000);
});
