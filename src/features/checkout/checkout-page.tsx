import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { useHeldPresses } from '#components/ui/take-over.ts'
import { messageFor } from '#i18n/messages.ts'
import { CheckoutSteps } from './checkout-steps.tsx'
import { PaymentStep } from './payment-step.tsx'
import { ReviewStep } from './review-step.tsx'
import { ShippingStep } from './shipping-step.tsx'
import { useCheckout, useCheckoutView } from './use-checkout.ts'
import { useStore } from '#app/store-context.ts'
import { useSignIn } from '#app/use-sign-in.ts'
import { useMemberView } from '#app/use-member-view.ts'
import { isRecallingSignIn } from '#machines/session/session.selectors.ts'

/** What the page shows: a step, or why there is none; the chart tags each of its states with one. */
const SHOWN = ['shipping', 'payment', 'review', 'empty', 'failed'] as const

/** The sign-in offered to a guest: on the server's page, and until the store knows a customer is signed in. */
const OFFERED = { offered: true }
const RECALLED = { offered: false }

/** Checkout: the step the machine is on, and what it says went wrong. */
export function CheckoutPage() {
  const actor = useCheckout()
  const store = useStore()
  const { step, error, checking } = useCheckoutView((s) => ({
    step: SHOWN.find((shown) => s.hasTag(shown)),
    error: s.context.error,
    checking: s.hasTag('checkingOrder'),
  }))
  const { offered } = useMemberView(
    'session',
    (session) => ({ offered: !session.hasTag('signedIn') && !isRecallingSignIn(session) }),
    store.knowsShopper ? RECALLED : OFFERED,
    OFFERED,
  )
  const { i18n } = useLingui()
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
      {checking && (
        <p role="status" className="checkout__notice">
          <Trans>The answer to your order was lost on the way. Checking with the store whether it was placed…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="checkout__error">
          {i18n._(messageFor(error))}
        </p>
      )}
      {step === 'shipping' && offered && <SignInOffer />}
      {step === 'shipping' && <ShippingStep />}
      {step === 'payment' && <PaymentStep />}
      {step === 'review' && <ReviewStep />}
    </div>
  )
}

/** A guest may sign in instead (pressed before the page was taken over, then). */
function SignInOffer() {
  const signIn = useSignIn()
  const held = useHeldPresses<HTMLParagraphElement>(signIn)
  return (
    <p className="checkout__sign-in" ref={held} data-chart-presses>
      <Trans>Have an account?</Trans>{' '}
      <Button variant="quiet" data-held-press="signIn" onPress={signIn}>
        <Trans>Sign in</Trans>
      </Button>{' '}
      <Trans>or go on as a guest.</Trans>
    </p>
  )
}
