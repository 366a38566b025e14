import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Suspense } from 'react'
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx'
import { ScreenPending } from '../layout/screen-pending.tsx'

const TITLE = msg`Checkout`

// The server draws checkout's first step, which the shopper types into at once; the browser takes it
// over once checkout's code is there. Drawn once, so that nothing from above touches it meanwhile.
const SCREEN = (
  <Suspense fallback={<ScreenPending title={TITLE} />}>
    <CheckoutScreen />
  </Suspense>
)

export const Route = createFileRoute('/checkout')({
  component: () => SCREEN,
  staticData: { title: TITLE },
})
