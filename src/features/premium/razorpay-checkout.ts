/**
 * Razorpay's standard web checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * loads `checkout.js` from the address the server names (its plan's `checkoutUrl`: the server's
 * RAZORPAY_CHECKOUT_URL, which its Content-Security-Policy allows), opens the payment window for an
 * order and resolves with the signed result the window hands back, or null when the learner closed it.
 */
import { paymentResultSchema, type PaymentOrder, type PaymentResult } from '../../../common/contract/index.ts';

/** Checkout theme colour (spec §9: orange). */
export const CHECKOUT_THEME_COLOR = '#f97316';
/** The fixed dummy contact number the checkout is prefilled with (spec §9). */
export const CHECKOUT_PREFILL_CONTACT = '9999999999';

interface RazorpayWindow {
  Razorpay?: new (options: Record<string, unknown>) => { open(): void; on(event: string, cb: () => void): void };
}

/** The checkout script loaded (or loading), by its address. */
let script: { url: string; loaded: Promise<void> } | null = null;

function loadScript(url: string): Promise<void> {
  if (script?.url === url) return script.loaded;
  const loaded = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = url;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      script = null;
      reject(new Error('checkout.js could not be loaded'));
    };
    document.head.append(el);
  });
  script = { url, loaded };
  return loaded;
}

/**
 * Opens Razorpay's checkout for `order`.
 * @param checkoutUrl the checkout script's address (the plan's `checkoutUrl`)
 * @returns the signed payment result (checked against `paymentResultSchema`), or null when the learner closed the window
 * @throws Error when the checkout script cannot be loaded or the checkout hands back a malformed result
 */
export async function openRazorpayCheckout(checkoutUrl: string, order: PaymentOrder, learner: { name: string; email: string }, label: string): Promise<PaymentResult | null> {
  await loadScript(checkoutUrl);
  const Razorpay = (window as unknown as RazorpayWindow).Razorpay;
  if (!Razorpay) throw new Error('checkout.js did not define Razorpay');
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: label,
      prefill: { name: learner.name, email: learner.email, contact: CHECKOUT_PREFILL_CONTACT },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (result: unknown) => {
        const parsed = paymentResultSchema.safeParse(result);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error('the checkout handed back a malformed payment result'));
      },
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}
