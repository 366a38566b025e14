import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Suspense } from 'react'
import { CheckoutScreen } from '#features/checkout/checkout-screen.tsx'
import { checkoutCode } from '#features/checkout/load-checkout.ts'
import { ScreenPending } from '#layout/screen-pending.tsx'

const TITLE = msg`Checkout`

// The server draws checkout's first step, which the shopper types into at once; the browser takes it
// over once checkout's code is there. Drawn once, so that nothing from above touches it meanwhile.
const SCREEN = (
  <Suspense fallback={<ScreenPending title={TITLE} />}>
    <CheckoutScreen />
  </Suspense>
)

export const Route = createFileRoute('/checkout')({
  // Going to checkout from another page (or about to), its code comes first; the server's page names it instead.
  loader: ({ context }) => (context.store.onServer ? undefined : context.store.checkout(checkoutCode).then(() => undefined)),
  component: () => SCREEN,
  staticData: { title: TITLE },
})
