import { describe, expect, it } from 'vitest';
import { paymentSignature, verifyPaymentSignature } from '../../server/modules/payments/signature.ts';

/**
 * Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex.
 * The expected value was computed independently with
 * `echo -n "order_test_ABC|pay_test_XYZ" | openssl dgst -sha256 -hmac s3cr3t`.
 */
const OPENSSL = '82f8d590cd66835dca702af18e310267b349af6b13beb72d854a2f238e414c3f';

describe('payment signature', () => {
  it('matches HMAC-SHA256 of order_id|payment_id as openssl computes it', () => {
    expect(paymentSignature('order_test_ABC', 'pay_test_XYZ', 's3cr3t')).toBe(OPENSSL);
  });

  it('verifies only the exact signature of the exact ids with the exact secret', () => {
    expect(verifyPaymentSignature('order_test_ABC', 'pay_test_XYZ', OPENSSL, 's3cr3t')).toBe(true);
    expect(verifyPaymentSignature('order_test_ABC', 'pay_test_XYZ', OPENSSL, 'other')).toBe(false);
    expect(verifyPaymentSignature('order_test_ABD', 'pay_test_XYZ', OPENSSL, 's3cr3t')).toBe(false);
    expect(verifyPaymentSignature('order_test_ABC', 'pay_test_XYZ', OPENSSL.replace(/^8/, '9'), 's3cr3t')).toBe(false);
    expect(verifyPaymentSignature('order_test_ABC', 'pay_test_XYZ', OPENSSL.toUpperCase(), 's3cr3t')).toBe(false);
    expect(verifyPaymentSignature('order_test_ABC', 'pay_test_XYZ', OPENSSL.slice(0, 62), 's3cr3t')).toBe(false);
    // The separator is part of the signed text.
    expect(verifyPaymentSignature('order_test_AB', 'C|pay_test_XYZ', OPENSSL, 's3cr3t')).toBe(false);
  });
});
