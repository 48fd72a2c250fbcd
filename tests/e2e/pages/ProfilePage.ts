/** Page object of /profile and /editProfile. */
import type { Locator, Page } from 'playwright-core';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await this.page.getByRole('heading', { name: 'Community Stats' }).waitFor();
  }

  heatmapTitle(): Locator {
    return this.page.getByTestId('heatmap-title');
  }

  stat(name: 'views' | 'solved' | 'discuss' | 'list'): Locator {
    return this.page.getByTestId(`stat-${name}`);
  }

  college(): Locator {
    return this.page.getByTestId('profile-college');
  }

  tab(name: 'Recent AC' | 'List' | 'Solved' | 'Discussions'): Locator {
    return this.page.getByRole('tab', { name });
  }

  panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** Opens /editProfile from the profile, fills the three fields and saves. */
  async edit(values: { college: string; skills: string; languages: string }): Promise<void> {
    await this.page.getByRole('link', { name: 'Edit Profile' }).click();
    await this.page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    await this.page.getByLabel('College').fill(values.college);
    await this.page.getByLabel('Skills').fill(values.skills);
    await this.page.getByLabel('Languages Known').fill(values.languages);
    await this.page.getByRole('button', { name: 'Save Changes' }).click();
  }

  /**
   * On /editProfile: picks a photo, fills the three required fields and saves, recording every
   * value the upload progress bar shows.
   * @returns those values in order (0–100)
   */
  async savePhoto(file: { name: string; mimeType: string; buffer: Buffer }, values: { college: string; skills: string; languages: string }): Promise<number[]> {
    await this.page.getByLabel('Photo').setInputFiles(file);
    await this.page.getByLabel('College').fill(values.college);
    await this.page.getByLabel('Skills').fill(values.skills);
    await this.page.getByLabel('Languages Known').fill(values.languages);
    await watchProgress(this.page, 'progress[aria-label="Uploading photo"]');
    await this.page.getByRole('button', { name: 'Save Changes' }).click();
    await this.page.getByText('Updated Profile').waitFor();
    return progressSeen(this.page);
  }

  /** The avatar on /profile. */
  avatar(): Locator {
    return this.page.locator('main img[alt$="\'s avatar"]').first();
  }

  /** Deletes the profile through the confirmation dialog. */
  async deleteProfile(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('Are u sure u wanna delete your profile?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
}

/** Starts recording the values of the progress bar `selector` (read them with {@link progressSeen}). */
export async function watchProgress(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector(sel) as HTMLProgressElement | null;
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  }, selector);
}

/** The progress values recorded since {@link watchProgress}. */
export function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}
