import type { CheckPaymentBody, PaymentOrder, PremiumPlan } from '../../../common/contract/payments.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { findOrderOf, insertPaymentOrder, markOrderPaid, paymentIdUsed } from '../../db/repos/payment-orders.ts';
import { markUserPremium } from '../../db/repos/users.ts';
import { NotFoundError, ProviderFailedError, ValidationError } from '../errors.ts';
import type { PaymentProvider } from './providers.ts';
import { verifyPaymentSignature } from './signature.ts';

/** Currency of the premium offer. */
export const PREMIUM_CURRENCY = 'INR';

/**
 * The premium offer at `priceInr` rupees (amount in paise) with how it is paid: the provider's
 * mode (and Razorpay's checkout script), or `off` when `provider` is null.
 */
export function premiumPlan(priceInr: number, provider: PaymentProvider | null): PremiumPlan {
  return {
    amount: priceInr * 100,
    currency: PREMIUM_CURRENCY,
    displayPrice: `Rs.${priceInr}`,
    mode: provider?.mode ?? 'off',
    ...(provider?.checkoutUrl ? { checkoutUrl: provider.checkoutUrl } : {}),
  };
}

/**
 * Creates a premium order for `userId` at the server's price and records it.
 * @param requestedRupees the `amount` the client sent, if any: must equal the price
 * @throws ValidationError when `requestedRupees` is not the price; ProviderFailedError when the provider fails
 */
export async function createPremiumOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  priceInr: number,
  requestedRupees: number | undefined,
  receipt: string,
): Promise<PaymentOrder> {
  if (requestedRupees !== undefined && requestedRupees !== priceInr) {
    throw new ValidationError(API_MSG.wrongPrice(`Rs.${priceInr}`));
  }
  const plan = premiumPlan(priceInr, provider);
  let order;
  try {
    order = await provider.createOrder({ amount: plan.amount, currency: plan.currency, receipt });
  } catch {
    throw new ProviderFailedError(API_MSG.paymentProviderFailed);
  }
  await insertPaymentOrder(db, { id: order.id, userId, amount: order.amount, currency: order.currency, receipt, provider: provider.mode });
  return { key: provider.publicKey, amount: order.amount, currency: order.currency, id: order.id };
}

/**
 * Verifies a payment result and, when it holds, marks the order paid and the user premium (one
 * transaction). A result is accepted only when its signature verifies with the provider's
 * secret, the order is the caller's, and the order is unpaid — or already paid by this very
 * payment (a retried check answers `success` again without any new effect). A payment id can
 * pay one order only.
 * @returns `success` or `failed`
 */
export async function checkPremiumPayment(db: Db, provider: PaymentProvider, userId: string, body: CheckPaymentBody): Promise<'success' | 'failed'> {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
  if (!verifyPaymentSignature(orderId, paymentId, signature, provider.secret)) return 'failed';
  return db.transaction(async (tx) => {
    const order = await findOrderOf(tx, userId, orderId, { lock: true });
    if (!order || order.provider !== provider.mode) return 'failed';
    if (order.status === 'paid') return order.paymentId === paymentId ? 'success' : 'failed';
    if (await paymentIdUsed(tx, paymentId)) return 'failed';
    const now = new Date();
    await markOrderPaid(tx, orderId, paymentId, now);
    await markUserPremium(tx, userId, now);
    return 'success';
  });
}

/**
 * Test mode: the checkout's part — a signed successful payment of one of the caller's unpaid orders.
 * @throws NotFoundError outside test mode or when the order is not the caller's unpaid order
 */
export async function testCheckout(db: Db, provider: PaymentProvider, userId: string, orderId: string) {
  if (!provider.testCheckout) throw new NotFoundError(API_MSG.testCheckoutUnavailable);
  const order = await findOrderOf(db, userId, orderId);
  if (!order || order.status !== 'created') throw new NotFoundError(API_MSG.orderNotFound);
  return provider.testCheckout(orderId);
}
