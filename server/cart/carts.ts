import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { cartLines, carts } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { CartMessage, type CartChange } from '../../src/domain/cart.ts'
import type { StoredLine } from './cart-lines.ts'
import { nextMultipackId } from '../../src/domain/multipack.ts'

const hash = (token: string) => createHash('sha256').update(token).digest()

/** How many of an item can be had, or undefined when it is not for sale. */
export type Availability = (kind: StoredLine['kind'], itemId: string, picks?: StoredLine['picks']) => number | undefined

export interface Carts {
  create: () => Promise<{ cartId: string; cartToken: string }>
  /** Whether the token proves the cart is the caller's; false for a cart that does not exist. */
  owns: (cartId: string, cartToken: string) => Promise<boolean>
  lines: (cartId: string) => Promise<StoredLine[]>
  coupon: (cartId: string) => Promise<CartCoupon>
  applyCoupon: (cartId: string, code: string) => Promise<void>
  change: (cartId: string, change: CartChange, available: Availability) => Promise<StoredLine[]>
}

export interface CartCoupon {
  code?: string
  disableAutoCoupon: boolean
}

const lineColumns = { lineId: cartLines.lineId, kind: cartLines.kind, itemId: cartLines.itemId, quantity: cartLines.quantity, picks: cartLines.picks }

export function createCarts(db: Database): Carts {
  const linesOf = (tx: Database, cartId: string) =>
    tx.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.addedAt), asc(cartLines.lineId))

  return {
    async create() {
      const cartId = randomUUID()
      const cartToken = randomBytes(32).toString('base64url')
      await db.insert(carts).values({ id: cartId, tokenHash: hash(cartToken).toString('hex') })
      return { cartId, cartToken }
    },

    async owns(cartId, cartToken) {
      const [cart] = await db.select({ tokenHash: carts.tokenHash }).from(carts).where(eq(carts.id, cartId))
      return cart !== undefined && timingSafeEqual(Buffer.from(cart.tokenHash, 'hex'), hash(cartToken))
    },

    lines: (cartId) => linesOf(db, cartId),

    async coupon(cartId) {
      const [cart] = await db.select({ code: carts.couponCode, disableAutoCoupon: carts.disableAutoCoupon }).from(carts).where(eq(carts.id, cartId))
      return { code: cart?.code ?? undefined, disableAutoCoupon: cart?.disableAutoCoupon ?? false }
    },

    async applyCoupon(cartId, code) {
      await db.update(carts).set({ couponCode: code, disableAutoCoupon: false, updatedAt: new Date() }).where(eq(carts.id, cartId))
    },

    change(cartId, change, available) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database
        // Changes to one cart take turns, so two tabs adding at once never lose a line.
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update')
        const lines = await linesOf(tx, cartId)
        const line = (lineId: string) => {
          const found = lines.find((l) => l.lineId === lineId)
          if (!found) throw new InputError(CartMessage.unknownLine, `No line ${lineId} in this cart`)
          return found
        }
        const mustHave = (kind: StoredLine['kind'], itemId: string, quantity: number, picks?: StoredLine['picks']) => {
          const stock = available(kind, itemId, picks)
          if (stock === undefined) throw new InputError(MessageId.notFound, `${itemId} is not for sale`, 404)
          if (stock === 0) throw new InputError(CartMessage.unavailable, `${itemId} is out of stock here`)
          if (quantity > stock) throw new InputError(CartMessage.aboveStock, `Only ${stock} of ${itemId} available`)
        }
        const mine = eq(cartLines.cartId, cartId)

        switch (change.type) {
          case 'add': {
            const kind = change.itemId.startsWith('BN') ? 'bundle' : 'product'
            const existing = lines.find((l) => l.lineId === change.itemId)
            mustHave(kind, change.itemId, (existing?.quantity ?? 0) + change.quantity)
            await tx
              .insert(cartLines)
              .values({ cartId, lineId: change.itemId, kind, itemId: change.itemId, quantity: change.quantity })
              .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.lineId], set: { quantity: sql`${cartLines.quantity} + ${change.quantity}` } })
            break
          }
          case 'set': {
            const current = line(change.lineId)
            mustHave(current.kind, current.itemId, change.quantity, current.picks)
            await tx.update(cartLines).set({ quantity: change.quantity }).where(and(mine, eq(cartLines.lineId, change.lineId)))
            break
          }
          case 'remove':
            line(change.lineId)
            await tx.delete(cartLines).where(and(mine, eq(cartLines.lineId, change.lineId)))
            break
          case 'clear':
            await tx.delete(cartLines).where(mine)
            break
          case 'addMultipack': {
            const lineId = nextMultipackId(lines.map((l) => l.lineId))
            mustHave('multipack', lineId, 1, change.picks)
            await tx.insert(cartLines).values({ cartId, lineId, kind: 'multipack', itemId: lineId, quantity: 1, picks: change.picks })
            break
          }
          case 'setMultipack': {
            const current = line(change.lineId)
            mustHave('multipack', change.lineId, current.quantity, change.picks)
            await tx.update(cartLines).set({ picks: change.picks }).where(and(mine, eq(cartLines.lineId, change.lineId)))
            break
          }
          case 'removeCoupon':
            await tx.update(carts).set({ couponCode: null, disableAutoCoupon: true }).where(eq(carts.id, cartId))
            break
        }
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId))
        return linesOf(tx, cartId)
      })
    },
  }
}
