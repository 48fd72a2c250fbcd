/** Texts of the premium offer and its checkout (spec §2.11 Premium card, §8 payment dialogs, §9). */
export const PREMIUM_TEXT = {
  brand: 'Premium',
  title: 'Get Premium',
  upgrade: 'Upgrade Now',
  pitch: (price: string) => `Unlock premium for ${price}: support Pocket Judge and get the Premium badge on your profile.`,
  active: 'You are a Premium member. Thank you!',
  activeBadge: 'Premium',
  offline: 'Payments need a connection. Try again when you are online.',
  loadingPrice: 'Loading price…',
  notConfigured: 'Payments are not configured on this server, so Premium cannot be bought here.',
  testModeTitle: 'Test-mode checkout',
  testModeText: (price: string) => `No payment provider is configured, so this is a test checkout: no money moves. Pay ${price}?`,
  testModePay: 'Pay (test mode)',
  ok: 'OK',
  checkoutUnavailable: 'The payment window could not be opened. Please try again later.',
  resultTitle: 'Payment',
} as const;
