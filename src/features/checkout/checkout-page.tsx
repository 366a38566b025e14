import { useSelector } from '@xstate/react'
import { useView } from '../../app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { Loading } from '../../components/loading.tsx'
import { CheckoutSteps } from './checkout-steps.tsx'
import { PaymentStep } from './payment-step.tsx'
import { ReviewStep } from './review-step.tsx'
import { ShippingStep } from './shipping-step.tsx'
import { useCheckout } from './use-checkout.ts'
import { useStore } from '../../app/store-context.ts'
import { useSignIn } from '../../app/use-sign-in.ts'

/** Checkout: the step the machine is on, and what it says went wrong. */
export function CheckoutPage() {
  const actor = useCheckout()
  const store = useStore()
  const signIn = useSignIn()
  const { step, error } = useView(actor, (s) => ({
    step: (['empty', 'failed', 'shipping', 'payment', 'review'] as const).find((state) => s.matches(state)),
    error: s.context.error,
  }))
  const signedIn = useSelector(store.session, (s) => s.hasTag('signedIn'))
  const { i18n } = useLingui()
  if (step === undefined) return <Loading />
  // The page's heading stays what it was while checkout opened: what is missing is said beneath it.
  if (step === 'empty') {
    return (
      <div className="checkout empty-state">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <p>
          <Trans>Cart is empty</Trans>
        </p>
        <Link to="/all-snacks">
          <Trans>Browse all snacks</Trans>
        </Link>
      </div>
    )
  }
  if (step === 'failed') {
    return (
      <div className="checkout" role="alert">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <p>{i18n._(messageFor(error ?? 'requestFailed'))}</p>
        <Button onPress={() => actor.send({ type: 'checkout.retry' })}>
          <Trans>Try again?</Trans>
        </Button>
      </div>
    )
  }
  return (
    <div className="checkout">
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutSteps />
      {error && (
        <p role="alert" className="checkout__error">
          {i18n._(messageFor(error))}
        </p>
      )}
      {step === 'shipping' && !signedIn && (
        <p className="checkout__sign-in">
          <Trans>Have an account?</Trans>{' '}
          <Button variant="quiet" onPress={signIn}>
            <Trans>Sign in</Trans>
          </Button>{' '}
          <Trans>or go on as a guest.</Trans>
        </p>
      )}
      {step === 'shipping' && <ShippingStep />}
      {step === 'payment' && <PaymentStep />}
      {step === 'review' && <ReviewStep />}
    </div>
  )
}
