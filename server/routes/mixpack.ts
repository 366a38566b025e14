import { Hono, type Context } from 'hono'
import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody, parseQuery } from '../envelope.ts'
import { carts, savedMixes } from '../db/schema.ts'
import { CART_TOKEN_HEADER, CartIdSchema, CartMessage, CartOwnerSchema, CartTokenSchema } from '../../src/domain/cart.ts'
import { LocaleSchema } from '../../src/domain/content.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { MAX_SAVED_MIXES, MixIdSchema, MixMessage, SaveMixSchema } from '../../src/domain/mix.ts'
import { MULTIPACK_SIZE } from '../../src/domain/constants.ts'
import type { MultipackConfig } from '../../src/domain/multipack.ts'
import { presentMix, recommendedMixes } from '../catalog/mixes.ts'
import { locationOf } from './location.ts'

/** The saved mix, when the caller proves the cart that saved it is theirs. */
async function ownMix(c: Context<AppEnv>, mixId: string, cartId: string, cartToken: string) {
  await c.var.carts.open(cartId, cartToken)
  const [mix] = await c.var.db.select().from(savedMixes).where(and(eq(savedMixes.id, mixId), eq(savedMixes.cartId, cartId)))
  if (!mix) throw new InputError(MixMessage.unknown, `No saved mix ${mixId} for this cart`, 404)
  return mix
}

const mixIdOf = (c: Context<AppEnv>) => {
  const parsed = v.safeParse(MixIdSchema, c.req.param('mixId'))
  if (!parsed.success) throw new InputError(MessageId.invalidInput, 'mixId is not a saved mix')
  return parsed.output
}

/** The variety-pack config, recommended variety packs, and the shopper's saved mixes: read, created, updated and deleted (SPEC §7 Multipack). */
export function mixpackRoutes() {
  return new Hono<AppEnv>()
    .get('/getconfig', (c) => {
      const location = locationOf(c)
      const productsInStock = c.var.catalog.orders.featured.filter((p) => p.multipackEligible && (p.stock.get(location)?.quantity ?? 0) > 0).length
      return ok(c, { packSize: MULTIPACK_SIZE, lineIdPrefix: `MYOMP-${MULTIPACK_SIZE}-`, productsInStock } satisfies MultipackConfig)
    })
    .get('/recommendedvarietypacklist', (c) => {
      const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
      return ok(c, recommendedMixes(c.var.catalog, locale, locationOf(c)))
    })
    .post('/mixpack', async (c) => {
      const { cartId, cartToken, name, picks } = parseBody(c, SaveMixSchema)
      await c.var.carts.open(cartId, cartToken)
      const mix = await c.var.db.transaction(async (tx) => {
        // The cart's row is locked while its mixes are counted, so two saves at once cannot pass the limit together.
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update')
        const [kept] = await tx.select({ count: count() }).from(savedMixes).where(eq(savedMixes.cartId, cartId))
        if ((kept?.count ?? 0) >= MAX_SAVED_MIXES) throw new InputError(MixMessage.limit, `A cart keeps at most ${MAX_SAVED_MIXES} mixes`)
        const [made] = await tx.insert(savedMixes).values({ id: crypto.randomUUID(), cartId, name, picks }).returning()
        return made!
      })
      return ok(c, presentMix(c.var.catalog, mix, locationOf(c)))
    })
    .get('/mixpack/:mixId', async (c) => {
      const { cartId } = parseQuery(c, v.object({ cartId: CartIdSchema }))
      const token = v.safeParse(CartTokenSchema, c.req.header(CART_TOKEN_HEADER))
      if (!token.success) throw new InputError(CartMessage.notYours, `A saved mix is read with its cart's ${CART_TOKEN_HEADER} header`, 403)
      return ok(c, presentMix(c.var.catalog, await ownMix(c, mixIdOf(c), cartId, token.output), locationOf(c)))
    })
    .put('/mixpack/:mixId', async (c) => {
      const mixId = mixIdOf(c)
      const { cartId, cartToken, name, picks } = parseBody(c, SaveMixSchema)
      await ownMix(c, mixId, cartId, cartToken)
      const [mix] = await c.var.db.update(savedMixes).set({ name, picks, updatedAt: new Date() }).where(eq(savedMixes.id, mixId)).returning()
      return ok(c, presentMix(c.var.catalog, mix!, locationOf(c)))
    })
    .delete('/mixpack/:mixId', async (c) => {
      const mixId = mixIdOf(c)
      const { cartId, cartToken } = parseBody(c, CartOwnerSchema)
      await ownMix(c, mixId, cartId, cartToken)
      await c.var.db.delete(savedMixes).where(eq(savedMixes.id, mixId))
      return ok(c, { deleted: mixId })
    })
}
