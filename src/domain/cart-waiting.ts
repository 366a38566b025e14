import * as v from 'valibot'
import { CartChangeSchema, ChangeIdSchema, type Cart, type CartChange } from './cart.ts'
import { CouponCodeSchema } from './coupon.ts'

/** A change of the cart as the shopper's browser keeps it until the server has it: a line's change, or a coupon to apply. */
export const CartWriteSchema = v.union([CartChangeSchema, v.object({ type: v.literal('applyCoupon'), code: CouponCodeSchema })])
export type CartWrite = v.InferOutput<typeof CartWriteSchema>

export const WaitingChangeSchema = v.object({
  /** The change's own id: the server applies it once, however often it is sent. */
  id: ChangeIdSchema,
  write: CartWriteSchema,
  /** What the shopper added, as they saw it (a snack's name), until the server's cart names it. */
  title: v.optional(v.string()),
})
/** A change the shopper made that the server does not have yet. */
export type WaitingChange = v.InferOutput<typeof WaitingChangeSchema>

export const WaitingChangesSchema = v.array(WaitingChangeSchema)

/**
 * The changes waiting, with one more: a quantity set on a line whose last waiting change is also
 * its quantity (or its removal) replaces that one, so quick taps on one line send one quantity. The
 * first waiting change may already be on its way, and is never replaced.
 */
export function withChange(waiting: readonly WaitingChange[], change: WaitingChange): WaitingChange[] {
  const last = waiting.at(-1)
  const sameLine = (write: CartWrite) => (write.type === 'set' || write.type === 'remove') && 'lineId' in change.write && write.lineId === change.write.lineId
  if (waiting.length > 1 && last && change.write.type === 'set' && sameLine(last.write)) return [...waiting.slice(0, -1), change]
  return [...waiting, change]
}

/** The line changes the cart's answer says nothing about yet, as the server will apply them: what the shopper sees at once. */
export function withWaiting(cart: Cart | undefined, waiting: readonly WaitingChange[]): Cart | undefined {
  if (!cart || waiting.length === 0) return cart
  let lines = cart.cartItems
  for (const { write } of waiting) {
    if (write.type === 'set') lines = lines.map((line) => (line.lineId === write.lineId ? { ...line, quantity: write.quantity } : line))
    else if (write.type === 'remove') lines = lines.filter((line) => line.lineId !== write.lineId)
    else if (write.type === 'clear') lines = []
    else if (write.type === 'add') lines = lines.map((line) => (line.lineId === write.itemId ? { ...line, quantity: line.quantity + write.quantity } : line))
  }
  return { ...cart, cartItems: lines, cartCount: lines.reduce((count, line) => count + line.quantity, 0) }
}

/** The changes whose effect the cart cannot show until the server answers (a snack not in it yet, a variety pack, a coupon), by what the shopper saw. */
export function notYetShown(cart: Cart | undefined, waiting: readonly WaitingChange[]): WaitingChange[] {
  const lineIds = new Set(cart?.cartItems.map((line) => line.lineId))
  return waiting.filter(({ write }) => !(write.type === 'add' ? lineIds.has(write.itemId) : ['set', 'remove', 'clear'].includes(write.type)))
}

/** Whether a write is a line change the `savecartwebdata` call takes (a coupon goes to its own call). */
export const isLineChange = (write: CartWrite): write is CartChange => write.type !== 'applyCoupon'
