import type { FastifyInstance } from 'fastify';
import { checkPaymentBodySchema, createOrderBodySchema, type CheckPaymentResponse, type PaymentOrder, type PaymentResult, type PremiumPlan } from '../../../common/contract/payments.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/security.ts';
import { sharedSecret } from '../../db/repos/server-secrets.ts';
import { paymentProviderFor, type PaymentProvider } from './providers.ts';
import { checkPremiumPayment, createPremiumOrder, premiumPlan, testCheckout } from './service.ts';

/** Orders one learner may create per minute. */
export const ORDERS_PER_MINUTE = 10;

/**
 * Premium payments (spec §7 Payment), all signed in:
 * - GET  /api/pay/plan → `{amount (paise), currency, displayPrice, mode, checkoutUrl?}`: the one price
 *   setting (`PREMIUM_PRICE_INR`) the offer's text and the order both use, how it is paid (`off`:
 *   payments are not configured) and, with Razorpay, the checkout script to load.
 * - POST /api/pay/createOrder {amount?, receipt?} → `{key, amount, currency, id}`; 400 when `amount`
 *   (rupees) is not the price; 429 over ORDERS_PER_MINUTE; 502 when the provider fails.
 * - POST /api/pay/checkPayment {razorpay_order_id, razorpay_payment_id, razorpay_signature, receipt_id?}
 *   → `{status: 'success' | 'failed'}`; success marks the caller premium (see `checkPremiumPayment`).
 * - POST /api/pay/testCheckout/:orderId → a signed payment result (test mode only, else 404).
 * With payments off (no Razorpay keys, no test mode: see `Config.payments`) all but the plan answer 503.
 */
export async function paymentRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const testSecret = config.payments.razorpay || !config.payments.testMode ? '' : await sharedSecret(db, 'test-payments');
  const provider: PaymentProvider | null = paymentProviderFor(config.payments, testSecret);
  const orders = new SlidingWindowLimit(db, 'premium-orders', ORDERS_PER_MINUTE, 60_000);
  if (provider?.mode === 'test') app.log.info('payments: test mode (no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET); no money moves');
  if (!provider) app.log.info('payments: off (no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET, and PAYMENTS_TEST_MODE is not true)');
  /** The configured provider; 503 when payments are off. */
  const configured = (): PaymentProvider => {
    if (!provider) throw new HttpError(503, API_MSG.paymentsNotConfigured);
    return provider;
  };

  app.get('/api/pay/plan', { preHandler: requireUser }, async (): Promise<PremiumPlan> => premiumPlan(config.payments.priceInr, provider));

  app.post('/api/pay/createOrder', { preHandler: requireUser }, async (req): Promise<PaymentOrder> => {
    const p = configured();
    const body = parseOr400(createOrderBodySchema, req.body);
    await orders.takeOr429(req.user!._id, API_MSG.tooManyOrders);
    const receipt = body.receipt ?? `premium_${Date.now().toString(36)}`;
    return createPremiumOrder(db, p, req.user!._id, config.payments.priceInr, body.amount, receipt);
  });

  app.post('/api/pay/checkPayment', { preHandler: requireUser }, async (req): Promise<CheckPaymentResponse> => {
    const p = configured();
    const body = parseOr400(checkPaymentBodySchema, req.body);
    return { status: await checkPremiumPayment(db, p, req.user!._id, body) };
  });

  app.post<{ Params: { orderId: string } }>('/api/pay/testCheckout/:orderId', { preHandler: requireUser }, async (req): Promise<PaymentResult> =>
    testCheckout(db, configured(), req.user!._id, req.params.orderId),
  );
}
