import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { batched, insertRows, settled } from '../db/batched.ts'
import type { Database } from '../db/database.ts'
import { carts } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { Lru } from '../db/lru.ts'
import { CartMessage } from '#domain/cart.ts'
import type { CartContents } from './apply-change.ts'
import { batchedCartWrites } from './cart-writes.ts'
import { adoptGuestMultipacks } from './saved-multipacks.ts'

export interface CartRecord extends CartContents {
  id: string
  version: number
  /** An order was placed with this cart: it takes no more changes. */
  closed: boolean
  /** The ids of the latest changes the shopper's browser made, each applied once. */
  changes: string[]
}

export interface NewCart {
  cartToken: string
  cart: CartRecord
}

/**
 * Who asks for a cart: the signed-in customer, by their account and the sign-in (grant) their
 * token is of. An account's cart answers only its customer, and its token is of one sign-in: of
 * no use to whoever holds it without that customer's sign-in, and new at each sign-in.
 */
export interface CartCaller {
  accountId: string
  grantId?: string
}

export interface Carts {
  /**
   * A new cart, with the token that proves it is the caller's (given this once). Made by a change of
   * the shopper's browser (its id), a repeat of that change is given the same cart and token again.
   */
  create: (contents?: CartContents, changeId?: string) => Promise<NewCart>
  /** New empty carts, one for each entry, written through `on` (a transaction); an entry naming a customer makes their account's saved cart. */
  createEmpty: (owners: (CartCaller | undefined)[], on: Database) => Promise<NewCart[]>
  /** The caller's cart, read afresh; refused with 403 when the token (and for an account's cart, the sign-in) does not prove it is theirs. */
  open: (cartId: string, cartToken: string, caller?: CartCaller) => Promise<CartRecord>
  /** Whether a token is the one this sign-in of the caller holds for the cart as their account's (a guest's cart's token is not). */
  isAccountToken: (cartId: string, cartToken: string, caller: CartCaller) => boolean
  /**
   * Writes `update`'s answer for the caller's cart. Changes to one cart in this process wait their
   * turn; a change that raced another server process is worked out again on the newer cart, so no
   * line is ever lost. A change of the shopper's browser (its id) is applied once: a repeat is
   * answered with the cart as it stands.
   */
  change: (
    cartId: string,
    cartToken: string,
    update: (cart: CartContents) => CartContents,
    caller?: CartCaller,
    changeId?: string,
    /** The ids of changes another cart took before it was merged into this one: a repeat of one is answered here, not applied again. */
    carried?: readonly string[],
  ) => Promise<CartRecord>
  /** Forgets what this process knows of a cart that another write (an order closing it) has changed. */
  forget: (cartId: string) => void
  /** The customer's saved cart, with its token for this sign-in: every browser the customer signs in on is given the same cart. */
  savedFor: (caller: CartCaller) => Promise<NewCart | undefined>
  /** Makes a cart the customer's saved cart, with its token for this sign-in; undefined when the account has one already. */
  adopt: (cartId: string, caller: CartCaller) => Promise<NewCart | undefined>
  /** A guest cart's saved variety packs become the account's, as its shopper signs in. */
  handOverMultipacks: (cartId: string, caller: CartCaller) => Promise<void>
}

const CACHED_CARTS = 10_000
/** How many of its latest changes a cart remembers: a browser sends its changes one at a time, so only the last can come again. */
const CHANGES_REMEMBERED = 50
/** How many of a merged cart's latest changes the cart it is merged into remembers. */
const CHANGES_CARRIED = 5
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
  accountId: carts.accountId,
  changes: carts.changes,
}

interface Known {
  tokenHash: Buffer
  /** The account whose saved cart it is: its token is then of one of that customer's sign-ins. */
  accountId: string | null
  cart: CartRecord
}

