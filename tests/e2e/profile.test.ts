/**
 * Profile and edit profile in Chromium: stats, donut, heat map and Recent AC from a real judged
 * submission; edit with the spec's messages; readable offline; phone layout; axe in both themes;
 * deleting the profile lands on /SignUp and the account is gone.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations, setTheme } from './axe.ts';
import { overflowProblem } from './overflow.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { SignUpPage, type NewAccount } from './pages/SignUpPage.ts';
import { recordApiRequests } from './requests.ts';
import { stableId } from '../../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005010201a5dd8f1e0000000049454e44ae426082', 'hex');

const TWO_SUM_JS = `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const nums = lines[1].trim().split(/\\s+/).map(Number); const target = Number(lines[2]);
const seen = new Map();
for (let i = 0; i < nums.length; i++) { const j = seen.get(target - nums[i]); if (j !== undefined) { console.log(j + ' ' + i); break; } seen.set(nums[i], i); }`;

describe('profile', () => {
  let profile: ProfilePage;
  let account: NewAccount;

  const s = appSessionForSuite(async () => {
    account = await new SignUpPage(s.page).signUpFresh('Profiler');
    profile = new ProfilePage(s.page);
    // A judged, accepted submission through the API the PWA uses.
    const status = await s.page.evaluate(
      async ({ id, code }) => {
        const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
        const res = await fetch(`/api/submit/${id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf }, body: JSON.stringify({ code, language: 'javascript' }) });
        return ((await res.json()) as { status: string }).status;
      },
      { id: stableId('two-sum'), code: TWO_SUM_JS },
    );
    expect(status).toBe('accepted');
  }, {}, 180_000);

  it('shows the learner, the stats, the heat map and Recent AC from the judged submission', async () => {
    await s.page.goto('/');
    await s.page.reload(); // the start-up refresh picks up the solved problem
    await profile.goto();
    await s.page.getByRole('heading', { name: 'Profiler' }).waitFor();
    await s.page.getByText('Rank ~5,000,000').waitFor();
    expect(await profile.college().textContent()).toBe('No enough data');
    await expect.poll(() => profile.heatmapTitle().textContent()).toBe('1 submissions in the past one year');
    await expect.poll(() => profile.stat('solved').textContent()).toBe('1');
    expect(await profile.stat('views').textContent()).toBe('0');
    expect(await s.page.getByTestId('solved-easy').textContent()).toMatch(/^Easy 1\/\d+$/);
    expect(await s.page.locator('[data-band="1"]').count()).toBe(1);
    // Progress by topic: Two Sum's topic has one solved problem, every other topic none.
    const ofTopic = (topic: string) => BUILT_IN_PROBLEMS.filter((p) => p.topics.includes(topic as never)).length;
    await s.page.getByRole('progressbar', { name: `Arrays & Hashing: 1 of ${ofTopic('Arrays & Hashing')} solved` }).waitFor();
    expect(await s.page.getByRole('progressbar', { name: `Linked List: 0 of ${ofTopic('Linked List')} solved` }).count()).toBe(1);
    expect(await s.page.getByTestId('topic-progress').count()).toBe(new Set(BUILT_IN_PROBLEMS.flatMap((p) => p.topics)).size);
    await profile.panel().getByRole('link', { name: 'Two Sum' }).waitFor();
    await profile.tab('Solved').click();
    await profile.panel().getByRole('link', { name: 'Two Sum' }).waitFor();
    await profile.tab('List').click();
    await profile.panel().getByText('No saved problems yet.', { exact: false }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it('asks for the profile, the learner\'s discussions and every other list once on a /profile load', async () => {
    const api = recordApiRequests(s.page);
    try {
      await profile.goto();
      await api.settle();
      expect(api.count('GET /api/userauth/getProfile')).toBe(1);
      expect(api.count('GET /api/discuss/getDiscussionByUserId/')).toBe(1);
      expect(api.count('GET /api/submit/getAllUserSubmits')).toBe(1);
      expect(api.repeated()).toEqual({});
    } finally {
      api.stop();
    }
  });

  it('edits college, skills and languages with the spec’s messages and shows them', async () => {
    await profile.edit({ college: '', skills: '', languages: '' });
    await s.page.getByText('College name requirred').waitFor();
    await s.page.getByText('Atleast one skill requirred').waitFor();
    await s.page.getByText('Atleast one language name requirred').waitFor();
    // A file that is not an image is refused at once, and blocks saving: Save Changes is disabled,
    // Enter in a field saves nothing and the page stays. Clearing the choice or a PNG re-enables it;
    // a PNG shows its name and size.
    const save = s.page.getByRole('button', { name: 'Save Changes' });
    const savedCollege = () => s.page.evaluate(async () => ((await (await fetch('/api/userauth/getProfile')).json()) as { college: string | null }).college);
    const collegeBefore = await savedCollege();
    await s.page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await s.page.getByText('Please select a valid image file').waitFor();
    expect(await save.isDisabled()).toBe(true);
    const reason = await save.getAttribute('aria-describedby');
    expect(await s.page.locator(`[id="${reason}"]`).textContent()).toBe('Please select a valid image file');
    await s.page.getByLabel('College').fill('Nowhere University');
    await s.page.getByLabel('Skills').fill('DP');
    await s.page.getByLabel('Languages Known').fill('C++');
    await s.page.getByLabel('College').press('Enter');
    await s.page.waitForTimeout(500);
    expect(new URL(s.page.url()).pathname).toBe('/editProfile');
    expect(await s.page.getByText('Updated Profile').count()).toBe(0);
    expect(await savedCollege()).toBe(collegeBefore);
    await s.page.getByLabel('Photo').setInputFiles([]);
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await s.page.getByText('Please select a valid image file').count()).toBe(0);
    await s.page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await s.page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await s.page.getByText(`me.png (${PNG.length} Bytes)`).waitFor();
    await s.page.getByLabel('College').fill('IIT Delhi');
    await s.page.getByLabel('Skills').fill('DP,Graphs');
    await s.page.getByLabel('Languages Known').fill('C++,Java');
    await s.page.getByRole('button', { name: 'Save Changes' }).click();
    await s.page.getByText('Updated Profile').waitFor();
    await s.page.waitForURL((u) => u.pathname === '/profile');
    await expect.poll(() => profile.college().textContent()).toBe('IIT Delhi');
    // The uploaded photo is the avatar on the profile and in the nav bar, served by the media service.
    const avatar = s.page.locator('main img[alt="Profiler\'s avatar"]').first();
    await expect.poll(async () => (await avatar.getAttribute('src')) ?? '').toMatch(/^\/media\/profile\/[0-9a-f]{24}\/[0-9a-f]{16}\.png$/);
    const src = (await avatar.getAttribute('src'))!;
    expect(await s.page.locator(`header img[src="${src}"]`).count()).toBeGreaterThan(0);
    const served = await s.page.evaluate(async (url) => { const r = await fetch(url); return { status: r.status, type: r.headers.get('content-type') }; }, src);
    expect(served).toEqual({ status: 200, type: 'image/png' });
    for (const chip of ['DP', 'Graphs', 'C++', 'Java']) await s.page.getByRole('complementary').getByRole('listitem').getByText(chip, { exact: true }).waitFor();
  });

  it('is readable offline, and holds together on a phone', async () => {
    await untilOfflineReady(s.page);
    await s.context.setOffline(true);
    try {
      await s.page.reload();
      await profile.goto();
      await expect.poll(() => profile.college().textContent()).toBe('IIT Delhi');
      expect(await profile.heatmapTitle().textContent()).toBe('1 submissions in the past one year');
      await s.page.setViewportSize({ width: 390, height: 844 });
      expect(await overflowProblem(s.page)).toBeNull();
      // The heat map is wider than a phone: it opens at the current week, with today's submission in view.
      await s.page.reload();
      await profile.heatmapTitle().waitFor();
      const todayInView = await s.page.locator('[data-band="1"]').evaluate((cell) => {
        const strip = cell.closest('[data-testid="heatmap-strip"]')!;
        const box = cell.getBoundingClientRect();
        const frame = strip.getBoundingClientRect();
        return { scrolled: strip.scrollLeft > 0, inView: box.left >= frame.left && box.right <= frame.right };
      });
      expect(todayInView).toEqual({ scrolled: true, inView: true });
      await s.page.goto('/editProfile');
      await s.page.getByText('Editing the profile needs a connection.', { exact: false }).waitFor();
      expect(await s.page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    } finally {
      await s.context.setOffline(false);
      await s.page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  for (const dark of [true, false]) {
    it(`has no serious axe-core violations (${dark ? 'dark' : 'light'})`, async () => {
      await profile.goto();
      await setTheme(s.page, dark);
      expect(await seriousViolations(s.page)).toEqual([]);
      await s.page.goto('/editProfile');
      await s.page.getByRole('heading', { name: 'Edit profile' }).waitFor();
      expect(await seriousViolations(s.page)).toEqual([]);
    });
  }

  it('deletes the profile: lands on /SignUp and the account can no longer log in', async () => {
    await profile.goto();
    await profile.deleteProfile();
    await s.page.waitForURL((u) => u.pathname === '/SignUp');
    await s.page.getByText('Your profile was deleted successfully').waitFor();
    const login = await s.page.evaluate(
      async ({ emailID, password }) => (await fetch('/api/userAuth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailID, password }) })).status,
      account,
    );
    expect([401, 403]).toContain(login);
  });
});
