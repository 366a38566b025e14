import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody, parseQuery } from '../http/envelope.ts'
import { CART_TOKEN_HEADER, CartMessage, CartTokenSchema, type CartChange } from '#domain/cart.ts'
import { cartAmount, GetPersistCartSchema, UpdatePersistCartSchema, type PersistCartLine, type PersistedCart } from '#domain/persist-cart.ts'
import { MessageId } from '#domain/envelope.ts'
import type { CartContents } from './apply-change.ts'
import type { CartRecord } from './carts.ts'
import type { StoredLine } from './cart-lines.ts'
import { changeFor, pricedCart } from './cart-for-request.ts'
import { signedInAccount } from '../identity/signed-in.ts'
import { refuse } from '../http/limited.ts'

function persisted(c: Context<AppEnv>, cart: CartRecord, cartToken?: string): PersistedCart {
  return {
    persistCartId: cart.id,
    cartToken,
    persistCartData: cart.lines.map(persistedLine),
    cartamount: cartAmount(pricedCart(c, cart, 'en-us').cartItems),
  }
}

function persistedLine(line: StoredLine): PersistCartLine {
  if (line.kind === 'multipack') return { kind: 'multipack', quantity: line.quantity, picks: line.picks ?? [] }
  if (line.kind === 'giftCard') return { kind: 'giftCard', giftCard: line.giftCard! }
  return { kind: line.kind, itemId: line.itemId, quantity: line.quantity }
}

/** The cart rebuilt from persisted data, line by line under the same rules as adding to a cart; free samples after the snacks they come with. */
function rebuilt(c: Context<AppEnv>, data: PersistCartLine[]) {
  const isSample = (line: PersistCartLine) => line.kind === 'product' && (c.get('catalog').productById.get(line.itemId)?.freeSample ?? false)
  const ordered = [...data.filter((l) => !isSample(l)), ...data.filter(isSample)]
  return (cart: CartContents): CartContents =>
    ordered.reduce<CartContents>(
      (contents, line) => {
        if (line.kind === 'giftCard') return changeFor(c, { type: 'addGiftCard', giftCard: line.giftCard })(contents)
        if (line.kind !== 'multipack') return changeFor(c, { type: 'add', itemId: line.itemId, quantity: line.quantity })(contents)
        const withMultipack = changeFor(c, { type: 'addMultipack', picks: line.picks })(contents)
        const lineId = withMultipack.lines.at(-1)!.lineId
        const set: CartChange = { type: 'set', lineId, quantity: line.quantity }
        return line.quantity > 1 ? changeFor(c, set)(withMultipack) : withMultipack
      },
      { ...cart, lines: [] },
    )
}

/** The persisted cart (SPEC §7): read whole, and saved whole, priced from the catalog. */
export function persistCartRoutes() {
  return new Hono<AppEnv>()
    .get('/persist-cart', async (c) => {
      const { isAuth, persistCartId } = parseQuery(c, GetPersistCartSchema)
      // A signed-in shopper's cart is kept with their account: the same in every browser.
      if (isAuth) {
        await signedInAccount(c)
        const saved = await c.get('carts').savedFor(c.get('customer')!)
        if (!saved) throw new InputError(MessageId.notFound, 'This account has no saved cart yet', 404)
        return ok(c, persisted(c, saved.cart, saved.cartToken))
      }
      const token = v.safeParse(CartTokenSchema, c.req.header(CART_TOKEN_HEADER))
      if (!persistCartId || !token.success)
        throw new InputError(CartMessage.notYours, `A guest's cart is read with its persistCartId and the ${CART_TOKEN_HEADER} header`, 403)
      return ok(c, persisted(c, await c.get('carts').open(persistCartId, token.output, c.get('customer'))))
    })
    .put('/update-persist-cart', async (c) => {
      const { isAuth, persistCartId, cartToken, persistCartData } = parseBody(c, UpdatePersistCartSchema)
      const rebuild = rebuilt(c, persistCartData)
      if (isAuth) {
        await signedInAccount(c)
        const caller = c.get('customer')!
        const saved = (await c.get('carts').savedFor(caller)) ?? (await c.get('carts').adopt((await c.get('carts').create()).cart.id, caller))
        if (!saved) throw new InputError(CartMessage.busy, 'The account’s saved cart is being made; try again', 409)
        return ok(c, persisted(c, await c.get('carts').change(saved.cart.id, saved.cartToken, rebuild, caller), saved.cartToken))
      }
      if (!persistCartId || !cartToken) {
        // A new cart, as savecartwebdata makes one: a few a minute from one address.
        const verdict = await c.get('rateLimit')('cartMade', c.get('clientAddress'))
        if (!verdict.allowed) return refuse(c, 'cartMade', verdict)
        const made = await c.get('carts').create(rebuild({ lines: [], disableAutoCoupon: false }))
        return ok(c, persisted(c, made.cart, made.cartToken))
      }
      return ok(c, persisted(c, await c.get('carts').change(persistCartId, cartToken, rebuild, c.get('customer'))))
    })
}
