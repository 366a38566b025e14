import { fromCallback } from 'xstate'
import { isCheckoutStep } from '#domain/checkout-form.ts'

/** Back, forward or a hash typed into the address: the checkout is told the step the shopper asks for. */
export const watchStep = fromCallback(({ sendBack }) => {
  const asked = () => {
    const step = window.location.hash.slice(1)
    if (isCheckoutStep(step)) sendBack({ type: 'checkout.goTo', step })
  }
  window.addEventListener('popstate', asked)
  window.addEventListener('hashchange', asked)
  return () => {
    window.removeEventListener('popstate', asked)
    window.removeEventListener('hashchange', asked)
  }
})
