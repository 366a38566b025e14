import type { ApiClient } from '#api/client.ts'
import type { SessionStorageLike } from '#api/session-values.ts'
import { checkoutInput, provideCheckout, type CheckoutDeps } from '#machines/checkout/checkout.actors.ts'
import type { Shopper } from '#machines/checkout/checkout.machine.ts'
import { getCustomer } from '#api/account.ts'
import { getSavedCards } from '#api/saved-cards.ts'
import { getConfigList } from '#api/content.ts'
import { savedAddressesOf } from '#domain/customer.ts'
import { usableSavedCards } from '#domain/payment.ts'
import { providePayPalApproval } from '#machines/paypal-approval/paypal-approval.actors.ts'
import { provideWalletPayment } from '#machines/wallet-payment/wallet-payment.actors.ts'
import { cardFrameBridge } from './card-frame-bridge.ts'
import { approvalWindow } from './approval-window.ts'
import { walletSheet, walletsOffered } from './wallets.ts'
import { watchStep } from './watch-step.ts'
import { keepPlacedOrder } from './placed-order.ts'
import { funnelEvent } from '#analytics/checkout-events.ts'
import type { Track } from '#analytics/data-layer.ts'
import type { CartLine } from '#domain/cart.ts'
import type { CheckoutStep } from '#domain/checkout-form.ts'
import type { Destination } from '#domain/destination.ts'
import type { Locale } from '#domain/locale.ts'
import type { SiteConfig } from '#domain/site.ts'

/** What checkout's effects reach at the store's root. */
export interface CheckoutLogicDeps {
  api: ApiClient
  locale: () => Locale
  tabStorage: SessionStorageLike
  lastingStorage: CheckoutDeps['lastingStorage']
  online: () => boolean
  watchConnection: CheckoutDeps['watchConnection']
  site: SiteConfig
  track: Track
  reload: () => void
  navigate: (destination: Destination) => void
  showCheckoutStep: (step: CheckoutStep) => void
  focusFirstError: () => void
  /** The shopper's cart's lines as they stand. */
  cartLines: () => CartLine[]
  /** Whether the shopper is signed in, once the store has its session. */
  signedIn: () => boolean
}

/**
 * Who pays, asked as checkout opens: the wallets the site turns on, and, once the store knows the
 * shopper (every call waits for the session), a customer's name, email, saved addresses and saved
 * cards not yet expired. A guest has none.
 */
async function shopperAtCheckout(deps: CheckoutLogicDeps, signal: AbortSignal): Promise<Shopper> {
  const wallets = walletsOffered(await getConfigList(deps.api, signal), deps.site)
  if (!deps.signedIn()) return { wallets }
  const [customer, { cards }] = await Promise.all([getCustomer(deps.api, signal), getSavedCards(deps.api, signal)])
  const contact = customer.accountContacts[0]
  if (!contact) return { wallets }
  const { firstName, lastName, email } = contact
  return { wallets, customer: { firstName, lastName, email, addresses: savedAddressesOf(customer), savedCards: usableSavedCards(cards, new Date()) } }
}

/**
 * Checkout with every effect provided: the card frame, PayPal's window, the wallets' sheets, the
 * step in the address, the funnel. It is loaded with the checkout page and nowhere else, so the
 * landing pages carry none of the payment code.
 */
export function checkoutLogic(deps: CheckoutLogicDeps) {
  const { api, track } = deps
  const refunded = new Set<string>()
  const logic = provideCheckout({
    api,
    locale: deps.locale,
    tabStorage: deps.tabStorage,
    lastingStorage: deps.lastingStorage,
    online: deps.online,
    watchConnection: deps.watchConnection,
    reload: deps.reload,
    shopper: (signal) => shopperAtCheckout(deps, signal),
  }).provide({
    actors: {
      cardFrame: cardFrameBridge,
      watchStep,
      paypalApproval: providePayPalApproval(api, deps.locale).provide({ actors: { approvalWindow } }),
      walletPayment: provideWalletPayment(api).provide({ actors: { walletSheet: walletSheet(api, deps.site, deps.locale) } }),
    },
    actions: {
      showStep: (_, step) => deps.showCheckoutStep(step),
      trackScreens: (_, screens) => screens.forEach((screen) => track({ event: 'screen_view', screen_name: screen })),
      focusFirstError: () => deps.focusFirstError(),
      orderPlaced: (_, order) => {
        keepPlacedOrder(deps.tabStorage, order)
        deps.navigate({ to: '/thankyou', search: { order: order.orderNumber } })
      },
      // The funnel's items are the cart's lines as checkout reaches each step.
      trackFunnel: (_, step) => track(funnelEvent(step, deps.cartLines())),
      // A refusal kept for its attempt is answered again on a retry: each authorisation given back is reported once.
      trackRefund: (_, voided) => {
        if (!voided || refunded.has(voided.orderNumber)) return
        refunded.add(voided.orderNumber)
        track(funnelEvent({ event: 'refund', voided }, []))
      },
    },
  })
  return {
    logic,
    /** What a checkout starts from: the step asked for, and what was typed before a reload. */
    input: (step: CheckoutStep | undefined) => checkoutInput(deps, step, deps.site.paymentSession),
  }
}

export type CheckoutLogic = ReturnType<typeof checkoutLogic>
