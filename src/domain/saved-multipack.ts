import * as v from 'valibot'
import { CartOwnerSchema } from './cart.ts'
import { MultipackSchema } from './multipack.ts'
import { SAVED_MULTIPACK_ID_PATTERN } from './params.ts'

export const MULTIPACK_NAME_MAX = 60
/** The most mixes one cart can keep. */
export const MAX_SAVED_MULTIPACKS = 20

/** Message ids for saved mixes; views translate them. */
export const MultipackMessage = { name: 'mixName', unknown: 'mixUnknown', limit: 'mixLimit' } as const

/** A mix as the shopper sees it: each product's packs with today's price and stock at their location. */
export const NamedMultipackSchema = v.object({
  /** A saved mix's id, or a recommended mix's slug. */
  id: v.string(),
  name: v.string(),
  picks: v.array(v.object({ productId: v.string(), title: v.string(), quantity: v.number(), price: v.number(), availableQty: v.number() })),
  /** What the 30 packs cost, in cents. */
  price: v.number(),
  /** Products that can no longer be had in the mix's number at the shopper's location. */
  unavailable: v.array(v.string()),
})
export type NamedMultipack = v.InferOutput<typeof NamedMultipackSchema>

/** Whether every snack of the mix can be had in its number; one that cannot is edited before it goes to the cart. */
export const isMultipackAvailable = (multipack: Pick<NamedMultipack, 'unavailable'>) => multipack.unavailable.length === 0

export const SavedMultipackIdSchema = v.pipe(v.string(), v.regex(SAVED_MULTIPACK_ID_PATTERN, 'mixId is not a saved mix'))

const MultipackNameSchema = v.pipe(
  v.string(MultipackMessage.name),
  v.trim(),
  v.nonEmpty(MultipackMessage.name),
  v.maxLength(MULTIPACK_NAME_MAX, MultipackMessage.name),
  // No control characters (a NUL cannot even be stored).
  v.regex(/^[^\p{Cc}]*$/u, MultipackMessage.name),
)

/** The message id for a name a mix cannot be saved under, if it cannot. */
export const multipackNameProblem = (name: string): string | undefined => v.safeParse(MultipackNameSchema, name).issues?.[0]?.message

/** A mix as sent to be kept: a guest's with their cart, a customer's on its own. */
export const SaveMultipackSchema = v.object({ ...v.partial(CartOwnerSchema).entries, name: MultipackNameSchema, picks: MultipackSchema })

/** A mix kept in My variety packs, as the builder knows it. */
export interface SavedMultipackRef {
  id: string
  name: string
}
