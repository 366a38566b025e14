import { useLingui } from '@lingui/react/macro'
import type { CheckoutStep } from '#domain/checkout-form.ts'
import { Button } from '#components/ui/button.tsx'
import { useCheckout, useCheckoutView } from './use-checkout.ts'

/** Where the shopper is: each step, the ones they may go back to as buttons. */
export function CheckoutSteps() {
  const actor = useCheckout()
  const { t } = useLingui()
  // Where the shopper is, and which of the steps before it they may go back to; a cart that ships nothing has no shipping step.
  const { formIndex, ships, ...back } = useCheckoutView((state) => ({
    formIndex: state.context.formIndex,
    ships: state.context.ships,
    shipping: state.can({ type: 'checkout.goTo', step: 'shipping' }),
    payment: state.can({ type: 'checkout.goTo', step: 'payment' }),
    review: state.can({ type: 'checkout.goTo', step: 'review' }),
  }))
  const steps: { step: CheckoutStep; label: string; index: number }[] = [
    ...(ships ? [{ step: 'shipping' as const, label: t`Shipping`, index: 0 }] : []),
    { step: 'payment', label: t`Payment`, index: 1 },
    { step: 'review', label: t`Review`, index: 2 },
  ]
  return (
    <nav aria-label={t`Checkout steps`} className="checkout-steps">
      <ol>
        {steps.map(({ step, label, index }) => {
          const current = formIndex === index
          return (
            <li key={step} aria-current={current ? 'step' : undefined} className={current ? 'checkout-steps__current' : undefined}>
              {index < formIndex && back[step] ? (
                <Button variant="quiet" onPress={() => actor.send({ type: 'checkout.goTo', step })}>
                  {label}
                </Button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
