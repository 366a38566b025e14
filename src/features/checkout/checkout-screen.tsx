import { use, useMemo, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { isCheckoutStep } from '#domain/checkout-form.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import type { CheckoutLogic } from '#app/checkout-logic.ts'
import { CheckoutPage } from './checkout-page.tsx'
import { checkoutCode } from './load-checkout.ts'
import { CheckoutContext, drawnCheckout, type CheckoutScreen as Screen } from './use-checkout.ts'

/** Checkout: drawn by the server as it opens; in the browser, its chart, once its code has loaded. */
export function CheckoutScreen() {
  const store = useStore()
  return store.onServer ? <DrawnCheckout /> : <LiveCheckout checkout={use(store.checkout(checkoutCode))} />
}

/** The server's page: checkout opening, as the server knows it. */
function DrawnCheckout() {
  const { site } = useStore()
  const [screen] = useState<Screen>(() => {
    const actor = drawnCheckout(site)
    return { actor, drawn: actor.getSnapshot() }
  })
  return (
    <CheckoutContext value={screen}>
      <CheckoutPage />
    </CheckoutContext>
  )
}

/** The shopper's checkout: its chart starts from the step in the address and what was typed before a reload, and takes over what the server drew. */
function LiveCheckout({ checkout }: { checkout: CheckoutLogic }) {
  const { site } = useStore()
  const hash = useLocation({ select: (location) => location.hash })
  // The step asked for when the page opened; later steps go through the machine.
  const [input] = useState(() => checkout.input(isCheckoutStep(hash) ? hash : undefined))
  const actor = useScreenChart(checkout.logic, input)
  const [drawn] = useState(() => drawnCheckout(site).getSnapshot())
  const screen = useMemo(() => ({ actor, drawn }), [actor, drawn])
  return (
    <CheckoutContext value={screen}>
      <CheckoutPage />
    </CheckoutContext>
  )
}
