/**
 * Premium payment calls (spec §7 Payment). Payments need the network; nothing here is queued.
 */
import {
  checkPaymentResponseSchema,
  paymentOrderSchema,
  paymentResultSchema,
  premiumPlanSchema,
  type CheckPaymentBody,
  type CheckPaymentResponse,
  type CreateOrderBody,
  type PaymentOrder,
  type PaymentResult,
  type PremiumPlan,
} from '../../common/contract/index.ts';
import { http, parseJson } from './http.ts';

/** `GET /api/pay/plan`: the premium offer as the server prices it. @throws ky `HTTPError` (401), network errors */
export function getPremiumPlan(): Promise<PremiumPlan> {
  return parseJson(http.get('pay/plan'), premiumPlanSchema);
}

/** `POST /api/pay/createOrder {amount, receipt}` (`amount` in rupees). @throws ky `HTTPError` (400 not the price, 429, 502 provider down) */
export function createOrder(body: CreateOrderBody): Promise<PaymentOrder> {
  return parseJson(http.post('pay/createOrder', { json: body }), paymentOrderSchema);
}

/** `POST /api/pay/checkPayment`: the provider's signed result (+ `receipt_id`) → `{status}`. */
export function checkPayment(body: CheckPaymentBody): Promise<CheckPaymentResponse> {
  return parseJson(http.post('pay/checkPayment', { json: body }), checkPaymentResponseSchema);
}

/** `POST /api/pay/testCheckout/:orderId` (test mode only): a signed successful payment of the order. */
export function testCheckout(orderId: string): Promise<PaymentResult> {
  return parseJson(http.post(`pay/testCheckout/${encodeURIComponent(orderId)}`), paymentResultSchema);
}
