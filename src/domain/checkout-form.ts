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

/** One of a customer's saved addresses (SPEC §3 accountAddresses). */
export interface SavedAddress extends AddressDraft {
  id: string
  primaryAddr: boolean
}

/** An address at checkout: as typed, and whether it passed the store's zip validation (SPEC §3 isUpsAddress). */
export interface CheckoutAddress extends AddressDraft {
  isUpsAddress: boolean
}

/** The checkout form as typed: what may be kept in session storage (never anything of the card). */
export interface CheckoutForm {
  shipping: CheckoutAddress
  /** The saved address the order ships to, by id; none for an address typed at checkout (SPEC §3 selected shipping address). */
  selectedShippingAddress?: string
  /** Whether a customer keeps the address typed at checkout among their addresses once the order is placed. */
  keepShippingAddress: boolean
  billingSameAsShipping: boolean
  billing: CheckoutAddress
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

const emptyCheckoutAddress = (): CheckoutAddress => ({ ...emptyAddress(), isUpsAddress: false })

export const emptyCheckoutForm = (): CheckoutForm => ({
  shipping: emptyCheckoutAddress(),
  keepShippingAddress: false,
  // Billing same as shipping is on until the shopper turns it off (SPEC §4).
  billingSameAsShipping: true,
  billing: emptyCheckoutAddress(),
  contact: { email: '', phoneNumber: '' },
})

/** What the store knows of a signed-in customer as checkout opens: their name, email and saved addresses (the primary first). */
export interface CustomerDetails {
  firstName: string
  lastName: string
  email: string
  addresses: SavedAddress[]
}

/** Whether nothing of an address was typed (its country is the store's own). */
export const isUntouched = (address: AddressDraft) =>
  (['firstName', 'lastName', 'address', 'addressDetails', 'city', 'state', 'zipcode'] as const).every((field) => address[field] === '')

/** The order ships to one of the customer's saved addresses: it is checked again before the order goes on. */
export function withSavedAddress(form: CheckoutForm, { id, primaryAddr: _, ...address }: SavedAddress): CheckoutForm {
  return { ...form, shipping: { ...address, isUpsAddress: false }, selectedShippingAddress: id }
}

/** The shopper types a new address instead of a saved one: the names stay, the rest is theirs to type. */
export function withNewAddress(form: CheckoutForm): CheckoutForm {
  const { firstName, lastName } = form.shipping
  return { ...form, shipping: { ...emptyCheckoutAddress(), firstName, lastName }, selectedShippingAddress: undefined }
}

/** Whether the order ships to an address typed at checkout that a customer may keep. */
export const mayKeepShippingAddress = (form: CheckoutForm, customer: boolean) => customer && form.selectedShippingAddress === undefined

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

/**
 * Sets one typed field of the form by its path (`shipping.city`); an unknown path changes nothing. An
 * address typed into is no longer one the store validated, nor a saved one.
 */
export function withField(form: CheckoutForm, path: string, value: string): CheckoutForm {
  const [section, field] = path.split('.') as ['shipping' | 'billing' | 'contact', string]
  const current = form[section] as unknown as Record<string, unknown> | undefined
  if (typeof current !== 'object' || typeof current[field] !== 'string') return form
  if (section === 'contact') return { ...form, contact: { ...form.contact, [field]: value } }
  const changed = { ...form, [section]: { ...form[section], [field]: value, isUpsAddress: false } }
  return section === 'shipping' ? { ...changed, selectedShippingAddress: undefined } : changed
}

function prefixed(section: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path ? `${section}.${path}` : section, message]))
}

/** A checkout form kept in session storage, read back only when it still fits. */
export const CachedCheckoutSchema = v.object({
  form: v.object({
    shipping: v.record(v.string(), v.union([v.string(), v.boolean()])),
    selectedShippingAddress: v.optional(v.string()),
    keepShippingAddress: v.optional(v.boolean(), false),
    billingSameAsShipping: v.boolean(),
    billing: v.record(v.string(), v.union([v.string(), v.boolean()])),
    contact: v.object({ email: v.string(), phoneNumber: v.string() }),
  }),
  shippingCompleted: v.boolean(),
})
