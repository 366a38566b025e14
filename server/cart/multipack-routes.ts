import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody, parseQuery } from '../http/envelope.ts'
import type { MultipackOwner, SavedMultipacks } from './saved-multipacks.ts'
import { signedInAccount } from '../identity/signed-in.ts'
import { CART_TOKEN_HEADER, CartIdSchema, CartMessage, CartOwnerSchema, CartTokenSchema } from '#domain/cart.ts'
import type { CartOwner } from '#domain/cart.ts'
import { LocaleSchema } from '#domain/content.ts'
import { MessageId } from '#domain/envelope.ts'
import { SavedMultipackIdSchema, SaveMultipackSchema } from '#domain/saved-multipack.ts'
import { MULTIPACK_SIZE } from '#domain/constants.ts'
import type { MultipackConfig } from '#domain/multipack.ts'
import { presentMultipack, recommendedMultipacks } from '../catalog/multipacks.ts'
import { locationOf } from '../http/location.ts'
import { productSummary } from '../catalog/present.ts'

/** Whose saved mixes a call reaches: the signed-in customer's account, else the guest cart the caller proves is theirs. */
async function ownerOf(c: Context<AppEnv>, cart: CartOwner | undefined): Promise<MultipackOwner> {
  if (c.get('customer')) return { accountId: (await signedInAccount(c)).id }
  if (!cart) throw new InputError(CartMessage.notYours, `A guest's saved mixes are reached with their cart and its ${CART_TOKEN_HEADER}`, 403)
  await c.get('carts').open(cart.cartId, cart.cartToken, c.get('customer'))
  return { cartId: cart.cartId }
}

const cartOrNone = ({ cartId, cartToken }: Partial<CartOwner>): CartOwner | undefined => (cartId && cartToken ? { cartId, cartToken } : undefined)

/** A GET's cart: its id in the query, its token in a header. */
function cartOfQuery(c: Context<AppEnv>): CartOwner | undefined {
  const { cartId } = parseQuery(c, v.object({ cartId: v.optional(CartIdSchema) }))
  const token = v.safeParse(CartTokenSchema, c.req.header(CART_TOKEN_HEADER))
  return cartId && token.success ? { cartId, cartToken: token.output } : undefined
}

const multipackIdOf = (c: Context<AppEnv>) => {
  const parsed = v.safeParse(SavedMultipackIdSchema, c.req.param('mixId'))
  if (!parsed.success) throw new InputError(MessageId.invalidInput, 'mixId is not a saved mix')
  return parsed.output
}

/** The variety-pack config, recommended variety packs, and the shopper's saved multipacks: read, created, updated and deleted (SPEC §7 Multipack). */
export function multipackRoutes(saved: SavedMultipacks) {
  return (
    new Hono<AppEnv>()
      .get('/getconfig', (c) => {
        const location = locationOf(c)
        const productsInStock = c.get('catalog').orders.featured.filter((p) => p.multipackEligible && (p.stock.get(location)?.quantity ?? 0) > 0).length
        return ok(c, { packSize: MULTIPACK_SIZE, lineIdPrefix: `MYOMP-${MULTIPACK_SIZE}-`, productsInStock } satisfies MultipackConfig)
      })
      // The snacks a variety pack may hold, in stock at the shopper's location, as the builder lists them.
      .get('/productlist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        const location = locationOf(c)
        return ok(
          c,
          c
            .get('catalog')
            .orders.featured.filter((p) => p.multipackEligible && (p.stock.get(location)?.quantity ?? 0) > 0)
            .map((p) => productSummary(p, locale, location)),
        )
      })
      .get('/recommendedvarietypacklist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        return ok(c, recommendedMultipacks(c.get('catalog'), locale, locationOf(c)))
      })
      // The shopper's saved multipacks, the latest changed first.
      .get('/getmixpacklist', async (c) => {
        const kept = await saved.of(await ownerOf(c, cartOfQuery(c)))
        return ok(
          c,
          kept.map((multipack) => presentMultipack(c.get('catalog'), multipack, locationOf(c))),
        )
      })
      .post('/mixpack', async (c) => {
        const { name, picks, ...cart } = parseBody(c, SaveMultipackSchema)
        const multipack = await saved.keep(await ownerOf(c, cartOrNone(cart)), { name, picks })
        return ok(c, presentMultipack(c.get('catalog'), multipack, locationOf(c)))
      })
      .get('/mixpack/:mixId', async (c) => {
        const multipackId = multipackIdOf(c)
        return ok(c, presentMultipack(c.get('catalog'), await saved.get(await ownerOf(c, cartOfQuery(c)), multipackId), locationOf(c)))
      })
      .put('/mixpack/:mixId', async (c) => {
        const multipackId = multipackIdOf(c)
        const { name, picks, ...cart } = parseBody(c, SaveMultipackSchema)
        const multipack = await saved.change(await ownerOf(c, cartOrNone(cart)), multipackId, { name, picks })
        return ok(c, presentMultipack(c.get('catalog'), multipack, locationOf(c)))
      })
      .delete('/mixpack/:mixId', async (c) => {
        const multipackId = multipackIdOf(c)
        const cart = parseBody(c, v.partial(CartOwnerSchema))
        await saved.remove(await ownerOf(c, cartOrNone(cart)), multipackId)
        return ok(c, { deleted: multipackId })
      })
  )
}
