/**
 * Accounts the e2e suites sign in with, made through the sign-up screen of the browser: a learner
 * waiting at the problem list, and an admin (a fresh account the server then makes admin, as
 * `ADMIN_EMAIL` or `npm run create-admin` would).
 */
import type { Page } from 'playwright-core';
import type { TestServer } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { SignUpPage, type NewAccount } from './pages/SignUpPage.ts';

/**
 * Signs up a fresh learner on /SignUp and waits until the problem list has loaded.
 * @returns the account and the problem list's page object
 */
export async function signUpLearner(page: Page, firstname: string): Promise<{ account: NewAccount; list: ProblemListPage }> {
  const account = await new SignUpPage(page).signUpFresh(firstname);
  const list = new ProblemListPage(page);
  await list.waitForLoaded();
  return { account, list };
}

/**
 * Makes an existing account admin and loads / once: the app starts as the user cached on this
 * device (still a learner), and the one session check of that load records the admin role.
 * Resolves when the check has answered (the screen may still be loading).
 */
export async function promoteToAdmin(page: Page, server: Pick<TestServer, 'makeAdmin'>, emailID: string): Promise<void> {
  await server.makeAdmin(emailID);
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/userAuth/check'));
  await page.goto('/');
  await checked;
}

/**
 * Signs up a fresh account on /SignUp, makes it admin ({@link promoteToAdmin}) and waits until the
 * problem list has loaded.
 * @returns the account
 */
export async function signUpAdmin(page: Page, server: Pick<TestServer, 'makeAdmin'>, firstname: string): Promise<NewAccount> {
  const account = await new SignUpPage(page).signUpFresh(firstname);
  await promoteToAdmin(page, server, account.emailID);
  await new ProblemListPage(page).waitForLoaded();
  return account;
}
