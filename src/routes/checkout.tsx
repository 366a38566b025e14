import { createFileRoute, useLocation } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { isCheckoutStep } from '../domain/checkout-form.ts'
import { CheckoutActorContext } from '../features/checkout/use-checkout.ts'
import { CheckoutPage } from '../features/checkout/checkout-page.tsx'
import { useScreenChart } from '../app/use-screen-chart.ts'
import { loadCheckout } from '../features/checkout/load-checkout.ts'
import { ScreenPending } from '../layout/screen-pending.tsx'

const TITLE = msg`Checkout`

export const Route = createFileRoute('/checkout')({
  ssr: false,
  loader: ({ context, abortController }) => loadCheckout(context.store, abortController.signal),
  component: Checkout,
  // Checkout is the shopper's own cart, drawn in the browser; its heading comes with the page.
  pendingComponent: () => <ScreenPending title={TITLE} />,
  // The pending view is the server's page: the screen replaces it as soon as it is ready, not half a second later.
  pendingMinMs: 0,
  staticData: { title: TITLE },
})

function Checkout() {
  const hash = useLocation({ select: (location) => location.hash })
  // The step asked for when the page opened; later steps go through the machine.
  const { checkout, customer, wallets } = Route.useLoaderData()
  const [input] = useState(() => checkout.input(isCheckoutStep(hash) ? hash : undefined, customer, wallets))
  const actor = useScreenChart(checkout.logic, input)
  return (
    <CheckoutActorContext value={actor}>
      <CheckoutPage />
    </CheckoutActorContext>
  )
}
