/**
 * Razorpay's standard web checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * loads `checkout.js`, opens the payment window for an order and resolves with the signed result
 * the window hands back, or null when the learner closed it.
 */
import type { PaymentOrder, PaymentResult } from '../../../common/contract/index.ts';

/** Razorpay's checkout script. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Checkout theme colour (spec §9: orange). */
export const CHECKOUT_THEME_COLOR = '#f97316';
/** The fixed dummy contact number the checkout is prefilled with (spec §9). */
export const CHECKOUT_PREFILL_CONTACT = '9999999999';

interface RazorpayWindow {
  Razorpay?: new (options: Record<string, unknown>) => { open(): void; on(event: string, cb: () => void): void };
}

let script: Promise<void> | null = null;

function loadScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = RAZORPAY_CHECKOUT_URL;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      script = null;
      reject(new Error('checkout.js could not be loaded'));
    };
    document.head.append(el);
  });
  return script;
}

/**
 * Opens Razorpay's checkout for `order`.
 * @returns the signed payment result, or null when the learner closed the window
 * @throws Error when the checkout script cannot be loaded
 */
export async function openRazorpayCheckout(order: PaymentOrder, learner: { name: string; email: string }, label: string): Promise<PaymentResult | null> {
  await loadScript();
  const Razorpay = (window as unknown as RazorpayWindow).Razorpay;
  if (!Razorpay) throw new Error('checkout.js did not define Razorpay');
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: label,
      prefill: { name: learner.name, email: learner.email, contact: CHECKOUT_PREFILL_CONTACT },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (result: PaymentResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}
