/**
 * The premium purchase flow (spec §4 Payment): create the order at the server's price, open the
 * checkout, send the signed result to the server for verification, show the outcome, and save
 * the refreshed profile (so every screen shows the Premium state at once).
 */
import { useCallback, useState } from 'react';
import { PREMIUM_TEXT } from '../../../common/texts/premium.ts';
import type { PaymentOrder, PaymentResult, PremiumPlan } from '../../../common/contract/index.ts';
import { getProfile } from '../../api/auth.ts';
import { describeError } from '../../api/errors.ts';
import { checkPayment, createOrder, testCheckout } from '../../api/payments.ts';
import { saveProfile } from '../../data/index.ts';
import { useToast } from '../../ui/toasts.tsx';
import { openRazorpayCheckout } from './razorpay-checkout.ts';

/** A pending question of the test-mode checkout: pay `price`? */
export interface TestCheckoutRequest {
  price: string;
  answer(pay: boolean): void;
}

/** State and actions of one premium purchase. */
export interface PremiumCheckout {
  busy: boolean;
  /** The test-mode checkout's question while it is open. */
  testRequest: TestCheckoutRequest | null;
  /** The verified outcome while its dialog is open. */
  result: 'success' | 'failed' | null;
  /** Runs the purchase; failures of the order call show as a toast, the outcome as a dialog. */
  start(plan: PremiumPlan, learner: { name: string; email: string }): Promise<void>;
  dismissResult(): void;
}

/** A receipt id for an order: short, unique enough per learner (Razorpay allows 40 characters). */
function receiptId(): string {
  return `premium_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** See {@link PremiumCheckout}. */
export function usePremiumCheckout(): PremiumCheckout {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [testRequest, setTestRequest] = useState<TestCheckoutRequest | null>(null);
  const [result, setResult] = useState<'success' | 'failed' | null>(null);

  const askTestCheckout = useCallback(
    (plan: PremiumPlan, order: PaymentOrder) =>
      new Promise<PaymentResult | null>((resolve) => {
        setTestRequest({
          price: plan.displayPrice,
          answer: (pay) => {
            setTestRequest(null);
            resolve(pay ? testCheckout(order.id) : null);
          },
        });
      }),
    [],
  );

  const start = useCallback(
    async (plan: PremiumPlan, learner: { name: string; email: string }) => {
      setBusy(true);
      try {
        const receipt = receiptId();
        let order: PaymentOrder;
        try {
          order = await createOrder({ amount: plan.amount / 100, receipt });
        } catch (e) {
          toast.show({ kind: 'error', text: describeError(e, PREMIUM_TEXT.checkoutUnavailable) });
          return;
        }
        let paid: PaymentResult | null;
        try {
          if (plan.mode === 'test') paid = await askTestCheckout(plan, order);
          else if (plan.checkoutUrl) paid = await openRazorpayCheckout(plan.checkoutUrl, order, learner, PREMIUM_TEXT.brand);
          else throw new Error('the plan names no checkout script');
        } catch {
          setResult('failed');
          return;
        }
        if (!paid) return; // closed by the learner
        const verdict = await checkPayment({ ...paid, receipt_id: receipt }).then(
          (r) => r.status,
          () => 'failed' as const,
        );
        setResult(verdict);
        if (verdict === 'success') await getProfile().then(saveProfile, () => undefined);
      } finally {
        setBusy(false);
      }
    },
    [askTestCheckout, toast],
  );

  return { busy, testRequest, result, start, dismissResult: () => setResult(null) };
}
