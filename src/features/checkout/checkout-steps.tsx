import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { CheckoutStep } from '../../domain/checkout-form.ts'
import { Button } from '../../components/ui/button.tsx'
import { useCheckout } from './use-checkout.ts'

/** Where the shopper is: each step, the ones they may go back to as buttons. */
export function CheckoutSteps() {
  const actor = useCheckout()
  const { t } = useLingui()
  const state = useSelector(actor, (s) => s)
  const steps: { step: CheckoutStep; label: string }[] = [
    { step: 'shipping', label: t`Shipping` },
    { step: 'payment', label: t`Payment` },
    { step: 'review', label: t`Review` },
  ]
  return (
    <nav aria-label={t`Checkout steps`} className="checkout-steps">
      <ol>
        {steps.map(({ step, label }, index) => {
          const current = state.context.formIndex === index
          return (
            <li key={step} aria-current={current ? 'step' : undefined} className={current ? 'checkout-steps__current' : undefined}>
              {index < state.context.formIndex && state.can({ type: 'checkout.goTo', step }) ? (
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
