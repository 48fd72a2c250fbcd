/** Page objects of the admin screens (/admin, the problem form, the lists, the video upload, the import). */
import type { Locator, Page } from 'playwright-core';
import type { ProblemInput } from '../../../common/contract/admin.ts';

const LANGUAGE_LABEL = { 'c++': 'C++', java: 'Java', javascript: 'JavaScript', python3: 'Python3, optional' } as const;

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

/** The package import screen (/admin/import). */
export class ImportPackagePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/import');
    await this.page.getByRole('heading', { name: 'Import package', level: 1 }).waitFor();
  }
  /** Picks a file in the package picker (a zip archive as bytes). */
  async choose(name: string, buffer: Buffer, mimeType = 'application/zip'): Promise<void> {
    await this.page.getByLabel('Package file (.zip)').setInputFiles({ name, mimeType, buffer });
  }
  /** Presses Import; @returns the server's answer to the upload (status and JSON body). */
  async submit(): Promise<{ status: number; json: unknown }> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/api/admin/problems/import') && r.request().method() === 'POST', { timeout: 120_000 });
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    const res = await answer;
    return { status: res.status(), json: await res.json() };
  }
  report(): Locator {
    return this.page.getByTestId('import-report');
  }
  /** The upload progress bar's value (0–100), or null when none is shown. */
  async progress(): Promise<string | null> {
    const bar = this.page.getByTestId('upload-progress');
    return (await bar.count()) === 0 ? null : bar.getAttribute('value');
  }
  async warnings(): Promise<string[]> {
    return this.page.getByTestId('import-warnings').getByRole('listitem').allTextContents();
  }
  /** The report's time limit line and memory limit line. */
  async limits(): Promise<{ time: string; memory: string }> {
    return { time: (await this.page.getByTestId('import-time').textContent()) ?? '', memory: (await this.page.getByTestId('import-memory').textContent()) ?? '' };
  }
  /** The report's submissions table: per row, the submission cell and the expected, verdict, time and match cells. */
  async submissions(): Promise<string[][]> {
    const rows = this.page.getByTestId('import-submissions').locator('tbody tr');
    const out: string[][] = [];
    for (const row of await rows.all()) out.push((await row.locator('th, td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()));
    return out;
  }
  /** The report's input validator lines. */
  async validators(): Promise<string[]> {
    return this.page.getByTestId('import-validators').getByRole('listitem').allTextContents();
  }
  /** The report's test group lines. */
  async testGroups(): Promise<string[]> {
    return this.page.getByTestId('import-groups').getByRole('listitem').allTextContents();
  }
  problemLink(): Locator {
    return this.report().getByRole('link', { name: 'Open the imported problem' });
  }
  /** The message shown when the server refused the package. */
  async refusal(): Promise<string> {
    const alert = this.page.getByTestId('import-error');
    await alert.waitFor();
    return (await alert.textContent()) ?? '';
  }
}

/** The notice every admin screen shows offline ("… needs a connection"). */
export function needsConnection(page: Page): Locator {
  return page.getByTestId('needs-connection');
}

/** The toasts on screen. */
export function toasts(page: Page): Locator {
  return page.getByTestId('toast-text');
}
