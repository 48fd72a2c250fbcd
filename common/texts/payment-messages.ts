/** Payment outcomes (spec §8). */
export const PAYMENT_MSG = {
  paymentSuccess: 'Payment! done Successfully',
  paymentFailed: 'Payment  Failed',
} as const;
