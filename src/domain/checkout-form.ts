import * as v from 'valibot'
import { BillingAddressSchema, ContactSchema, fieldErrors, ShippingAddressSchema } from './address.ts'
import { DEFAULT_COUNTRY } from './constants.ts'

import type { CheckoutStep } from './checkout-step.ts'

export { CHECKOUT_STEPS, isCheckoutStep, isStepRedirect, type CheckoutStep } from './checkout-step.ts'

/** An address as the shopper is typing it. */
export interface AddressDraft {
  firstName: string
  lastName: string
  address: string
  addressDetails: string
  city: string
  state: string
  zipcode: string
  country: string
}

/** The checkout form as typed: what may be kept in session storage (never anything of the card). */
export interface CheckoutForm {
  shipping: AddressDraft
  billingSameAsShipping: boolean
  billing: AddressDraft
  contact: { email: string; phoneNumber: string }
}

export const emptyAddress = (): AddressDraft => ({
  firstName: '',
  lastName: '',
  address: '',
  addressDetails: '',
  city: '',
  state: '',
  zipcode: '',
  country: DEFAULT_COUNTRY,
})

export const emptyCheckoutForm = (): CheckoutForm => ({
  shipping: emptyAddress(),
  // Billing same as shipping is on until the shopper turns it off (SPEC §4).
  billingSameAsShipping: true,
  billing: emptyAddress(),
  contact: { email: '', phoneNumber: '' },
})

/** What the store knows of a signed-in customer as checkout opens: their name, email and primary address (when they keep one). */
export interface CustomerDetails {
  firstName: string
  lastName: string
  email: string
  address?: AddressDraft
}

/** Whether nothing of an address was typed (its country is the store's own). */
export const isUntouched = (address: AddressDraft) => Object.entries(address).every(([field, value]) => field === 'country' || value === '')

/**
 * The form with what the store knows of the customer, where the shopper has not typed: their name
 * fills the names left empty, and their email an empty email. What the shopper typed, before or after
 * the page was theirs, stays.
 */
export function withCustomer(form: CheckoutForm, customer: CustomerDetails | undefined): CheckoutForm {
  if (!customer) return form
  const { shipping, contact } = form
  return {
    ...form,
    shipping: { ...shipping, firstName: shipping.firstName || customer.firstName, lastName: shipping.lastName || customer.lastName },
    contact: { ...contact, email: contact.email || customer.email },
  }
}

/** Each broken rule of the shipping step, by field path (`shipping.zipcode`). */
export function shippingErrors(form: CheckoutForm): Record<string, string> {
  return prefixed('shipping', fieldErrors(ShippingAddressSchema, form.shipping))
}

/** Each broken rule of the payment step's own fields: the billing address (unless it is the shipping one) and the contact. */
export function paymentErrors(form: CheckoutForm): Record<string, string> {
  return {
    ...(form.billingSameAsShipping ? {} : prefixed('billing', fieldErrors(BillingAddressSchema, form.billing))),
    ...prefixed('contact', fieldErrors(ContactSchema, form.contact)),
  }
}

/** The step a field belongs to, so a refusal from the server leads the shopper back to it. */
export const stepOfField = (path: string): CheckoutStep => (path.startsWith('shipping') ? 'shipping' : 'payment')

/** Sets one field of the form by its path (`shipping.city`); an unknown path changes nothing. */
export function withField(form: CheckoutForm, path: string, value: string): CheckoutForm {
  const [section, field] = path.split('.') as [keyof CheckoutForm, string]
  const current = form[section]
  if (typeof current !== 'object' || !(field in current)) return form
  return { ...form, [section]: { ...current, [field]: value } }
}

function prefixed(section: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path ? `${section}.${path}` : section, message]))
}

/** A checkout form kept in session storage, read back only when it still fits. */
export const CachedCheckoutSchema = v.object({
  form: v.object({
    shipping: v.record(v.string(), v.string()),
    billingSameAsShipping: v.boolean(),
    billing: v.record(v.string(), v.string()),
    contact: v.object({ email: v.string(), phoneNumber: v.string() }),
  }),
  shippingCompleted: v.boolean(),
})
