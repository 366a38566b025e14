import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseBody } from '../http/envelope.ts'
import { takeGuestCart } from './take-guest-cart.ts'
import { guestCartMergeFor } from './cart-for-request.ts'
import { signedInAccount } from '../identity/signed-in.ts'
import { CartOwnerSchema } from '#domain/cart.ts'

/**
 * The account's saved cart at sign-in (SPEC §4): the guest's cart becomes it when the account has
 * none, else is merged into it and left empty; every browser the customer signs in on gets the
 * same cart and its token. The guest's saved mixes become the account's.
 */
export function accountCartRoutes() {
  return new Hono<AppEnv>().post('/v3/dopservice/b2c/mergecart', async (c) => {
    await signedInAccount(c)
    const { guest } = parseBody(c, v.object({ guest: v.optional(CartOwnerSchema) }))
    return ok(c, await takeGuestCart(guestCartMergeFor(c), guest))
  })
}
