import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import { SavedCardSchema } from '#domain/payment.ts'

const SavedCardsSchema = v.object({ cards: v.array(SavedCardSchema) })

/** The signed-in customer's saved cards, the latest first. */
export const getSavedCards = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/webservices/paymentaccounts', { schema: SavedCardsSchema, signal, signedIn: true })

/** Forgets one saved card (SPEC §7 deletepaymentaccount); answers the cards left. */
export const deleteSavedCard = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request('/webservices/deletepaymentaccount', { method: 'POST', body: { id }, schema: SavedCardsSchema, signal, signedIn: true })
