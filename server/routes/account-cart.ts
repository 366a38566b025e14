import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { cartStock } from '../cart/cart-lines.ts'
import { mergeCarts } from '../cart/merge-carts.ts'
import type { CartContents } from '../cart/apply-change.ts'
import type { NewCart } from '../cart/carts.ts'
import { pricedCart } from '../cart/cart-for-request.ts'
import { locationOf } from '../location.ts'
import { signedInAccount } from './signed-in.ts'
import { adoptGuestMixes } from '../cart/saved-mixes.ts'
import { CartOwnerSchema } from '../../src/domain/cart.ts'

const owner = ({ cart, cartToken }: NewCart) => ({ cartId: cart.id, cartToken })

/**
 * The account's saved cart at sign-in (SPEC §4): the guest's cart becomes it when the account has
 * none, else is merged into it and left empty; every browser the customer signs in on gets the
 * same cart and its token. The guest's saved mixes become the account's.
 */
export function accountCartRoutes() {
  return new Hono<AppEnv>().post('/v3/dopservice/b2c/mergecart', async (c) => {
    const account = await signedInAccount(c)
    const caller = c.get('customer')!
    const { guest } = parseBody(c, v.object({ guest: v.optional(CartOwnerSchema) }))
    const guestCart =
      guest &&
      (await c
        .get('carts')
        .open(guest.cartId, guest.cartToken, caller)
        .catch((error: unknown) => {
          // A guest cart that is not the caller's, or that an order closed, has nothing to bring.
          if (error instanceof InputError) return undefined
          throw error
        }))
    if (guestCart) await adoptGuestMixes(c.get('db'), guestCart.id, account.id)
    for (let attempt = 0; attempt < 3; attempt++) {
      const saved = await c.get('carts').savedFor(caller)
      if (!saved) {
        const base = guestCart ?? (await c.get('carts').create()).cart
        const adopted = await c.get('carts').adopt(base.id, caller)
        if (adopted) return ok(c, owner(adopted))
        continue
      }
      if (!guestCart || guestCart.id === saved.cart.id || guestCart.lines.length === 0) return ok(c, owner(saved))
      const stock = cartStock(c.get('catalog'), locationOf(c))
      const discountOf = (contents: CartContents) => pricedCart(c, { ...saved.cart, ...contents }, 'en-us').discount
      const merged = await c
        .get('carts')
        .change(saved.cart.id, saved.cartToken, (savedContents) => mergeCarts(savedContents, guestCart, stock, discountOf), caller)
      await c.get('carts').change(guestCart.id, guest!.cartToken, (contents) => ({ ...contents, lines: [], couponCode: undefined }), caller)
      return ok(c, owner({ cart: merged, cartToken: saved.cartToken }))
    }
    throw new Error('The account’s saved cart kept changing while it was merged')
  })
}
