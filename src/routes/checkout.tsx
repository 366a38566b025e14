import { createFileRoute, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import { isCheckoutStep } from '../domain/checkout-form.ts'
import { CheckoutActorContext } from '../features/checkout/use-checkout.ts'
import { CheckoutPage } from '../features/checkout/checkout-page.tsx'
import { useStore } from '../features/shell/store-context.ts'

export const Route = createFileRoute('/checkout')({
  component: Checkout,
})

function Checkout() {
  const store = useStore()
  const hash = useLocation({ select: (location) => location.hash })
  // The step asked for when the page opened; later steps go through the machine.
  const [input] = useState(() => store.checkoutInput(isCheckoutStep(hash) ? hash : undefined))
  const actor = useActorRef(store.logic.checkout, { input, inspect: store.inspect })
  return (
    <CheckoutActorContext value={actor}>
      <CheckoutPage />
    </CheckoutActorContext>
  )
}
