import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import { CartOwnerSchema, CartSchema, type Cart, type CartChange, type CartOwner } from '../domain/cart.ts'
import { ItemsAvailabilitySchema } from '../domain/availability.ts'
import { ShippingChargeSchema } from '../domain/estimate.ts'
import { TaxInfoSchema } from '../domain/tax.ts'
import type { Locale } from '../domain/locale.ts'
import { PersistedCartSchema, type PersistCartLine } from '../domain/persist-cart.ts'

export const getCart = (api: ApiClient, owner: CartOwner | undefined, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getcartwebdata', { method: 'POST', body: { ...owner, locale }, schema: CartSchema, signal })

export const saveCart = (api: ApiClient, owner: CartOwner, change: CartChange, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/savecartwebdata', { method: 'POST', body: { ...owner, change, locale }, schema: CartSchema, signal })

export const applyCoupon = (api: ApiClient, owner: CartOwner, couponName: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/webservices/validatevoucher', { method: 'POST', body: { ...owner, couponName, locale }, schema: CartSchema, signal })

/** Saves these lines as a new guest cart, made for them (or refused with nothing made); its token comes back once. */
export const updatePersistCart = (api: ApiClient, lines: PersistCartLine[], cartamount: number | undefined, signal?: AbortSignal) =>
  api.request('/v2/dopservice/update-persist-cart', {
    method: 'PUT',
    body: { persistCartData: lines, email: '', accountId: '', isAuth: false, cartamount },
    schema: PersistedCartSchema,
    signal,
  })

export const checkItemsAvailability = (api: ApiClient, owner: CartOwner, signal?: AbortSignal) =>
  api.request('/v2/dopservice/checkitemsavailability', { method: 'POST', body: owner, schema: ItemsAvailabilitySchema, signal })

/** The cart with its shipping and sales tax estimate for a zip code; without them when either call fails, since they are only an estimate. */
export async function withEstimate(api: ApiClient, cart: Cart, owner: CartOwner, zipcode: string | undefined, signal?: AbortSignal): Promise<Cart> {
  if (!zipcode || cart.cartItems.length === 0) return cart
  try {
    const body = { ...owner, zipcode }
    const [shipping, taxInfo] = await Promise.all([
      api.request('/v3/dopservice/shippingcharge', { method: 'POST', body, schema: ShippingChargeSchema, signal }),
      api.request('/webservices/ordertax', { method: 'POST', body, schema: TaxInfoSchema, signal }),
    ])
    return { ...cart, shippingCharge: shipping.shippingCharge, shippingSku: shipping.shippingSku, taxInfo }
  } catch {
    return cart
  }
}

/** At sign-in: the guest's cart (if any) merged into the account's saved cart; the answer is the account's cart. */
export const mergeCart = (api: ApiClient, guest: CartOwner | undefined, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/mergecart', { method: 'POST', body: { guest }, schema: CartOwnerSchema, signal })

/** A customer's past order put back into the cart; `short` names the lines that could not all come back. */
export const reorder = (api: ApiClient, orderNumber: string, cart: CartOwner, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/reorder', {
    method: 'POST',
    body: { orderNumber, cart },
    schema: v.object({ cartId: v.string(), short: v.array(v.string()) }),
    signal,
  })
