import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { LocaleSchema } from '#domain/content.ts'
import { NotifyMeSchema } from '#domain/notify.ts'
import { shipsToState, stateForZip, ZipSchema } from '#domain/zip.ts'
import type { NotifyRequests } from './notify-requests.ts'
import { productSummary } from './present.ts'
import { locationOf } from '../http/location.ts'
import { getCookie } from 'hono/cookie'
import { chooseLocale } from '#domain/locale.ts'
import { PAGE_COOKIES } from '#domain/page-render.ts'
import { limited } from '../http/limited.ts'

const RECENTLY_VIEWED_MAX = 12

/** Calls about one shopper: zip code, notify-me requests and recently viewed products. */
export function shopperRoutes(notifyRequests: NotifyRequests) {
  return new Hono<AppEnv>()
    .post('/webservices/zipcodevalidate', async (c) => {
      const { zipcode } = parseBody(c, v.object({ zipcode: ZipSchema }))
      const state = stateForZip(zipcode)
      if (!state) throw new InputError(MessageId.unknownZip, `No state uses zip code ${zipcode}`)
      if (!shipsToState(state)) throw new InputError(MessageId.noShippingToState, `No shipping to ${state.toUpperCase()}`)
      const location = c.get('catalog').locations.find((l) => zipcode >= l.zipFrom && zipcode <= l.zipTo)
      if (!location) throw new InputError(MessageId.unknownZip, `No location serves ${zipcode}`)
      return ok(c, { zipcode, state, locationNumber: location.number })
    })
    .post('/webservices/notifyme', limited('notifyMe'), async (c) => {
      const { email, productId } = parseBody(c, NotifyMeSchema)
      // Mailed in the language the shopper browses in, when the product is back where they shop.
      const locale = chooseLocale(new URL(c.req.url), getCookie(c, PAGE_COOKIES.locale) ?? null)
      return ok(c, await notifyRequests.ask({ email, productId, locationNumber: locationOf(c), locale }))
    })
    .post('/v3/dopservice/getrecentlyviewedproducts', async (c) => {
      const { slugs, locale } = parseBody(
        c,
        v.object({ slugs: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(RECENTLY_VIEWED_MAX)), locale: LocaleSchema }),
      )
      const location = locationOf(c)
      const products = slugs.map((slug) => c.get('catalog').productBySlug.get(slug)).filter((p) => p !== undefined)
      return ok(
        c,
        products.map((p) => productSummary(p, locale, location)),
      )
    })
}
