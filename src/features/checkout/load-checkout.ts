import { getCustomer } from '../../api/account.ts'
import type { CheckoutCustomer } from '../../../machines/checkout/checkout.actors.ts'
import type { Store } from '../shell/create-store.ts'

/** The signed-in customer checkout starts from (their primary address, else their name, and their email); a guest starts empty. */
export async function loadCheckoutCustomer(store: Store, signal: AbortSignal): Promise<CheckoutCustomer | undefined> {
  if (!store.session.getSnapshot().hasTag('signedIn')) return undefined
  const customer = await getCustomer(store.api, signal)
  const contact = customer.accountContacts[0]
  const primary = customer.accountAddresses.find((address) => address.primaryAddr)
  const address = primary && { firstName: primary.firstName, lastName: primary.lastName, address: primary.address, addressDetails: primary.addressDetails, city: primary.city, state: primary.state, zipcode: primary.zipcode, country: primary.country }
  return contact && { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, address }
}
