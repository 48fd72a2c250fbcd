/** Page object of the problem page (/prblm/:id). */
import type { Locator, Page } from 'playwright-core';

export type LanguageButton = 'JavaScript' | 'Java' | 'C++' | 'Python3';

export class ProblemPage {
  /** The submissions whose verdicts this page object has seen (`data-submission` of the Result tab's badge). */
  private readonly seenSubmissions = new Set<string>();

  constructor(private readonly page: Page) {}

  async waitForLoaded(title: string): Promise<void> {
    await this.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await this.revealEditor();
  }

  /** The code shown as plain text before the editor is created (on a phone, until its box nears the viewport). */
  codePreview(): Locator {
    return this.page.getByLabel('Loading editor…', { exact: true });
  }

  /**
   * Waits for the editor, scrolling its box into view first: the page creates the editor once the
   * box is near the viewport, which on a phone is below the statement.
   */
  async revealEditor(): Promise<void> {
    const box = this.page.locator('[data-testid="code-editor"]').or(this.codePreview()).first();
    await box.waitFor();
    // The preview may be replaced by the editor meanwhile (on a desktop it is in view): then there is nothing to scroll.
    await box.evaluate((el) => el.scrollIntoView({ block: 'nearest' })).catch(() => undefined);
    await this.editor().waitFor();
  }

  editor(): Locator {
    return this.page.getByRole('textbox', { name: /^Code editor/ });
  }

  /** Opens a tab of either pane by its name (Description, Code, Testcase, Result, …). */
  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  async chooseLanguage(language: LanguageButton): Promise<void> {
    await this.openTab('Code');
    await this.page.getByRole('button', { name: language, exact: true }).click();
    await this.revealEditor();
    await this.page.locator(`[data-testid="code-editor"][data-language="${language === 'C++' ? 'c++' : language.toLowerCase()}"]`).waitFor();
  }

