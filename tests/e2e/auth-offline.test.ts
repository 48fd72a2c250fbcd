/**
 * Signing in and signing up without a connection, in Debian Chromium against the real server:
 * once the service worker has cached the app, /Login opens offline and a login says that signing
 * in needs a connection (not "Something went wrong"); /SignUp says the same of creating an
 * account. Back online the same login reaches the server and gets its answer.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MSG } from '../../common/texts.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { AUTH_TEXT } from '../../common/texts/auth.ts';

describe('auth offline', () => {
  let context: BrowserContext;
  let page: Page;

  appSessionForSuite(
    async (session) => {
      ({ context, page } = session);
    },
    {},
    240_000,
  );

  it('says that logging in and signing up need a connection', async () => {
    const emailID = `nomad-${Date.now()}@example.com`;
    await page.goto('/Login');
    await page.getByRole('heading', { name: AUTH_TEXT.loginTitle }).waitFor();
    await untilOfflineReady(page);
    await page.reload();
    await page.getByRole('heading', { name: AUTH_TEXT.loginTitle }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: AUTH_TEXT.loginTitle }).waitFor();
    await page.getByLabel(AUTH_TEXT.email).fill(emailID);
    await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: AUTH_TEXT.login }).click();
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(AUTH_TEXT.loginOffline);
    expect(await alert.textContent()).not.toBe(MSG.authDefault);
    expect(new URL(page.url()).pathname).toBe('/Login');

    await page.getByRole('link', { name: AUTH_TEXT.goSignUp }).click();
    await page.getByRole('heading', { name: AUTH_TEXT.signUpTitle }).waitFor();
    await page.getByLabel(AUTH_TEXT.firstName).fill('Nomad');
    await page.getByLabel(AUTH_TEXT.email).fill(emailID);
    await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: AUTH_TEXT.signUp }).click();
    await alert.waitFor();
    expect(await alert.textContent()).toBe(AUTH_TEXT.signUpOffline);

    // Online again: the login reaches the server, which knows no such account.
    await context.setOffline(false);
    await page.getByRole('link', { name: AUTH_TEXT.goLogin }).click();
    await page.getByRole('heading', { name: AUTH_TEXT.loginTitle }).waitFor();
    await page.getByLabel(AUTH_TEXT.email).fill(emailID);
    await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: AUTH_TEXT.login }).click();
    await page.getByTestId('form-error').filter({ hasText: 'Invalid credentials' }).waitFor();
  });
});
