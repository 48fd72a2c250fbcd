/**
 * Premium in test mode (no Razorpay keys) in Chromium: the card shows the server's price,
 * cancelling the test checkout changes nothing, paying shows 'Payment! done Successfully' and the
 * profile turns Premium (also after a reload, from the server); the dialogs pass axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite } from './browser.ts';
import { PremiumCard } from './pages/PremiumCard.ts';

describe('premium (test mode)', () => {
  let premium: PremiumCard;

  const s = appSessionForSuite(async (opened) => {
    await signUpLearner(opened.page, 'Buyer');
    premium = new PremiumCard(opened.page);
  });

  it('offers premium at the server price and leaves everything as it was when the checkout is cancelled', async () => {
    await s.page.goto('/profile');
    await premium.card().getByText('Rs.99').waitFor();
    expect(await premium.card().getByRole('heading', { name: 'Get Premium' }).count()).toBe(1);
    await premium.upgrade();
    expect(await premium.testCheckout().textContent()).toContain('no money moves');
    const axe = await new AxeBuilder({ page: s.page }).include('dialog[open]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await premium.testCheckout().getByRole('button', { name: 'Cancel' }).click();
    await premium.testCheckout().waitFor({ state: 'hidden' });
    expect(await premium.result().count()).toBe(0);
    expect(await premium.upgradeButton().isEnabled()).toBe(true);
  });

  it('pays in the test checkout, shows the success dialog and marks the profile Premium', async () => {
    await premium.upgrade();
    await premium.testCheckout().getByRole('button', { name: 'Pay (test mode)' }).click();
    await premium.result().getByText('Payment! done Successfully').waitFor();
    await premium.result().getByRole('button', { name: 'OK' }).click();
    await premium.card().getByText('You are a Premium member. Thank you!').waitFor();
    expect(await premium.upgradeButton().count()).toBe(0);
    await s.page.reload();
    await premium.card().getByText('You are a Premium member. Thank you!').waitFor();
    const profile = (await s.page.evaluate(() => fetch('/api/userauth/getProfile').then((r) => r.json()))) as { isPremium: boolean };
    expect(profile.isPremium).toBe(true);
    expect(s.errors).toEqual([]);
  });
});
