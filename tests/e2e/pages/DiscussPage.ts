/** Page object of /discuss. */
import type { Locator, Page } from 'playwright-core';

export interface NewPost {
  topic: string;
  header: string;
  content: string;
}

export class DiscussPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/discuss');
    await this.waitForLoaded();
  }

  /** Waits for the heading and for the list (or its empty text) instead of the spinner. */
  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Discussions', level: 1 }).waitFor();
    await this.page.waitForFunction(() => !!document.querySelector('[data-testid="discussion"]') || document.body.textContent?.includes('No discussions in this topic yet'));
  }

  /** Opens the new-discussion form (the Create button toggles it). */
  async openForm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create' }).click();
    await this.page.getByRole('heading', { name: 'New discussion' }).waitFor();
  }

  /** Fills the form (topic by label, '' keeps 'Choose a topic') and presses Post. */
  async post(p: NewPost): Promise<void> {
    if (p.topic) await this.page.getByLabel('Topic', { exact: true }).selectOption(p.topic);
    await this.page.getByLabel('Header').fill(p.header);
    await this.page.getByLabel('Content').fill(p.content);
    await this.page.getByRole('button', { name: 'Post' }).click();
  }

  async selectTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** Every discussion card shown. */
  cards(): Locator {
    return this.page.getByTestId('discussion');
  }

  /** The card of the discussion with this header. */
  card(header: string): Locator {
    return this.page.getByRole('article', { name: header, exact: true });
  }

  /** Headers of the cards shown, in order. */
  async headers(): Promise<string[]> {
    return this.cards().locator('h2').allTextContents();
  }

  voteButton(header: string): Locator {
    return this.card(header).getByTestId('vote');
  }

  async voteCount(header: string): Promise<number> {
    return Number(await this.card(header).getByTestId('vote-count').textContent());
  }

  async commentCount(header: string): Promise<number> {
    return Number(await this.card(header).getByTestId('comment-count').textContent());
  }

  /** Expands the comment list of a discussion (when collapsed). */
  async openComments(header: string): Promise<Locator> {
    const toggle = this.card(header).getByTestId('comment-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const panel = this.card(header).getByTestId('comments');
    await panel.waitFor();
    return panel;
  }

  /** Writes a comment on a discussion and sends it. */
  async comment(header: string, text: string): Promise<void> {
    const panel = await this.openComments(header);
    await panel.getByLabel('Your comment').fill(text);
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    await panel.getByTestId('comment').filter({ hasText: text }).waitFor();
  }
}
