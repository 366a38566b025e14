import { getCustomer } from '../../api/account.ts'
import { primaryAddressOf } from '../../domain/customer.ts'
import type { CheckoutCustomer } from '../../../machines/checkout/checkout.actors.ts'
import { isSignedIn, type Store } from '../../app/create-store.ts'

/** The signed-in customer checkout starts from (their primary address, else their name, and their email); a guest starts empty. */
export async function loadCheckoutCustomer(store: Store, signal: AbortSignal): Promise<CheckoutCustomer | undefined> {
  if (!isSignedIn(store)) return undefined
  const customer = await getCustomer(store.api, signal)
  const contact = customer.accountContacts[0]
  return contact && { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, address: primaryAddressOf(customer) }
}
