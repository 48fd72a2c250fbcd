/** Page objects of the admin screens (/admin, the problem form, the lists, the video upload, the import). */
import type { Locator, Page } from 'playwright-core';
import type { ProblemInput } from '../../../common/contract/admin.ts';

const LANGUAGE_LABEL = { 'c++': 'C++', java: 'Java', javascript: 'JavaScript' } as const;

/** The create/update problem form. */
export class ProblemFormPage {
  constructor(private readonly page: Page) {}

  visibleCases(): Locator {
    return this.page.getByTestId('visible-case');
  }
  hiddenCases(): Locator {
    return this.page.getByTestId('hidden-case');
  }
  approaches(): Locator {
    return this.page.getByTestId('approach-fields');
  }

  /** Fills every field from a problem payload (approach lists typed comma-separated). */
  async fill(p: ProblemInput): Promise<void> {
    const page = this.page;
    await page.getByLabel('Title', { exact: true }).fill(p.title);
    await page.getByLabel('Description', { exact: true }).fill(p.description);
    await page.getByLabel('Difficulty', { exact: true }).selectOption(p.difficulty);
    await page.getByLabel('Tag', { exact: true }).selectOption(p.tags);
    while ((await this.visibleCases().count()) < p.visibleTestCases.length) await page.getByRole('button', { name: '+ Add visible test case' }).click();
    for (const [i, t] of p.visibleTestCases.entries()) {
      const box = this.visibleCases().nth(i);
      await box.getByLabel('Input').fill(t.input);
      await box.getByLabel('Output').fill(t.output);
      await box.getByLabel('Explanation').fill(t.explanation);
    }
    while ((await this.hiddenCases().count()) < p.hiddenTestCases.length) await page.getByRole('button', { name: '+ Add hidden test case' }).click();
    for (const [i, t] of p.hiddenTestCases.entries()) {
      const box = this.hiddenCases().nth(i);
      await box.getByLabel('Input').fill(t.input);
      await box.getByLabel('Output').fill(t.output);
    }
    for (const s of p.startCode) await page.getByLabel(`Start code (${LANGUAGE_LABEL[s.language]})`).fill(s.initialCode);
    for (const s of p.referenceSolution) await page.getByLabel(`Reference solution (${LANGUAGE_LABEL[s.language]})`).fill(s.completeCode);
    for (const [i, a] of p.Aprouch.entries()) {
      const box = this.approaches().nth(i);
      await box.getByLabel('Concepts (comma-separated)').fill(a.concept.join(', '));
      await box.getByLabel('Steps (comma-separated)').fill(a.steps.join(', '));
      await box.getByLabel('Complexities (comma-separated: time, space)').fill(a.complexities.join(', '));
    }
  }

  /** The messages shown under the fields. */
  fieldErrors(): Promise<string[]> {
    return this.page.getByTestId('field-error').allTextContents();
  }
}

/** The admin tables (/admin/update, /admin/delete, /admin/video). */
export class AdminListPage {
  constructor(private readonly page: Page) {}

  async goto(path: '/admin/update' | '/admin/delete' | '/admin/video'): Promise<void> {
    await this.page.goto(path);
    await this.rows().first().waitFor();
  }
  rows(): Locator {
    return this.page.getByTestId('admin-row');
  }
  row(title: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  }
  /** Titles of the rows, in order (as shown: on phones the badges under a title are not part of it). */
  async titles(): Promise<string[]> {
    return (await this.rows().getByRole('rowheader').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  }
  /** Answers the confirmation dialog with its confirm button; @returns the question it asked */
  async confirm(button: string): Promise<string> {
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.locator('p').textContent()) ?? '';
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }
}

/** Waits for a toast with this text. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast-text').filter({ hasText: text }).first().waitFor();
}
