import type { AnyMachineSnapshot } from 'xstate'
import { emptyAddress, emptyCheckoutForm, type CheckoutAddress, type CheckoutForm, type SavedAddress } from '#domain/checkout-form.ts'
import { fieldErrorsOf } from '#domain/envelope.ts'
import type { ZipResult } from '#domain/zip.ts'
import type { Shopper } from './checkout.machine.ts'

type Happened = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>

/** Whether anything of an address differs from a blank one (a blank one is in the store's own country). */
const typedIn = (address: CheckoutAddress) => Object.entries(emptyAddress()).some(([field, blank]) => address[field as keyof CheckoutAddress] !== blank)

/**
 * The checkout form as the shopper filled it and the store answered, kept apart from the chart and
 * told from what happened: what was typed (what the browser kept before a reload counts as typed),
 * the saved address chosen, what the store knows of a customer filling only what was left empty,
 * the zip the store took. What the chart holds, and what it sends the store, is checked against it.
 */
export class FilledForm {
  readonly form: CheckoutForm
  /** Whether the order ships goods: a cart of e-gift cards alone ships nothing, until the store says it holds snacks after all. */
  ships = true
  /** The customer's saved addresses, as the store answered; none for a guest or before it answers. */
  private addresses?: SavedAddress[]
  private shippingTyped: boolean

  constructor(cached: CheckoutForm | undefined) {
    this.form = structuredClone(cached ?? emptyCheckoutForm())
    this.shippingTyped = typedIn(this.form.shipping)
  }

  /** One step: what the shopper did, or what was answered, from the state the step started in. */
  follow(event: Happened | undefined, before: AnyMachineSnapshot | undefined) {
    if (!event || !before) return
    const form = this.form
    // An address is chosen on the shipping step, or as checkout opens.
    const onShipping = before.matches('opening') || before.matches({ shipping: 'editing' })
    if (event.type === 'checkout.edit') {
      const [section, field] = (event.field as string).split('.') as ['shipping' | 'billing' | 'contact', string]
      if (section === 'contact') form.contact = { ...form.contact, [field]: event.value }
      else form[section] = { ...form[section], [field]: event.value, isUpsAddress: false }
      // A field of the address typed: it is no longer the saved one.
      if (section === 'shipping') [form.selectedShippingAddress, this.shippingTyped] = [undefined, true]
    }
    if (event.type === 'xstate.done.actor.shopper') this.takeShopper(event.output as Shopper)
    const chosen = event.type === 'checkout.shipTo' && onShipping ? this.addresses?.find((address) => address.id === event.addressId) : undefined
    if (chosen) this.shipTo(chosen)
    if (event.type === 'checkout.shipToNew' && onShipping && form.selectedShippingAddress !== undefined) {
      const { firstName, lastName } = form.shipping
      ;[form.shipping, form.selectedShippingAddress] = [{ ...emptyAddress(), firstName, lastName, isUpsAddress: false }, undefined]
    }
    // Only an address the customer typed, not a saved one chosen, is theirs to keep or not.
    if (event.type === 'checkout.keepAddress' && this.addresses && form.selectedShippingAddress === undefined) form.keepShippingAddress = event.keep as boolean
    if (event.type === 'checkout.sameBilling' && this.ships) form.billingSameAsShipping = event.same as boolean
    // A cart of e-gift cards alone: no shipping, and billing is an address of its own.
    if (event.type === 'cart.reviewed' && before.matches({ opening: 'reviewingCart' }) && Number(event.lines) > 0 && event.ships === false)
      [this.ships, form.billingSameAsShipping] = [false, false]
    if (event.type === 'xstate.done.actor.validateZip' && (event.output as ZipResult).state === form.shipping.state.toLowerCase())
      form.shipping = { ...form.shipping, isUpsAddress: true }
    // Priced as shipping nothing, the store asked for a shipping address: the cart holds snacks now.
    if (event.type === 'xstate.error.actor.validateOrder' && 'shipping.address' in (fieldErrorsOf(event.error) ?? {})) this.ships = true
  }

  /** What the store knows of who pays fills what is still empty: a customer's primary address, when no shipping field was typed, their names and email. */
  private takeShopper({ customer }: Shopper) {
    if (!customer) return
    this.addresses = customer.addresses
    const primary = customer.addresses.find((address) => address.primaryAddr)
    if (primary && !this.shippingTyped) this.shipTo(primary)
    const { shipping, contact } = this.form
    this.form.shipping = { ...shipping, firstName: shipping.firstName || customer.firstName, lastName: shipping.lastName || customer.lastName }
    this.form.contact = { ...contact, email: contact.email || customer.email }
  }

  /** A saved address ships the order, not yet through the store's zip validation. */
  private shipTo({ id, primaryAddr: _, ...address }: SavedAddress) {
    ;[this.form.shipping, this.form.selectedShippingAddress] = [{ ...address, isUpsAddress: false }, id]
  }
}
