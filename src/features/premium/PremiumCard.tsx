/**
 * The profile's premium card (spec §2.11, §4 Payment): 'Get Premium' with the server's price and
 * 'Upgrade Now', which creates an order, opens the checkout (Razorpay's, or the clearly labelled
 * test-mode checkout when the server has no provider keys; when payments are off on the server,
 * the card says so and the button stays disabled), has the server verify the signed
 * result and shows 'Payment! done Successfully' or 'Payment  Failed'. A premium learner sees the
 * Premium badge instead. Payments need a connection.
 */
import { useEffect, useId, useState } from 'react';
import { TEXT } from '../../../common/texts.ts';
import { PREMIUM_TEXT } from '../../../common/texts/premium.ts';
import { PAYMENT_MSG } from '../../../common/texts/payment-messages.ts';
import type { PremiumPlan } from '../../../common/contract/index.ts';
import { getPremiumPlan } from '../../api/payments.ts';
import { useOnline } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { useProfile } from '../../session/useProfile.ts';
import { useModal } from '../../ui/useModal.ts';
import { usePremiumCheckout } from './usePremiumCheckout.ts';

/** The premium card; renders nothing when signed out. */
export function PremiumCard() {
  const { user } = useAuth();
  const profile = useProfile(user?._id ?? null);
  const online = useOnline();
  const [plan, setPlan] = useState<PremiumPlan | null>(null);
  const checkout = usePremiumCheckout();

  useEffect(() => {
    if (!online || plan) return;
    let cancelled = false;
    getPremiumPlan().then(
      (p) => !cancelled && setPlan(p),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [online, plan]);

  if (!user) return null;
  const premium = profile?.isPremium === true;

  return (
    <section className="card bg-base-200 border border-warning/40" aria-labelledby="premium-title" data-testid="premium-card">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="premium-title" className="card-title">
            {premium ? PREMIUM_TEXT.brand : PREMIUM_TEXT.title}
          </h2>
          <span className="badge badge-warning whitespace-nowrap">{PREMIUM_TEXT.brand}</span>
        </div>
        {premium ? (
          <p>{PREMIUM_TEXT.active}</p>
        ) : (
          <>
            <p className="text-sm">{plan ? PREMIUM_TEXT.pitch(plan.displayPrice) : online ? PREMIUM_TEXT.loadingPrice : PREMIUM_TEXT.offline}</p>
            {plan?.mode === 'off' && <p className="text-sm text-base-content/80">{PREMIUM_TEXT.notConfigured}</p>}
            <div className="card-actions">
              <button
                type="button"
                className="btn btn-warning"
                disabled={!online || !plan || plan.mode === 'off' || checkout.busy}
                onClick={() => plan && void checkout.start(plan, { name: user.firstname, email: user.emailID })}
              >
                {checkout.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {PREMIUM_TEXT.upgrade}
              </button>
            </div>
          </>
        )}
      </div>
      <TestCheckoutDialog request={checkout.testRequest} />
      <ResultDialog result={checkout.result} onClose={checkout.dismissResult} />
    </section>
  );
}

/** The test-mode checkout: states plainly that no money moves, then pays or cancels. */
function TestCheckoutDialog({ request }: { request: ReturnType<typeof usePremiumCheckout>['testRequest'] }) {
  const ref = useModal(request !== null);
  const titleId = useId();
  const textId = useId();
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId} onCancel={(e) => (e.preventDefault(), request?.answer(false))}>
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {PREMIUM_TEXT.testModeTitle}
        </h3>
        <p id={textId} className="py-3">
          {request ? PREMIUM_TEXT.testModeText(request.price) : ''}
        </p>
        <div className="modal-action">
          <button type="button" className="btn" autoFocus onClick={() => request?.answer(false)}>
            {TEXT.cancel}
          </button>
          <button type="button" className="btn btn-warning" onClick={() => request?.answer(true)}>
            {PREMIUM_TEXT.testModePay}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** 'Payment! done Successfully' / 'Payment  Failed' (spec §8). */
function ResultDialog({ result, onClose }: { result: 'success' | 'failed' | null; onClose: () => void }) {
  const ref = useModal(result !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal" role="alertdialog" aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className="modal-box">
        <h3 id={titleId} className={`text-lg font-bold ${result === 'success' ? 'text-success' : 'text-error'}`}>
          {result === 'success' ? PAYMENT_MSG.paymentSuccess : PAYMENT_MSG.paymentFailed}
        </h3>
        <div className="modal-action">
          <button type="button" className="btn" autoFocus onClick={onClose}>
            {PREMIUM_TEXT.ok}
          </button>
        </div>
      </div>
    </dialog>
  );
}
