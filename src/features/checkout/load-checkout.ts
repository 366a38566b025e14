import { getCustomer } from '../../api/account.ts'
import type { CheckoutCustomer } from '../../../machines/checkout/checkout.actors.ts'
import type { Store } from '../shell/create-store.ts'

/** The signed-in customer checkout starts from (their name and email); a guest starts empty. */
export async function loadCheckoutCustomer(store: Store, signal: AbortSignal): Promise<CheckoutCustomer | undefined> {
  if (!store.session.getSnapshot().hasTag('signedIn')) return undefined
  const contact = (await getCustomer(store.api, signal)).accountContacts[0]
  return contact && { firstName: contact.firstName, lastName: contact.lastName, email: contact.email }
}
