import * as v from 'valibot'
import type { SavedAddress } from './checkout-form.ts'
import { NEWSLETTER_CODES, type Profile } from './account.ts'
import { AddressViewSchema } from './order.ts'

/** A signed-in customer as the server gives them (`getcustomer`). */
export const CustomerSchema = v.object({
  id: v.string(),
  accountContacts: v.array(
    v.object({ firstName: v.string(), lastName: v.string(), email: v.string(), gender: v.nullable(v.string()), birthDate: v.nullable(v.string()) }),
  ),
  accountUsers: v.array(v.object({ social: v.string() })),
  loyaltyId: v.string(),
  newsletters: v.array(v.picklist(NEWSLETTER_CODES)),
  accountAddresses: v.array(v.object({ id: v.string(), addressType: v.string(), primaryAddr: v.boolean(), ...AddressViewSchema.entries })),
})
export type Customer = v.InferOutput<typeof CustomerSchema>

/** What the customer may change of themselves, as the server keeps it. */
export function profileOf(customer: Customer): Profile {
  const contact = customer.accountContacts[0]
  return { firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '', newsletters: customer.newsletters }
}

/** The customer's saved addresses as checkout offers them, the primary first. */
export function savedAddressesOf(customer: Customer): SavedAddress[] {
  const addresses = customer.accountAddresses.map(({ addressType: _, ...address }) => address)
  return [...addresses.filter((address) => address.primaryAddr), ...addresses.filter((address) => !address.primaryAddr)]
}
