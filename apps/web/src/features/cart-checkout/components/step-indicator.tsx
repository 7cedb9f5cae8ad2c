import { canJumpToStep, checkoutSteps, type CheckoutStep } from '#src/features/cart-checkout/lib/checkout-rules.ts';
import { useT } from '#src/lib/i18n.tsx';

/** Cart, Checkout, Order: the current step marked; earlier steps are buttons back to them. */
export function StepIndicator({ current, onJump }: { current: CheckoutStep; onJump: (step: CheckoutStep) => void }) {
  const t = useT();
  return (
    <ol className="steps" aria-label={t('checkout.steps')}>
      {checkoutSteps.map((name, index) => {
        const step = index as CheckoutStep;
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {canJumpToStep(step, current) ? (
              <button type="button" className="steps__label" onClick={() => onJump(step)}>
                <span className="steps__number">{index + 1}</span>
                {t(name)}
              </button>
            ) : (
              <span className="steps__label">
                <span className="steps__number">{index + 1}</span>
                {t(name)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