/** Carts kept one row each; the last version seen of each is cached, so a change costs one conditional write, shared with other shoppers' changes. */
export function createCarts(db: Database, accountKey: string): Carts {
  /** An account cart's token for one sign-in: derived from the cart and the sign-in with the store's key, so it can be given again to that signed-in customer only. */
  const accountToken = (cartId: string, caller: CartCaller) =>
    createHmac('sha256', accountKey)
      .update(`${cartId} ${caller.accountId} ${caller.grantId ?? ''}`)
      .digest('base64url')
  /** What an account's cart keeps as its token's hash: a random one, which no token proves. */
  const unprovable = () => hash(randomBytes(32).toString('base64url')).toString('hex')
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
    for (const { orderedAt, tokenHash, accountId, ...cart } of rows) {
      const fresh = {
        tokenHash: Buffer.from(tokenHash, 'hex'),
        accountId,
        cart: { ...cart, couponCode: cart.couponCode ?? undefined, closed: orderedAt !== null },
      }
      known.set(cart.id, fresh)
      found.set(cart.id, fresh)
    }
    return cartIds.map((cartId) => settled(found.get(cartId)))
  })
  /** The token of a cart a change of the shopper's browser made: given again for a repeat of that change, which only that browser knows. */
  const madeByToken = (changeId: string) => createHmac('sha256', accountKey).update(`made by ${changeId}`).digest('base64url')
  /** What a cart keeps of the change that made it: its hash, which gives nothing to whoever reads the table. */
  const madeByKey = (changeId: string) => hash(`made by ${changeId}`).toString('hex')
  /** A new cart's row, known to this process from the start. */
  const newCart = (contents: CartContents, owner?: CartCaller, changeId?: string): NewCart & { row: typeof carts.$inferInsert } => {
    const cartId = randomUUID()
    const cartToken = owner ? accountToken(cartId, owner) : changeId ? madeByToken(changeId) : randomBytes(32).toString('base64url')
    const tokenHash = owner ? unprovable() : hash(cartToken).toString('hex')
    // The change that made the cart is known by its hash alone: the id gives the cart's token again.
    const changes: string[] = []
    const cart: CartRecord = { id: cartId, version: 0, closed: false, changes, ...contents }
    known.set(cartId, { tokenHash: Buffer.from(tokenHash, 'hex'), accountId: owner?.accountId ?? null, cart })
    return {
      cartToken,
      cart,
      row: {
        id: cartId,
        tokenHash,
        lines: cart.lines,
        couponCode: cart.couponCode ?? null,
        disableAutoCoupon: cart.disableAutoCoupon,
        accountId: owner?.accountId ?? null,
        changes,
        madeBy: changeId ? madeByKey(changeId) : null,
      },
    }
  }
  /** Whether the token (and, for an account's cart, the caller's sign-in) proves the cart is the caller's. */
  const proves = (entry: Known, cartToken: string, caller: CartCaller | undefined) => {
    if (entry.accountId === null) return timingSafeEqual(entry.tokenHash, hash(cartToken))
    return caller?.accountId === entry.accountId && timingSafeEqual(hash(accountToken(entry.cart.id, caller)), hash(cartToken))
  }
  const proven = (entry: Known | undefined, cartToken: string, caller: CartCaller | undefined): CartRecord => {
    if (!entry || !proves(entry, cartToken, caller)) {
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
    async create(contents = emptyCart(), changeId) {
      const { row, ...made } = newCart(contents, undefined, changeId)
      const [written] = await db.insert(carts).values(row).onConflictDoNothing({ target: carts.madeBy }).returning({ id: carts.id })
      if (written) return made
      // A repeat of the change that made a cart: that cart, with its token.
      known.delete(row.id)
      const [first] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.madeBy, madeByKey(changeId!)))
      const entry = first && (await read(first.id))
      // A cart given to an account since answers only that customer's sign-in.
      if (!entry || entry.accountId !== null) throw new InputError(CartMessage.notYours, 'The cart this change made is not the caller’s any more', 403)
      return { cart: open(entry.cart), cartToken: madeByToken(changeId!) }
    },

    async createEmpty(owners, on) {
      const made = owners.map((owner) => newCart(emptyCart(), owner))
      await insertRows(
        on,
        carts,
        made.map(({ row }) => row),
      )
      return made.map(({ row: _, ...cart }) => cart)
    },

    async open(cartId, cartToken, caller) {
      return open(proven(await read(cartId), cartToken, caller))
    },

    isAccountToken: (cartId, cartToken, caller) => timingSafeEqual(hash(accountToken(cartId, caller)), hash(cartToken)),

    forget: (cartId) => void known.delete(cartId),

    async savedFor(caller) {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.accountId, caller.accountId), isNull(carts.orderedAt)))
      if (!row) return undefined
      const entry = await read(row.id)
      return entry && { cart: entry.cart, cartToken: accountToken(row.id, caller) }
    },

    handOverMultipacks: (cartId, caller) => adoptGuestMultipacks(db, cartId, caller.accountId),

    async adopt(cartId, caller) {
      const cartToken = accountToken(cartId, caller)
      try {
        const [row] = await db
          .update(carts)
          .set({ accountId: caller.accountId, tokenHash: unprovable(), version: sql`${carts.version} + 1` })
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

    change(cartId, cartToken, update, caller, changeId, carried = []) {
      return inTurn(cartId, () => changeNow(cartId, cartToken, update, caller, changeId, carried))
    },
  }

  async function changeNow(
    cartId: string,
    cartToken: string,
    update: (cart: CartContents) => CartContents,
    caller: CartCaller | undefined,
    changeId: string | undefined,
    carried: readonly string[],
  ): Promise<CartRecord> {
    // What this process last saw of the cart is tried first; another process may have given it to an account or closed it since.
    const seen = known.get(cartId)
    const fresh = seen && !seen.cart.closed && proves(seen, cartToken, caller) ? seen : await read(cartId)
    let cart = proven(fresh, cartToken, caller)
    for (let race = 0; race < RACES_BEFORE_GIVING_UP; race++) {
      // A change already applied (its answer was lost on the way): the cart as it stands, the change in it once.
      if (changeId && cart.changes.includes(changeId)) return cart
      open(cart)
      const next = update(cart)
      // Of another cart's changes, the last few: a browser sends one change at a time, so only its last can come again.
      const changes = [...cart.changes, ...carried.slice(-CHANGES_CARRIED), ...(changeId ? [changeId] : [])].slice(-CHANGES_REMEMBERED)
      const version = await write({ cartId, version: cart.version, next, changes })
      if (version !== undefined) {
        const saved: CartRecord = {
          id: cartId,
          version,
          closed: false,
          changes,
          lines: next.lines,
          couponCode: next.couponCode,
          disableAutoCoupon: next.disableAutoCoupon,
        }
        known.set(cartId, { ...fresh!, cart: saved })
        return saved
      }
      cart = proven(await read(cartId), cartToken, caller)
    }
    throw new InputError(CartMessage.busy, 'This cart is changing too fast; try again', 409)
  }
}
