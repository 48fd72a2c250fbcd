/** Page object of the admin's editorial video upload (/admin/upload/:id). */
import type { Locator, Page } from 'playwright-core';
import { progressSeen, watchProgress } from './ProfilePage.ts';

export class VideoUploadPage {
  constructor(private readonly page: Page) {}

  async goto(problemId: string): Promise<void> {
    await this.page.goto(`/admin/upload/${problemId}`);
    await this.page.getByLabel('Video file').waitFor();
  }

  /**
   * Picks the video file at `file`, presses Upload Video and waits for the stored result,
   * recording every value the upload progress bar shows.
   * @returns those values in order (0–100)
   */
  async upload(file: string): Promise<number[]> {
    await this.page.getByLabel('Video file').setInputFiles(file);
    await this.page.getByTestId('selected-file').waitFor();
    await watchProgress(this.page, '[data-testid="upload-progress"]');
    await this.page.getByRole('button', { name: 'Upload Video' }).click();
    await this.result().waitFor();
    return progressSeen(this.page);
  }

  /** The stored video's summary, with its link to the problem. */
  result(): Locator {
    return this.page.getByTestId('upload-result');
  }
}
