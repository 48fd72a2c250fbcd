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

  /** Deletes the profile through the confirmation dialog. */
  async deleteProfile(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('Are u sure u wanna delete your profile?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
}
