import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentResponseSchema, paymentOrderSchema, paymentResultSchema, premiumPlanSchema, profileSchema } from '../../common/contract/index.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { paymentSignature } from '../../server/modules/payments/signature.ts';
import { ORDERS_PER_MINUTE } from '../../server/modules/payments/routes.ts';
import { ApiClient } from '../support/client.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/standins/razorpay.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Premium payments: the test mode end to end, payments off in production without keys (unless
 * PAYMENTS_TEST_MODE=true), and the Razorpay adapter against the loopback Razorpay stand-in.
 */

async function premium(api: ApiClient): Promise<boolean> {
  return profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).isPremium;
}

describe('payments in test mode (no Razorpay keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PREMIUM_PRICE_INR: '149' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in learner for every call', async () => {
    const anon = new ApiClient(t.app);
    expect((await anon.get('/api/pay/plan')).statusCode).toBe(401);
    expect((await anon.post('/api/pay/createOrder', {})).statusCode).toBe(401);
    expect((await anon.post('/api/pay/checkPayment', {})).statusCode).toBe(401);
  });

  it('prices the offer and the order from the one setting', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(premiumPlanSchema.parse((await api.get('/api/pay/plan')).json())).toEqual({ amount: 14900, currency: 'INR', displayPrice: 'Rs.149', mode: 'test' });
    const order = paymentOrderSchema.parse((await api.post('/api/pay/createOrder', { amount: 149, receipt: 'r1' })).json());
    expect(order).toMatchObject({ key: 'test_mode', amount: 14900, currency: 'INR' });
    const wrong = await api.post('/api/pay/createOrder', { amount: 199, receipt: 'r2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(API_MSG.wrongPrice('Rs.149'));
    expect((await api.post('/api/pay/createOrder', { amount: 'lots' })).statusCode).toBe(400);
    expect((await api.post('/api/pay/createOrder', { receipt: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await api.post('/api/pay/createOrder', { surprise: true })).statusCode).toBe(400);
  });

  it('marks the learner premium after a verified test checkout, once', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(await premium(api)).toBe(false);
    const order = paymentOrderSchema.parse((await api.post('/api/pay/createOrder', {})).json());
    const result = paymentResultSchema.parse((await api.post(`/api/pay/testCheckout/${order.id}`)).json());
    const check = await api.post('/api/pay/checkPayment', { ...result, receipt_id: 'r' });
    expect(checkPaymentResponseSchema.parse(check.json())).toEqual({ status: 'success' });
    expect(await premium(api)).toBe(true);
    // A retried check of the same result answers success again without a new effect.
    expect((await api.post('/api/pay/checkPayment', result)).json()).toEqual({ status: 'success' });
    // The paid order cannot be checked out again.
    expect((await api.post(`/api/pay/testCheckout/${order.id}`)).statusCode).toBe(404);
  });

  it('never marks anyone premium with a forged, foreign or replayed result', async () => {
    const victim = new ApiClient(t.app);
    await victim.signUp();
    const attacker = new ApiClient(t.app);
    await attacker.signUp();
    const order = paymentOrderSchema.parse((await attacker.post('/api/pay/createOrder', {})).json());

    // Forged: signed with a guessed secret, or a signature of other ids.
    const forgedPay = 'pay_test_forged';
    const forged = { razorpay_order_id: order.id, razorpay_payment_id: forgedPay, razorpay_signature: paymentSignature(order.id, forgedPay, 'guess') };
    expect((await attacker.post('/api/pay/checkPayment', forged)).json()).toEqual({ status: 'failed' });
    expect((await attacker.post('/api/pay/checkPayment', { ...forged, razorpay_signature: 'z'.repeat(64) })).statusCode).toBe(400);

    // Another learner cannot run the checkout of this order, nor use its genuine result.
    expect((await victim.post(`/api/pay/testCheckout/${order.id}`)).statusCode).toBe(404);
    const genuine = paymentResultSchema.parse((await attacker.post(`/api/pay/testCheckout/${order.id}`)).json());
    expect((await victim.post('/api/pay/checkPayment', genuine)).json()).toEqual({ status: 'failed' });
    expect(await premium(victim)).toBe(false);

    // Replayed: the genuine payment id on a second order of the same learner.
    expect((await attacker.post('/api/pay/checkPayment', genuine)).json()).toEqual({ status: 'success' });
    const second = paymentOrderSchema.parse((await attacker.post('/api/pay/createOrder', {})).json());
    // (a result for the second order signed with the first payment id cannot be produced without the secret)
    const replay = { ...genuine, razorpay_order_id: second.id };
    expect((await attacker.post('/api/pay/checkPayment', replay)).json()).toEqual({ status: 'failed' });
    expect((await victim.post('/api/pay/checkPayment', { ...genuine, receipt_id: 'again' })).json()).toEqual({ status: 'failed' });
  });

  it(`allows ${ORDERS_PER_MINUTE} orders a minute per learner, then 429 with Retry-After`, async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    for (let i = 0; i < ORDERS_PER_MINUTE; i++) expect((await api.post('/api/pay/createOrder', {})).statusCode).toBe(200);
    const res = await api.post('/api/pay/createOrder', {});
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('payments with Razorpay keys (loopback Razorpay)', () => {
  const keyId = 'rzp_test_Loopback123';
  const keySecret = 'loopback-secret';
  let fake: RazorpayStandIn;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startRazorpayStandIn(keyId, keySecret);
    t = await createTestApp({ RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_API_URL: fake.url, RAZORPAY_CHECKOUT_URL: fake.checkoutUrl });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('creates the order with Razorpay and verifies the checkout signature with the key secret', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(premiumPlanSchema.parse((await api.get('/api/pay/plan')).json())).toMatchObject({ mode: 'razorpay', checkoutUrl: fake.checkoutUrl });
    const order = paymentOrderSchema.parse((await api.post('/api/pay/createOrder', { amount: 99, receipt: 'rcpt_1' })).json());
    expect(order).toEqual({ key: keyId, amount: 9900, currency: 'INR', id: expect.stringMatching(/^order_Rzp\d+$/) });
    expect(fake.received.at(-1)!.body).toEqual({ amount: 9900, currency: 'INR', receipt: 'rcpt_1' });
    // No test checkout when Razorpay takes the payments.
    expect((await api.post(`/api/pay/testCheckout/${order.id}`)).statusCode).toBe(404);
    // What Razorpay's checkout hands the browser after a payment.
    const paymentId = 'pay_Loopback42';
    const result = { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(order.id, paymentId, keySecret) };
    expect((await api.post('/api/pay/checkPayment', { ...result, razorpay_signature: paymentSignature(order.id, paymentId, 'not-the-secret') })).json()).toEqual({ status: 'failed' });
    expect(await premium(api)).toBe(false);
    expect((await api.post('/api/pay/checkPayment', result)).json()).toEqual({ status: 'success' });
    expect(await premium(api)).toBe(true);
  });

  it('answers 502 when Razorpay fails, and records no order', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    fake.setFail(true);
    try {
      const res = await api.post('/api/pay/createOrder', {});
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(API_MSG.paymentProviderFailed);
    } finally {
      fake.setFail(false);
    }
  });

  it('refuses a half-configured Razorpay at start-up', async () => {
    await expect(createTestApp({ RAZORPAY_KEY_ID: keyId })).rejects.toThrow(/RAZORPAY_KEY_ID\/RAZORPAY_KEY_SECRET/);
  });
});

describe('payments in production without Razorpay keys', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ NODE_ENV: 'production' });
    on = await createTestApp({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('turns payments off: the plan says so and every payment call answers 503 "Payments are not configured"', async () => {
    const api = new ApiClient(off.app);
    await api.signUp();
    const plan = premiumPlanSchema.parse((await api.get('/api/pay/plan')).json());
    expect(plan).toEqual({ amount: 9900, currency: 'INR', displayPrice: 'Rs.99', mode: 'off' });
    const order = await api.post('/api/pay/createOrder', { amount: 99 });
    expect(order.statusCode).toBe(503);
    expect(order.json().message).toBe(API_MSG.paymentsNotConfigured);
    const check = await api.post('/api/pay/checkPayment', { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) });
    expect(check.statusCode).toBe(503);
    expect(check.json().message).toBe(API_MSG.paymentsNotConfigured);
    expect((await api.post('/api/pay/testCheckout/order_x')).statusCode).toBe(503);
    expect(await premium(api)).toBe(false);
  });

  it('keeps the test mode with PAYMENTS_TEST_MODE=true', async () => {
    const api = new ApiClient(on.app);
    await api.signUp();
    expect(premiumPlanSchema.parse((await api.get('/api/pay/plan')).json()).mode).toBe('test');
    const order = paymentOrderSchema.parse((await api.post('/api/pay/createOrder', {})).json());
    const paid = paymentResultSchema.parse((await api.post(`/api/pay/testCheckout/${order.id}`)).json());
    expect(checkPaymentResponseSchema.parse((await api.post('/api/pay/checkPayment', paid)).json()).status).toBe('success');
    expect(await premium(api)).toBe(true);
  });
});
