import type { CheckoutCode } from '#app/store-machines.ts'

/**
 * Checkout's code, with the payment code. It is named here, in the page's view, so the server's page
 * fetches it with the page's other scripts.
 */
export const checkoutCode = (): Promise<CheckoutCode> => import('#app/checkout-logic.ts')
