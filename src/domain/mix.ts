import * as v from 'valibot'
import { CartOwnerSchema } from './cart.ts'
import { MultipackSchema } from './multipack.ts'
import { MIX_ID_PATTERN } from './params.ts'

export const MIX_NAME_MAX = 60
/** The most mixes one cart can keep. */
export const MAX_SAVED_MIXES = 20

/** Message ids for saved mixes; views translate them. */
export const MixMessage = { name: 'mixName', unknown: 'mixUnknown', limit: 'mixLimit' } as const

/** A mix as the shopper sees it: each product's packs with today's price and stock at their location. */
export const MixSchema = v.object({
  /** A saved mix's id, or a recommended mix's slug. */
  id: v.string(),
  name: v.string(),
  picks: v.array(v.object({ productId: v.string(), title: v.string(), quantity: v.number(), price: v.number(), availableQty: v.number() })),
  /** What the 30 packs cost, in cents. */
  price: v.number(),
  /** Products that can no longer be had in the mix's number at the shopper's location. */
  unavailable: v.array(v.string()),
})
export type Mix = v.InferOutput<typeof MixSchema>

/** Whether every snack of the mix can be had in its number; one that cannot is edited before it goes to the cart. */
export const isMixAvailable = (mix: Pick<Mix, 'unavailable'>) => mix.unavailable.length === 0

export const MixIdSchema = v.pipe(v.string(), v.regex(MIX_ID_PATTERN, 'mixId is not a saved mix'))

const MixNameSchema = v.pipe(
  v.string(MixMessage.name),
  v.trim(),
  v.nonEmpty(MixMessage.name),
  v.maxLength(MIX_NAME_MAX, MixMessage.name),
  // No control characters (a NUL cannot even be stored).
  v.regex(/^[^\p{Cc}]*$/u, MixMessage.name),
)

/** The message id for a name a mix cannot be saved under, if it cannot. */
export const mixNameProblem = (name: string): string | undefined => v.safeParse(MixNameSchema, name).issues?.[0]?.message

/** A mix as sent to be kept: a guest's with their cart, a customer's on its own. */
export const SaveMixSchema = v.object({ ...v.partial(CartOwnerSchema).entries, name: MixNameSchema, picks: MultipackSchema })

/** A mix kept in My variety packs, as the builder knows it. */
export interface SavedMixRef {
  id: string
  name: string
}
