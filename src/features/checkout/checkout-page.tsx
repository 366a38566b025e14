import { useSelector } from '@xstate/react'
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
  const state = useSelector(actor, (s) => s)
  const signedIn = useSelector(store.session, (s) => s.hasTag('signedIn'))
  const { i18n } = useLingui()
  if (state.matches('opening') || state.matches('resuming') || state.matches('placed')) return <Loading />
  if (state.matches('empty')) {
    return (
      <div className="checkout empty-state">
        <h1>
          <Trans>Cart is empty</Trans>
        </h1>
        <Link to="/all-snacks">
          <Trans>Browse all snacks</Trans>
        </Link>
      </div>
    )
  }
  if (state.matches('failed')) {
    return (
      <div className="checkout" role="alert">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <p>{i18n._(messageFor(state.context.error ?? 'requestFailed'))}</p>
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
      {state.context.error && (
        <p role="alert" className="checkout__error">
          {i18n._(messageFor(state.context.error))}
        </p>
      )}
      {state.matches('shipping') && !signedIn && (
        <p className="checkout__sign-in">
          <Trans>Have an account?</Trans>{' '}
          <Button variant="quiet" onPress={signIn}>
            <Trans>Sign in</Trans>
          </Button>{' '}
          <Trans>or go on as a guest.</Trans>
        </p>
      )}
      {state.matches('shipping') && <ShippingStep />}
      {state.matches('payment') && <PaymentStep />}
      {state.matches('review') && <ReviewStep />}
    </div>
  )
}
