import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's payment signature (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/integration-steps/#15-verify-payment-signature):
 * HMAC-SHA256 of `<order_id>|<payment_id>` keyed with the key secret, as lowercase hex.
 * The test mode signs its results the same way with a local secret.
 * @returns 64 hex characters
 */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * Checks a payment result's signature in constant time.
 * @returns true only when `signature` is exactly {@link paymentSignature} of the ids
 */
export function verifyPaymentSignature(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), 'hex');
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
