import { getCustomer } from '../../api/account.ts'
import type { Store } from '../shell/create-store.ts'

/** The signed-in customer's profile; a guest has none (the page sends them to sign in). */
export async function loadMyAccount(store: Store, signal: AbortSignal) {
  if (!store.session.getSnapshot().hasTag('signedIn')) return undefined
  return getCustomer(store.api, signal)
}
