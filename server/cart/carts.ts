import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { batched, insertRows, settled } from '../db/batched.ts'
import type { Database } from '../db/database.ts'
import { carts } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import { Lru } from '../lru.ts'
import { CartMessage } from '../../src/domain/cart.ts'
import type { CartContents } from './apply-change.ts'
import { batchedCartWrites } from './cart-writes.ts'

export interface CartRecord extends CartContents {
  id: string
  version: number
  /** An order was placed with this cart: it takes no more changes. */
  closed: boolean
}

export interface NewCart {
  cartToken: string
  cart: CartRecord
}

export interface Carts {
  /** A new cart, with the token that proves it is the caller's (given this once); written through `on` when given (a transaction). */
  create: (contents?: CartContents) => Promise<NewCart>
  /** New empty carts, one for each entry, written through `on` (a transaction); an entry naming an account makes that account's saved cart. */
  createEmpty: (owners: (string | undefined)[], on: Database) => Promise<NewCart[]>
  /** The caller's cart, read afresh; refused with 403 when the token does not prove it is theirs. */
  open: (cartId: string, cartToken: string) => Promise<CartRecord>
  /**
   * Writes `update`'s answer for the caller's cart. Changes to one cart in this process wait their
   * turn; a change that raced another server process is worked out again on the newer cart, so no
   * line is ever lost.
   */
  change: (cartId: string, cartToken: string, update: (cart: CartContents) => CartContents) => Promise<CartRecord>
  /** Forgets what this process knows of a cart that another write (an order closing it) has changed. */
  forget: (cartId: string) => void
  /** The account's saved cart, with its token: every browser the customer signs in on is given the same one. */
  savedFor: (accountId: string) => Promise<NewCart | undefined>
  /** Makes a cart the account's saved cart, and gives it the account's token; undefined when the account has one already. */
  adopt: (cartId: string, accountId: string) => Promise<NewCart | undefined>
}

const CACHED_CARTS = 10_000
const emptyCart = (): CartContents => ({ lines: [], disableAutoCoupon: false })
const RACES_BEFORE_GIVING_UP = 20

const hash = (token: string) => createHash('sha256').update(token).digest()

const columns = {
  id: carts.id,
  tokenHash: carts.tokenHash,
  lines: carts.lines,
  couponCode: carts.couponCode,
  disableAutoCoupon: carts.disableAutoCoupon,
  version: carts.version,
  orderedAt: carts.orderedAt,
}

interface Known {
  tokenHash: Buffer
  cart: CartRecord
}

