import * as v from 'valibot'
import { MULTIPACK_SIZE } from './constants.ts'
import { MULTIPACK_ID_PATTERN } from './params.ts'
import { ItemIdSchema } from './item-id.ts'

export const MultipackPickSchema = v.object({
  productId: ItemIdSchema('productId is not a product'),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MULTIPACK_SIZE)),
})
export type MultipackPick = v.InferOutput<typeof MultipackPickSchema>

/** A pick as the builder shows it: with what the shopper needs to choose. */
export interface MultipackChoice extends MultipackPick {
  title: string
  price: number
}

export function packCount(picks: readonly Pick<MultipackPick, 'quantity'>[]): number {
  return picks.reduce((sum, pick) => sum + pick.quantity, 0)
}

/** Whether the mix holds every pack of a snack the shopper's location has: that snack stops there, and the builder says so with the number. */
export const allInStockChosen = (chosen: number, availableQty: number) => chosen >= availableQty

export function isFull(picks: readonly Pick<MultipackPick, 'quantity'>[]): boolean {
  return packCount(picks) === MULTIPACK_SIZE
}

/** The multipack's price: each single-serve pack at its own price. */
export function multipackPrice(picks: readonly Pick<MultipackChoice, 'quantity' | 'price'>[]): number {
  return picks.reduce((sum, pick) => sum + pick.price * pick.quantity, 0)
}

/** The picks the shopper's location can no longer supply in their number, given each product's stock there. */
export function unavailablePicks(picks: readonly MultipackPick[], stock: ReadonlyMap<string, number>): string[] {
  return picks.filter((pick) => (stock.get(pick.productId) ?? 0) < pick.quantity).map((pick) => pick.productId)
}

/** A mix the builder starts from: a cart line to change (with its id), or a recommended or saved mix. */
export interface StartingMultipack {
  id?: string
  picks: MultipackChoice[]
  /** Its products that the shopper's location can no longer supply. */
  unavailable: string[]
}

/** The mix to start from, with the snacks that can no longer be had in their number, given the builder's snacks in stock. */
export function startingMultipack(
  from: { id?: string; picks: readonly MultipackChoice[] } | undefined,
  inStock: readonly { id: string; availableQty: number }[],
): StartingMultipack | undefined {
  if (!from) return undefined
  const picks = from.picks.map(({ productId, title, quantity, price }) => ({ productId, title, quantity, price }))
  return { id: from.id, picks, unavailable: unavailablePicks(picks, new Map(inStock.map((p) => [p.id, p.availableQty]))) }
}

/** A mix the builder can start from: a cart line's, a saved one or a recommended one. */
interface OfferedMultipack {
  id: string
  picks: readonly MultipackChoice[]
}

/**
 * What the builder starts from, and the key that opens a new builder for it: the cart line being
 * edited (changed in place, once the cart has it), else a saved mix, else a recommended one (each
 * going to the cart as a new line), else an empty box.
 */
export function builderStart(
  editing: { lineId: string; multipackList?: readonly MultipackChoice[] } | undefined,
  offered: { saved?: OfferedMultipack; mix?: OfferedMultipack },
  inStock: readonly { id: string; availableQty: number }[],
): { key: string; start?: StartingMultipack } {
  if (editing?.multipackList) return { key: editing.lineId, start: startingMultipack({ id: editing.lineId, picks: editing.multipackList }, inStock) }
  const other = offered.saved ?? offered.mix
  return { key: other?.id ?? 'new', start: startingMultipack(other && { picks: other.picks }, inStock) }
}

/** The next multipack id after those already in the cart: MYOMP-30-1, MYOMP-30-2, … */
export function nextMultipackId(existing: readonly string[]): string {
  const used = existing.map((id) => Number(MULTIPACK_ID_PATTERN.exec(id)?.[1] ?? 0))
  return `MYOMP-${MULTIPACK_SIZE}-${Math.max(0, ...used) + 1}`
}

/** The variety-pack rules the server works by (SPEC §7 GET multipack config). */
export const MultipackConfigSchema = v.object({
  /** How many single-serve packs fill the box. */
  packSize: v.number(),
  /** Cart lines of variety packs are numbered from this prefix: MYOMP-30-1, MYOMP-30-2, … */
  lineIdPrefix: v.string(),
  /** How many variety-pack snacks the shopper's location has in stock. */
  productsInStock: v.number(),
})
export type MultipackConfig = v.InferOutput<typeof MultipackConfigSchema>

/** A mix the server accepts: exactly 30 packs, each product once. */
export const MultipackSchema = v.pipe(
  v.array(MultipackPickSchema),
  v.check((picks) => new Set(picks.map((p) => p.productId)).size === picks.length, 'each product once'),
  v.check((picks) => isFull(picks), `exactly ${MULTIPACK_SIZE} packs`),
)
