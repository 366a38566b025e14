import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import { CartOwnerSchema, CartSchema, type CartChange, type CartOwner } from '#domain/cart.ts'
import { ItemsAvailabilitySchema } from '#domain/availability.ts'
import type { Locale } from '#domain/locale.ts'
import { PersistedCartSchema, type PersistCartLine } from '#domain/persist-cart.ts'

/** How the shopper sees the cart: in their language, with shipping and tax estimated for their zip code once known. */
export interface CartView {
  locale: Locale
  zipcode?: string
}

/** The cart, priced and estimated in one answer. */
export const getCart = (api: ApiClient, owner: CartOwner | undefined, view: CartView, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getcartwebdata', { method: 'POST', body: { ...owner, ...view }, schema: CartSchema, signal })

/**
 * One change under its id, answered with the cart as it now stands; without an owner the change makes
 * the cart, whose token comes back once. Sent again with the same id, it is applied once. Its caller
 * tells the shopper when it fails.
 */
export const saveCart = (api: ApiClient, owner: CartOwner | undefined, change: CartChange, changeId: string, view: CartView, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/savecartwebdata', { method: 'POST', body: { ...owner, change, changeId, ...view }, schema: CartSchema, signal, quiet: true })

/** A coupon applied under its change's id, as `saveCart`. */
export const applyCoupon = (api: ApiClient, owner: CartOwner, couponName: string, changeId: string, view: CartView, signal?: AbortSignal) =>
  api.request('/webservices/validatevoucher', { method: 'POST', body: { ...owner, couponName, changeId, ...view }, schema: CartSchema, signal, quiet: true })

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
