/** Page object of /SignUp. */
import type { Page } from 'playwright-core';

export interface NewAccount {
  firstname: string;
  emailID: string;
  password: string;
}

export class SignUpPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/SignUp');
    await this.page.getByRole('heading', { name: 'Create your account' }).waitFor();
  }

  /** Fills the form and submits it. */
  async signUp(account: NewAccount): Promise<void> {
    await this.page.getByLabel('First name').fill(account.firstname);
    await this.page.getByLabel('Email').fill(account.emailID);
    await this.page.getByLabel('Password', { exact: true }).fill(account.password);
    await this.page.getByRole('button', { name: 'Sign up' }).click();
  }

  /**
   * Creates a fresh account (unique email) from /SignUp and waits for the problem list.
   * @returns the account
   */
  async signUpFresh(firstname: string): Promise<NewAccount> {
    const account = { firstname, emailID: `${firstname.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'correct horse battery' };
    await this.goto();
    await this.signUp(account);
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.page.getByTestId('problem-card').first().waitFor();
    return account;
  }
}
