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
}
