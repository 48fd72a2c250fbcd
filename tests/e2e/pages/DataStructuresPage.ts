/** Page object of the stack and queue visualizer (/visualizers/datastructures). */
import type { Locator, Page } from 'playwright-core';

export class DataStructuresPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visualizers/datastructures');
    await this.waitForLoaded();
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Data Structures Visualizer', level: 1 }).waitFor();
  }

  async openTab(name: 'Stack' | 'Queue'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
  }

  input(): Locator {
    return this.page.getByLabel('Value', { exact: true });
  }

  /** Types `value` (may be empty) and presses the button (Push / Enqueue). */
  async add(button: 'Push' | 'Enqueue', value: string): Promise<void> {
    await this.input().fill(value);
    await this.press(button);
  }

  async press(button: 'Push' | 'Pop' | 'Peek' | 'Enqueue' | 'Dequeue' | 'Front' | 'Reset'): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }

  message(): Locator {
    return this.page.getByTestId('structure-message');
  }

  head(): Locator {
    return this.page.getByTestId('structure-head');
  }

  size(): Locator {
    return this.page.getByTestId('structure-size');
  }

  /** The items as drawn (stack: top first; queue: front first). */
  async items(): Promise<string[]> {
    return this.page.getByTestId('structure-item').allTextContents();
  }

  /** The field's error message. */
  error(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /value/ });
  }
}
