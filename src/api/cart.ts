import type { ApiClient } from './client.ts'
import { CartSchema, type CartChange } from '../domain/cart.ts'
import type { Locale } from '../domain/locale.ts'
import { PersistedCartSchema, type PersistCartLine } from '../domain/persist-cart.ts'

export interface CartOwner {
  cartId: string
  cartToken: string
}

export const getCart = (api: ApiClient, owner: CartOwner | undefined, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getcartwebdata', { method: 'POST', body: { ...owner, locale }, schema: CartSchema, signal })

export const saveCart = (api: ApiClient, owner: CartOwner, change: CartChange, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/savecartwebdata', { method: 'POST', body: { ...owner, change, locale }, schema: CartSchema, signal })

export const applyCoupon = (api: ApiClient, owner: CartOwner, couponName: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/webservices/validatevoucher', { method: 'POST', body: { ...owner, couponName, locale }, schema: CartSchema, signal })

/** Saves a whole cart as a guest's persisted cart; without an owner, a new cart is made for it. */
export const updatePersistCart = (api: ApiClient, lines: PersistCartLine[], cartamount: number, owner?: CartOwner, signal?: AbortSignal) =>
  api.request('/v2/dopservice/update-persist-cart', {
    method: 'PUT',
    body: { persistCartData: lines, email: '', accountId: '', isAuth: false, cartamount, persistCartId: owner?.cartId, cartToken: owner?.cartToken },
    schema: PersistedCartSchema,
    signal,
  })
