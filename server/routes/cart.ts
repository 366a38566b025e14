import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { LocaleSchema } from '../../src/domain/content.ts'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../src/domain/constants.ts'
import { cartTotals, CartIdSchema, CartMessage, CartTokenSchema, SaveCartSchema, type Cart } from '../../src/domain/cart.ts'
import type { Locale } from '../../src/domain/locale.ts'
import { availableQuantity, presentLine, type StoredLine } from '../cart/cart-lines.ts'
import { locationOf } from './location.ts'

const GetCartSchema = v.object({ cartId: v.optional(CartIdSchema), cartToken: v.optional(CartTokenSchema), locale: LocaleSchema })

function presentCart(c: Context<AppEnv>, cartId: string, lines: StoredLine[], locale: Locale, location: number, cartToken?: string): Cart {
  const cartItems = lines.map((line) => presentLine(c.var.catalog, line, locale, location)).filter((line) => line !== undefined)
  return {
    cartId,
    cartToken,
    cartItems,
    cartCount: cartItems.reduce((sum, line) => sum + line.quantity, 0),
    ...cartTotals(cartItems, c.var.content.config.freeShipping),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_CENTS,
  }
}

async function assertOwner(c: Context<AppEnv>, cartId: string, cartToken: string | undefined) {
  if (!cartToken || !(await c.var.carts.owns(cartId, cartToken))) {
    throw new InputError(CartMessage.notYours, 'This cart does not belong to the caller', 403)
  }
}

/** The shopper's cart: read (made on first use) and changed line by line, priced by the server (SPEC §7 Cart). */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/b2c/getcartwebdata', async (c) => {
      const { cartId, cartToken, locale } = await parseBody(c, GetCartSchema)
      const location = locationOf(c)
      if (!cartId) {
        const made = await c.var.carts.create()
        return ok(c, presentCart(c, made.cartId, [], locale, location, made.cartToken))
      }
      await assertOwner(c, cartId, cartToken)
      return ok(c, presentCart(c, cartId, await c.var.carts.lines(cartId), locale, location))
    })
    .post('/v3/dopservice/b2c/savecartwebdata', async (c) => {
      const { cartId, cartToken, change } = await parseBody(c, SaveCartSchema)
      const { locale } = await parseBody(c, v.object({ locale: LocaleSchema }))
      await assertOwner(c, cartId, cartToken)
      const location = locationOf(c)
      const lines = await c.var.carts.change(cartId, change, (kind, itemId) => availableQuantity(c.var.catalog, kind, itemId, location))
      return ok(c, presentCart(c, cartId, lines, locale, location))
    })
}
