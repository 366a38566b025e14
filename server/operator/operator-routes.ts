import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type Context, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { fail, InputError, ok, parseBody } from '../http/envelope.ts'
import { jsonBodyGuard } from '../http/json-body.ts'
import { parseStockCsv } from './stock-import.ts'
import { MOST_PICTURE_BYTES } from './catalog-pictures.ts'
import { MOST_OUTBOX_MESSAGES, type Operator } from './operator.ts'
import type { SlowedMisses } from '../http/slowed-misses.ts'
import { askerOf } from '../http/slowed-misses.ts'
import { MessageId } from '#domain/envelope.ts'
import { OrderNumberSchema } from '#domain/order.ts'

/** A stock file of every product at every location of a large catalog, with room to spare. */
const MOST_STOCK_FILE_BYTES = 16 * 1024 * 1024

const MOST_PARCEL_BYTES = 4096

/** A catalog of 100,000 products, every name in both languages, with room to spare. */
const MOST_CATALOG_BYTES = 128 * 1024 * 1024

/** A coupons file, a content file, or the list of a catalog's pictures, with room to spare. */
const MOST_FILE_BYTES = 16 * 1024 * 1024

const fileLimit = (maxSize: number, what: string) =>
  bodyLimit({ maxSize, onError: (c) => fail(c, 413, MessageId.bodyTooLarge, `${what} is at most ${maxSize / 1024 / 1024} MB`) })

const ShasSchema = v.object({ shas: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'is not a SHA-256'))), v.maxLength(200_000)) })

const ParcelSchema = v.object({
  carrier: v.pipe(v.string(), v.trim(), v.minLength(1, 'carrier is required'), v.maxLength(40, 'carrier is at most 40 characters')),
  trackingNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{4,64}$/, 'trackingNumber is 4 to 64 letters, digits, spaces or dashes')),
})

const digest = (token: string) => createHash('sha256').update(token).digest()

/** Calls that carry the operator's token, and only those: a wrong or missing one is refused, slower each time in a row. */
function operatorGuard(token: string, misses: SlowedMisses) {
  const expected = digest(token)
  return async (c: Context<AppEnv>, next: Next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    await misses.counted(askerOf(c), async () => {
      if (!timingSafeEqual(digest(given), expected)) throw new InputError(MessageId.signInRequired, 'The operator API needs the operator token', 401)
    })
    await next()
  }
}

const orderNumberOf = (c: Context) => {
  const parsed = v.safeParse(OrderNumberSchema, c.req.param('number'))
  if (!parsed.success) throw new InputError(MessageId.notFound, `No order ${c.req.param('number')}`, 404)
  return parsed.output
}

/**
 * What an operator runs against the running store (`npm run catalog`, `npm run stock`, `npm run
 * order`, `npm run outbox` call these): import and export the catalog and its pictures, import
 * stock levels, ship or cancel an order, read the outbox. Absent
 * (404) when no operator token is configured.
 */
export function operatorRoutes(token: string | undefined, misses: SlowedMisses, operator: Operator) {
  const routes = new Hono<AppEnv>()
  if (!token) return routes.all('*', (c) => fail(c, 404, MessageId.notFound, `Nothing at ${c.req.path}`))
  return routes
    .use('*', operatorGuard(token, misses))
    .post(
      '/stock',
      bodyLimit({
        maxSize: MOST_STOCK_FILE_BYTES,
        onError: (c) => fail(c, 413, MessageId.bodyTooLarge, `A stock file is at most ${MOST_STOCK_FILE_BYTES} bytes: split it`),
      }),
      async (c) => {
        const levels = parseStockCsv(await c.req.text(), c.get('catalog'))
        return ok(c, await operator.importStock(levels))
      },
    )
    .post(
      '/catalog',
      bodyLimit({
        maxSize: MOST_CATALOG_BYTES,
        onError: (c) => fail(c, 413, MessageId.bodyTooLarge, `A catalog is at most ${MOST_CATALOG_BYTES / 1024 / 1024} MB`),
      }),
      jsonBodyGuard(),
      async (c) => ok(c, await operator.importCatalog(c.get('body'))),
    )
    .get('/catalog', async (c) => ok(c, await operator.exportCatalog()))
    .post('/coupons', fileLimit(MOST_FILE_BYTES, 'A coupons file'), jsonBodyGuard(), async (c) => ok(c, await operator.importCoupons(c.get('body'))))
    .get('/coupons', async (c) => ok(c, await operator.exportCoupons()))
    .post('/content', fileLimit(MOST_FILE_BYTES, 'A content file'), jsonBodyGuard(), async (c) => ok(c, await operator.importContent(c.get('body'))))
    .get('/content', async (c) => ok(c, await operator.exportContent()))
    .post(
      '/pictures',
      bodyLimit({
        maxSize: MOST_PICTURE_BYTES,
        onError: (c) => fail(c, 413, MessageId.bodyTooLarge, `A picture is at most ${MOST_PICTURE_BYTES / 1024 / 1024} MB`),
      }),
      async (c) => ok(c, await operator.keepPicture(Buffer.from(await c.req.arrayBuffer()))),
    )
    .post('/pictures/missing', fileLimit(MOST_FILE_BYTES, 'A list of pictures'), jsonBodyGuard(), async (c) =>
      ok(c, { missing: await operator.missingPictures(parseBody(c, ShasSchema).shas) }),
    )
    .get('/pictures/:sha{[0-9a-f]{64}}', async (c) => {
      const picture = await operator.picture(c.req.param('sha'))
      if (!picture) return fail(c, 404, MessageId.notFound, `No picture ${c.req.param('sha')}`)
      return c.body(new Uint8Array(picture.bytes), 200, { 'Content-Type': picture.contentType })
    })
    .post(
      '/orders/:number/ship',
      bodyLimit({ maxSize: MOST_PARCEL_BYTES, onError: (c) => fail(c, 413, MessageId.bodyTooLarge, 'A parcel is a carrier and a tracking number') }),
      jsonBodyGuard(),
      async (c) => ok(c, await operator.ship(orderNumberOf(c), parseBody(c, ParcelSchema))),
    )
    .post('/orders/:number/cancel', async (c) => ok(c, await operator.cancel(orderNumberOf(c))))
    .get('/outbox', async (c) => {
      const limit = Number(c.req.query('limit') ?? 10)
      return ok(c, await operator.outbox(Number.isInteger(limit) && limit > 0 && limit <= MOST_OUTBOX_MESSAGES ? limit : 10))
    })
}