/** Carts kept one row each; the last version seen of each is cached, so a change costs one conditional write, shared with other shoppers' changes. */
export function createCarts(db: Database, accountKey: string): Carts {
  /** An account cart's token: derived from the cart with the store's key, so it can be given again to the signed-in customer. */
  const accountToken = (cartId: string) => createHmac('sha256', accountKey).update(cartId).digest('base64url')
  const known = new Lru<string, Known>(CACHED_CARTS)
  const write = batchedCartWrites(db)
  const turns = new Map<string, Promise<unknown>>()

  /** Runs one change after the changes to the same cart that came before it. */
  const inTurn = <T>(cartId: string, work: () => Promise<T>): Promise<T> => {
    const mine = (turns.get(cartId) ?? Promise.resolve()).then(work)
    const settled = mine.catch(() => {})
    turns.set(cartId, settled)
    void settled.then(() => turns.get(cartId) === settled && turns.delete(cartId))
    return mine
  }

  /** Reads carts afresh; the carts asked for at the same time are read by one statement. */
  const read = batched(async (cartIds: string[]) => {
    const rows = await db
      .select(columns)
      .from(carts)
      .where(inArray(carts.id, [...new Set(cartIds)]))
    const found = new Map<string, Known>()
    for (const { orderedAt, tokenHash, ...cart } of rows) {
      const fresh = { tokenHash: Buffer.from(tokenHash, 'hex'), cart: { ...cart, couponCode: cart.couponCode ?? undefined, closed: orderedAt !== null } }
      known.set(cart.id, fresh)
      found.set(cart.id, fresh)
    }
    return cartIds.map((cartId) => settled(found.get(cartId)))
  })
  /** A new cart's row, known to this process from the start. */
  const newCart = (contents: CartContents, accountId?: string): NewCart & { row: typeof carts.$inferInsert } => {
    const cartId = randomUUID()
    const cartToken = accountId ? accountToken(cartId) : randomBytes(32).toString('base64url')
    const tokenHash = hash(cartToken)
    const cart: CartRecord = { id: cartId, version: 0, closed: false, ...contents }
    known.set(cartId, { tokenHash, cart })
    return {
      cartToken,
      cart,
      row: {
        id: cartId,
        tokenHash: tokenHash.toString('hex'),
        lines: cart.lines,
        couponCode: cart.couponCode ?? null,
        disableAutoCoupon: cart.disableAutoCoupon,
        accountId: accountId ?? null,
      },
    }
  }
  const proven = (entry: Known | undefined, cartToken: string): CartRecord => {
    if (!entry || !timingSafeEqual(entry.tokenHash, hash(cartToken))) {
      throw new InputError(CartMessage.notYours, 'This cart does not belong to the caller', 403)
    }
    return entry.cart
  }
  /** The caller's cart while it is open; a cart an order closed is refused. */
  const open = (cart: CartRecord) => {
    if (cart.closed) throw new InputError(CartMessage.closed, 'An order was placed with this cart', 409)
    return cart
  }

  return {
    async create(contents = emptyCart()) {
      const { row, ...made } = newCart(contents)
      await db.insert(carts).values(row)
      return made
    },

    async createEmpty(owners, on) {
      const made = owners.map((accountId) => newCart(emptyCart(), accountId))
      await insertRows(
        on,
        carts,
        made.map(({ row }) => row),
      )
      return made.map(({ row: _, ...cart }) => cart)
    },

    async open(cartId, cartToken) {
      return open(proven(await read(cartId), cartToken))
    },

    forget: (cartId) => void known.delete(cartId),

    async savedFor(accountId) {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.accountId, accountId), isNull(carts.orderedAt)))
      if (!row) return undefined
      const entry = await read(row.id)
      return entry && { cart: entry.cart, cartToken: accountToken(row.id) }
    },

    async adopt(cartId, accountId) {
      const cartToken = accountToken(cartId)
      try {
        const [row] = await db
          .update(carts)
          .set({ accountId, tokenHash: hash(cartToken).toString('hex'), version: sql`${carts.version} + 1` })
          .where(and(eq(carts.id, cartId), isNull(carts.orderedAt), isNull(carts.accountId)))
          .returning({ id: carts.id })
        if (!row) return undefined
      } catch {
        // Another browser of the same customer gave the account its cart first.
        return undefined
      }
      known.delete(cartId)
      const entry = await read(cartId)
      return entry && { cart: entry.cart, cartToken }
    },

    change(cartId, cartToken, update) {
      return inTurn(cartId, () => changeNow(cartId, cartToken, update))
    },
  }

  async function changeNow(cartId: string, cartToken: string, update: (cart: CartContents) => CartContents): Promise<CartRecord> {
    // What this process last saw of the cart is tried first; another process may have given it to an account or closed it since.
    const seen = known.get(cartId)
    const fresh = seen && !seen.cart.closed && timingSafeEqual(seen.tokenHash, hash(cartToken)) ? seen : await read(cartId)
    let cart = open(proven(fresh, cartToken))
    for (let race = 0; race < RACES_BEFORE_GIVING_UP; race++) {
      const next = update(cart)
      const version = await write({ cartId, version: cart.version, next })
      if (version !== undefined) {
        const saved: CartRecord = {
          id: cartId,
          version,
          closed: false,
          lines: next.lines,
          couponCode: next.couponCode,
          disableAutoCoupon: next.disableAutoCoupon,
        }
        known.set(cartId, { tokenHash: hash(cartToken), cart: saved })
        return saved
      }
      cart = open(proven(await read(cartId), cartToken))
    }
    throw new InputError(CartMessage.busy, 'This cart is changing too fast; try again', 409)
  }
}
