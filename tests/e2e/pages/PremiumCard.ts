/** Page object of the profile's premium card and its checkout dialogs. */
import type { FrameLocator, Locator, Page } from 'playwright-core';

export class PremiumCard {
  constructor(private readonly page: Page) {}

  card(): Locator {
    return this.page.getByTestId('premium-card');
  }

  upgradeButton(): Locator {
    return this.card().getByRole('button', { name: 'Upgrade Now' });
  }

  /** The open test-mode checkout dialog. */
  testCheckout(): Locator {
    return this.page.getByRole('dialog', { name: 'Test-mode checkout' });
  }

  /** The open outcome dialog ('Payment! done Successfully' / 'Payment  Failed'). */
  result(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /** The payment frame Razorpay's checkout opens (the stand-in's, in tests/support/standins/razorpay.ts). */
  razorpayFrame(): FrameLocator {
    return this.page.frameLocator('iframe[title="Razorpay Checkout"]');
  }

  /** Presses Upgrade Now with Razorpay configured and waits for its payment frame's Pay button. */
  async upgradeWithRazorpay(): Promise<void> {
    await this.upgradeButton().click();
    await this.razorpayFrame().getByRole('button', { name: 'Pay' }).waitFor();
  }

  async upgrade(): Promise<void> {
    await this.upgradeButton().click();
    await this.testCheckout().waitFor();
  }
}
