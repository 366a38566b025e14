/** Checkout's steps, in order: each is named in the checkout page's address (`/checkout#payment`). */
export type CheckoutStep = 'shipping' | 'payment' | 'review'
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['shipping', 'payment', 'review']

export const isCheckoutStep = (value: string): value is CheckoutStep => (CHECKOUT_STEPS as readonly string[]).includes(value)

/** Showing `step` when the address names a later one is a redirect: it replaces the address instead of adding to history. */
export const isStepRedirect = (inAddress: string, step: CheckoutStep) =>
  !isCheckoutStep(inAddress) || CHECKOUT_STEPS.indexOf(inAddress) > CHECKOUT_STEPS.indexOf(step)
