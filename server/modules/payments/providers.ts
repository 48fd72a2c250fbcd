import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { paymentSignature } from './signature.ts';

/** An order as the payment provider created it. `amount` in the currency's smallest unit. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/**
 * Where premium orders are created and whose secret signs payment results.
 * - `razorpay`: orders via Razorpay's Orders API (`POST /v1/orders`, HTTP Basic auth with the key
 *   id and secret, https://razorpay.com/docs/api/orders/create/); its checkout signs results.
 * - `test`: orders created locally (`order_test_…`); {@link PaymentProvider.testCheckout} plays the
 *   checkout and signs a result with the server's own test-payment secret (kept in the database, the
 *   same for every API instance). No money moves.
 */
export interface PaymentProvider {
  mode: 'razorpay' | 'test';
  /** Razorpay only: the checkout script the browser loads (RAZORPAY_CHECKOUT_URL). */
  checkoutUrl?: string;
  /** The key the browser's checkout is opened with (Razorpay key id, or `test_mode`). */
  publicKey: string;
  /** The secret payment results are verified with. */
  secret: string;
  /** @throws Error when the provider refuses or cannot be reached */
  createOrder(order: { amount: number; currency: string; receipt: string }): Promise<ProviderOrder>;
  /** Test mode only: a successful payment of `orderId`, signed like Razorpay's checkout signs it. */
  testCheckout?(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** Time limit of one call to the provider, ms. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * The provider the configuration selects (see `Config.payments`): Razorpay when its keys are set,
 * else the test mode when `config.testMode` holds, else null (payments are off).
 * @param testSecret signs and verifies test-mode results (unused with Razorpay)
 */
export function paymentProviderFor(config: Config['payments'], testSecret: string): PaymentProvider | null {
  const rp = config.razorpay;
  if (rp) {
    return {
      mode: 'razorpay',
      checkoutUrl: rp.checkoutUrl,
      publicKey: rp.keyId,
      secret: rp.keySecret,
      async createOrder(order) {
        const res = await fetch(new URL('/v1/orders', rp.apiUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${rp.keyId}:${rp.keySecret}`).toString('base64')}`,
          },
          body: JSON.stringify(order),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`Razorpay refused the order (HTTP ${res.status})`);
        const body = (await res.json()) as Partial<ProviderOrder>;
        if (typeof body.id !== 'string' || typeof body.amount !== 'number' || typeof body.currency !== 'string') {
          throw new Error('Razorpay sent an order without id, amount or currency');
        }
        return { id: body.id, amount: body.amount, currency: body.currency };
      },
    };
  }
  if (!config.testMode) return null;
  return {
    mode: 'test',
    publicKey: 'test_mode',
    secret: testSecret,
    async createOrder(order) {
      return { id: `order_test_${randomBytes(9).toString('hex')}`, amount: order.amount, currency: order.currency };
    },
    testCheckout(orderId) {
      const paymentId = `pay_test_${randomBytes(9).toString('hex')}`;
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, testSecret) };
    },
  };
}
