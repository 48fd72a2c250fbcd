import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { noControlChars } from './common.ts';

/**
 * Premium payments (spec §3 Payment, §4 Payment, §7 Payment). The flow follows Razorpay's
 * standard checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * the server creates an order, the provider's checkout takes the payment and hands the browser a
 * result signed by the provider (`razorpay_signature` = HMAC-SHA256 of `order_id|payment_id` with
 * the key secret), and the server verifies that signature before it marks anyone premium. Without
 * Razorpay keys the server runs a clearly labelled test mode whose checkout signs the result the
 * same way with a local secret — unless it runs in production without PAYMENTS_TEST_MODE, where
 * payments are off (503).
 */

/**
 * True for an absolute http(s) URL with a host and no spaces: a zod refinement, lighter in the PWA's
 * shell than z.url (the server checks its setting with z.url when it starts).
 */
function isHttpUrl(s: string): boolean {
  return /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(s);
}

/** GET /api/pay/plan → the premium offer as the server prices it (one setting for text and order). */
export const premiumPlanSchema = lazySchema(() => z.object({
  /** In the currency's smallest unit (paise for INR). */
  amount: z.int(),
  currency: z.string(),
  /** The price as shown, e.g. `Rs.99`. */
  displayPrice: z.string(),
  /**
   * `razorpay`: Razorpay's checkout takes the payment; `test`: no provider configured, the
   * test-mode checkout is used and no money moves; `off`: no provider and no test mode (a production
   * server without Razorpay keys), so nothing can be bought.
   */
  mode: z.enum(['razorpay', 'test', 'off']),
  /** With `razorpay`: the checkout script to load (the server's RAZORPAY_CHECKOUT_URL, an http(s) URL). */
  checkoutUrl: z.optional(z.string().check(z.refine(isHttpUrl, 'checkoutUrl must be an http(s) URL'))),
}));
export type PremiumPlan = z.infer<typeof premiumPlanSchema>;

/**
 * POST /api/pay/createOrder body (spec: amount, receipt). The server charges its own price;
 * an `amount` (rupees, as the spec's client sends it) that is not that price gets 400.
 */
export const createOrderBodySchema = lazySchema(() => z.strictObject({
  amount: z.optional(z.number()),
  receipt: z.optional(z.string().check(z.maxLength(40, 'receipt must be at most 40 characters'), noControlChars)),
}));
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /api/pay/createOrder response (spec: key, amount, currency, id). `amount` in paise. */
export const paymentOrderSchema = lazySchema(() => z.object({
  key: z.string(),
  amount: z.int(),
  currency: z.string(),
  id: z.string(),
}));
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const providerId = (field: string) => z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, `${field} must be 1-64 characters of A-Z a-z 0-9 _`));

/** The payment result the provider's checkout hands the browser (Razorpay's field names). */
export const paymentResultSchema = lazySchema(() => z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hex characters')),
}));
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /api/pay/checkPayment body: the provider's result plus `receipt_id` (spec). */
export const checkPaymentBodySchema = lazySchema(() => z.strictObject({
  ...paymentResultSchema.shape,
  receipt_id: z.optional(z.string().check(z.maxLength(40, 'receipt_id must be at most 40 characters'), noControlChars)),
}));
export type CheckPaymentBody = z.infer<typeof checkPaymentBodySchema>;

/** POST /api/pay/checkPayment response: `success` only when the signature verified and the order was this user's and unpaid (or already paid by this very payment). */
export const checkPaymentResponseSchema = lazySchema(() => z.object({ status: z.enum(['success', 'failed']) }));
export type CheckPaymentResponse = z.infer<typeof checkPaymentResponseSchema>;