  /** Replaces the editor's whole text, like a user would: select all, then type/paste. */
  /**
   * Replaces the editor's text with `code`, and checks that it did: keys typed before the editor has
   * focus (a tab just switched, the editor still mounting on a busy machine) would be lost, and the
   * old code submitted. Tries three times, then throws with what the editor shows.
   */
  async replaceCode(code: string): Promise<void> {
    await this.openTab('Code');
    const editor = this.editor();
    // CodeMirror renders each line as an element: its text is the lines joined without newlines.
    const firstLine = code.split('\n').find((l) => l.trim().length > 0)?.trim() ?? '';
    const replaced = (text: string) => (code.includes('\n') ? text.includes(firstLine) : text === code);
    let shown = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.revealEditor();
      await editor.click();
      await this.page.keyboard.press('Control+A');
      await this.page.keyboard.press('Delete');
      await this.page.keyboard.insertText(code);
      shown = (await editor.textContent()) ?? '';
      if (replaced(shown)) return;
    }
    throw new Error(`the editor did not take the new code; it shows: ${shown.slice(0, 200)}`);
  }

  runButton(): Locator {
    return this.page.getByRole('button', { name: /^(Run|Running…)$/ });
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: /^(Submit|Judging…)$/ });
  }

  /** Clicks Run and waits for the Testcase tab to show the results. */
  async run(timeoutMs = 120_000): Promise<void> {
    await this.runButton().click();
    await this.page.getByTestId('run-summary').waitFor({ timeout: timeoutMs });
  }

  /**
   * Submits and waits for the new submission's verdict: one whose submission this page object has not
   * seen, since the Result tab may show the previous verdict again (a panel mounted anew) before the
   * new submission is stored.
   */
  async submit(timeoutMs = 180_000): Promise<void> {
    const shown = await this.page.evaluate(() => {
      const badges = Array.from(document.querySelectorAll('[data-testid="submit-status"]'));
      badges.forEach((el) => el.setAttribute('data-stale', ''));
      return badges.map((el) => el.getAttribute('data-submission') ?? '');
    });
    for (const id of shown) this.seenSubmissions.add(id);
    await this.submitButton().click();
    const fresh = await this.page.waitForFunction(
      (seen) => Array.from(document.querySelectorAll('[data-testid="submit-status"]:not([data-stale])')).find((el) => !seen.includes(el.getAttribute('data-submission') ?? ''))?.getAttribute('data-submission'),
      [...this.seenSubmissions],
      { timeout: timeoutMs },
    );
    this.seenSubmissions.add(String(await fresh.jsonValue()));
  }

  selectedTab(pane: 'Code and results' | 'Problem information'): Locator {
    return this.page.getByRole('tablist', { name: pane }).getByRole('tab', { selected: true });
  }

  runSummary(): Locator {
    return this.page.getByTestId('run-summary');
  }

  /** What a Run on this device says it is doing while it runs (loading the compiler, compiling, running). */
  runStage(): Locator {
    return this.page.getByTestId('run-stage');
  }

  /** The Cancel beside {@link ProblemPage.runStage}: stops the Run on this device. */
  cancelRunButton(): Locator {
    return this.page.getByRole('button', { name: 'Cancel this Run' });
  }

  /** Pass/fail of each run case, in order. */
  async runCasesPassed(): Promise<boolean[]> {
    const cases = this.page.getByTestId('run-case');
    const flags = await cases.evaluateAll((els) => els.map((el) => el.getAttribute('data-passed') === 'true'));
    return flags;
  }

  submitStatus(): Locator {
    return this.page.getByTestId('submit-status');
  }

  submitPassed(): Locator {
    return this.page.getByTestId('submit-passed');
  }

  /** The save (star) control in the problem's header. */
  starButton(): Locator {
    return this.page.getByRole('tabpanel').getByTestId('star-button');
  }

  /** Clicks "Reset to start code" and confirms. */
  async resetToStartCode(): Promise<void> {
    await this.openTab('Code');
    await this.page.getByRole('button', { name: 'Reset to start code' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Reset to start code' }).click();
  }

  /** Notes tab: the editors shown (one blank one when there is no note). */
  notes(): Locator {
    return this.page.getByTestId('note');
  }

  /** Fills note `index` (0-based) and saves it. */
  async writeNote(index: number, title: string, body: string): Promise<void> {
    await this.openTab('Notes');
    const note = this.notes().nth(index);
    await note.getByLabel('Title').fill(title);
    await note.getByLabel('Body').fill(body);
    await note.getByRole('button', { name: 'Save' }).click();
  }

  /** Clicks Submit without waiting for a verdict (e.g. offline: it is queued). */
  async clickSubmit(): Promise<void> {
    await this.submitButton().click();
  }

  /** The Result tab's "queued" / "judging" message. */
  submitPending(): Locator {
    return this.page.getByTestId('submit-pending');
  }

  /** The visible "Python offline" control (the Code tab's, or the one beside the Testcase tab's notice). */
  pythonOffline(): Locator {
    return this.page.locator('[data-testid="python-offline"]:visible');
  }

  /** The visible "C++ offline" control (the Code tab's, or the one beside the Testcase tab's notice). */
  cppOffline(): Locator {
    return this.page.locator('[data-testid="cpp-offline"]:visible');
  }

  /** The compiler's output of the last Run (shown instead of the cases on a Compilation Error). */
  compileOutput(): Locator {
    return this.page.getByTestId('compile-output');
  }

  /** The text of each case of the last Run (verdict, input, expected, output, message, stderr), without its time and memory. */
  async runCaseTexts(): Promise<string[]> {
    return this.page.getByTestId('run-case').evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelector('[data-testid="case-stats"]')?.remove();
        return copy.textContent ?? '';
      }),
    );
  }

  /** The Testcase tab's notice (e.g. "Running Java code needs a connection…"). */
  runNotice(): Locator {
    return this.page.getByTestId('run-notice');
  }

  /** The Result tab's first failing test case. */
  failedTest(): Locator {
    return this.page.getByTestId('failed-test');
  }

  /** The Testcase tab's custom input section. */
  customInput(): Locator {
    return this.page.getByTestId('custom-input');
  }

  /** The custom input's text box (stdin). */
  customStdin(): Locator {
    return this.customInput().getByLabel('Your input (stdin)');
  }

  /** Clicks "Run with this input" and waits until the output of `stdin` is shown (not labelled as another's). */
  async runCustom(): Promise<void> {
    await this.customInput().getByRole('button', { name: 'Run with this input' }).click();
    await this.page.locator('[data-testid="custom-result"]:not(:has([data-testid="stale-result"]))').waitFor({ timeout: 120_000 });
  }

  /** What the custom run printed. */
  customStdout(): Locator {
    return this.page.getByTestId('custom-stdout');
  }

  /** The label of a shown result produced from another language or input (in the open tab). */
  staleResult(): Locator {
    return this.page.locator('[role="tabpanel"]:not([hidden])').getByTestId('stale-result');
  }

  /** The custom input of one language as stored on this device (IndexedDB), or undefined. */
  async storedCustomInput(language: 'javascript' | 'java' | 'c++'): Promise<string | undefined> {
    const prblmId = new URL(this.page.url()).pathname.split('/').pop()!;
    return this.page.evaluate(
      ([id, lang]) =>
        new Promise<string | undefined>((resolve, reject) => {
          const open = indexedDB.open('pocket-judge');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const req = db.transaction('drafts').objectStore('drafts').get([id, lang]);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              db.close();
              resolve((req.result as { customInput?: string } | undefined)?.customInput);
            };
          };
        }),
      [prblmId, language] as const,
    );
  }

  /** Clicks a note's Remove and answers the confirmation. */
  async removeNote(index: number, confirm: boolean): Promise<void> {
    await this.openTab('Notes');
    await this.notes().nth(index).getByRole('button', { name: /^Remove/ }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: confirm ? 'Remove' : 'Cancel' }).click();
  }

  /** The score of the latest submission in the Result tab ("Score 50 / 100"). */
  submitScore(): Locator {
    return this.page.getByTestId('submit-score');
  }

  /** The test groups of a scoring problem's submission in `within` (default: the page): name, points and whether it passed. */
  async scoreGroups(within: Locator | Page = this.page): Promise<{ name: string; points: string; passed: boolean }[]> {
    return within.getByTestId('score-group').evaluateAll((rows) =>
      rows.map((r) => ({ name: r.children[0]!.textContent!.trim(), points: r.children[1]!.textContent!.trim(), passed: r.getAttribute('data-passed') === 'true' })),
    );
  }
}
