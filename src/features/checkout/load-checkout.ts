import { getCustomer } from '../../api/account.ts'
import { getSavedCards } from '../../api/saved-cards.ts'
import { primaryAddressOf } from '../../domain/customer.ts'
import { usableSavedCards } from '../../domain/payment.ts'
import type { CheckoutCustomer } from '../../../machines/checkout/checkout.actors.ts'
import { isSignedIn, type Store } from '../../app/create-store.ts'
import { getConfigList } from '../../api/content.ts'
import type { CheckoutLogic } from '../../app/checkout-logic.ts'
import type { Wallet } from '../../domain/payment.ts'

/** What checkout starts from: its logic (loaded with the page), the signed-in customer (none for a guest), and the wallets offered. */
export async function loadCheckout(store: Store, signal: AbortSignal): Promise<{ checkout: CheckoutLogic; customer?: CheckoutCustomer; wallets: Wallet[] }> {
  const [checkout, customer, config] = await Promise.all([
    // Its code is named here, in the page's loader, so the server's page fetches it with the page's other scripts.
    store.loadCheckout(import('../../app/checkout-logic.ts')),
    loadCheckoutCustomer(store, signal),
    getConfigList(store.api, signal),
  ])
  return { checkout, customer, wallets: checkout.walletsOffered(config) }
}

/** The signed-in customer checkout starts from (their primary address, else their name, their email and the saved cards not yet expired); a guest starts empty. */
export async function loadCheckoutCustomer(store: Store, signal: AbortSignal): Promise<CheckoutCustomer | undefined> {
  if (!isSignedIn(store)) return undefined
  const [customer, { cards }] = await Promise.all([getCustomer(store.api, signal), getSavedCards(store.api, signal)])
  const contact = customer.accountContacts[0]
  return (
    contact && {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      address: primaryAddressOf(customer),
      savedCards: usableSavedCards(cards, new Date()),
    }
  )
}
