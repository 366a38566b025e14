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
