import { describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { openTestStore, storeForTests } from '../testing/test-store.ts'
import { orderCalls } from '../orders/order-calls.testing.ts'
import { rowsOf } from '../db/rows.ts'
import { notifyRequests, outbox, stock } from '../db/schema.ts'
import { sandboxAuthorizations, sandboxCaptures } from '../payments/sandbox/tables.ts'
import type { PlacedOrder } from '#domain/order.ts'

const TOKEN = 'an-operator-token-of-the-test-store-0001'
const shop = storeForTests({ operatorToken: TOKEN })
const { shopper, stocked, cartWith, submit } = orderCalls(shop)

async function operator(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await shop.store.app.request(`/operator${path}`, {
    method,
    headers: { host: 'localhost', authorization: `Bearer ${TOKEN}`, 'content-type': path === '/stock' ? 'text/csv' : 'application/json', ...headers },
    body,
  })
  return { status: response.status, body: await response.json() }
}
const db = () => shop.store.database.db
const quantityAt = async (productId: string, location: number) =>
  (
    await db()
      .select()
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.locationNumber, location)))
  )[0]!.quantity
const mailTo = (recipient: string) => db().select().from(outbox).where(eq(outbox.recipient, recipient))

describe('the operator API', () => {
  it('answers only the operator token, and is absent from a store with none', async () => {
    expect((await operator('GET', '/outbox', undefined, { authorization: 'Bearer not-the-token' })).status).toBe(401)
    expect((await operator('GET', '/outbox', undefined, { authorization: '' })).status).toBe(401)
    expect((await operator('GET', '/outbox')).status).toBe(200)
    const without = await openTestStore()
    try {
      const response = await without.app.request('/operator/outbox', { headers: { host: 'localhost', authorization: `Bearer ${TOKEN}` } })
      expect(response.status).toBe(404)
    } finally {
      await without.database.close()
    }
  })

  it('refuses a stock file with any row it cannot take, naming each line, and changes nothing', async () => {
    const [a] = stocked(5)
    const before = await quantityAt(a!.id, 1)
    const refused = await operator('POST', '/stock', `product_id,location,quantity\n${a!.id},1,3\nP99999,1,4\n${a!.id},9,4\n${a!.id},2,-1\n${a!.id},1,5\n`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      `The stock file was not imported: line 3: no product "P99999"; line 4: no location "9"; line 5: quantity "-1" is not a whole number from 0 to 1000000; line 6: ${a!.id} at location 1 again`,
    )
    expect(await quantityAt(a!.id, 1)).toBe(before)
    expect((await operator('POST', '/stock', 'sku,qty\nP00001,3\n')).body.message).toBe(
      'The stock file was not imported: line 1: unknown column "sku", "qty" (the columns are product_id, location, quantity, pre_order); line 1: no product_id column; line 1: no location column; line 1: no quantity column',
    )
  })

  it('sets stock from a file, and mails each shopper who asked once, when the product is back where they shop', async () => {
    const [sold] = stocked(5)
    await operator('POST', '/stock', `product_id,location,quantity\n${sold!.id},1,0\n${sold!.id},2,0\n`)
    const who = await shopper()
    await who.call('POST', '/webservices/notifyme', { email: 'ana@example.com', productId: sold!.id })
    await who.call('POST', '/webservices/notifyme', { email: 'eva@example.com', productId: sold!.id }, { cookie: 'lang=es-us' })
    await who.call('POST', '/webservices/notifyme', { email: 'bo@example.com', productId: sold!.id }, { locationNumber: '2' })

    const imported = await operator('POST', '/stock', `product_id,location,quantity\n${sold!.id},1,12\n`)
    expect(imported).toEqual({ status: 200, body: expect.objectContaining({ data: { rows: 1, changed: 1, notified: 2 } }) })
    expect(await quantityAt(sold!.id, 1)).toBe(12)
    const [english] = await mailTo('ana@example.com')
    expect(english).toMatchObject({ kind: 'backInStock', subject: `Back in stock: ${sold!.title}` })
    expect(english!.body).toContain(`${shop.store.hosts.publicOrigin}/product/${sold!.slug}`)
    expect((await mailTo('eva@example.com'))[0]).toMatchObject({ subject: `De nuevo disponible: ${sold!.title}` })
    // Still out where Bo shops: Bo's request waits.
    expect(await mailTo('bo@example.com')).toEqual([])
    expect(await db().select().from(notifyRequests).where(eq(notifyRequests.productId, sold!.id))).toMatchObject([
      { email: 'bo@example.com', locationNumber: 2 },
    ])

    // The same file again changes nothing and mails nobody twice; the product's page shows it in stock.
    expect((await operator('POST', '/stock', `product_id,location,quantity\n${sold!.id},1,12\n`)).body.data).toEqual({ rows: 1, changed: 0, notified: 0 })
    expect(await mailTo('ana@example.com')).toHaveLength(1)
    expect((await who.call('GET', `/v2/dopservice/productdetail?slug=${sold!.slug}`)).body.data).toMatchObject({ availability: 'inStock', availableQty: 12 })
  })

  it('ships an order with its carrier and tracking number, once: one capture, one mail, and the customer sees it', async () => {
    const who = await shopper()
    const { order } = (await submit(who, await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }]))).body.data as { order: PlacedOrder }
    const parcel = JSON.stringify({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    const answers = await Promise.all([1, 2].map(() => operator('POST', `/orders/${order.orderNumber}/ship`, parcel)))
    expect(answers.map((answer) => answer.status)).toContain(200)
    if (answers.some((answer) => answer.status !== 200)) expect((await operator('POST', `/orders/${order.orderNumber}/ship`, parcel)).status).toBe(200)

    const [authorization] = await db().select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.reference, order.orderNumber))
    expect(await db().select().from(sandboxCaptures).where(eq(sandboxCaptures.authorizationId, authorization!.id))).toHaveLength(1)
    const shipped = (await mailTo('ana@example.com')).filter((mail) => mail.kind === 'orderShipped' && mail.subject.includes(order.orderNumber))
    expect(shipped).toHaveLength(1)
    expect(shipped[0]!.body).toContain('Tracking number: 1Z999AA10123456784')
    const found = await (await shopper()).call('POST', '/v3/dopservice/orderlookup', { orderNumber: order.orderNumber, email: 'ana@example.com' })
    expect(found.body.data).toMatchObject({ status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } })

    expect((await operator('POST', `/orders/${order.orderNumber}/ship`, JSON.stringify({ carrier: '', trackingNumber: '1' }))).status).toBe(400)
    expect((await operator('POST', '/orders/SF-0000000/ship', parcel)).status).toBe(404)
  })

  it('cancels an unshipped order: its authorisation voided, its stock back, the customer mailed and shown', async () => {
    const product = stocked(5)[0]!
    const before = await quantityAt(product.id, 1)
    const who = await shopper()
    const { order } = (await submit(who, await cartWith(who, [{ type: 'add', itemId: product.id, quantity: 2 }]))).body.data as { order: PlacedOrder }
    expect(await quantityAt(product.id, 1)).toBe(before - 2)

    expect((await operator('POST', `/orders/${order.orderNumber}/cancel`, '{}')).body.data).toEqual({ orderNumber: order.orderNumber, status: 'cancelled' })
    expect(await quantityAt(product.id, 1)).toBe(before)
    const [authorization] = await db().select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.reference, order.orderNumber))
    expect(authorization!.status).toBe('voided')
    expect((await mailTo('ana@example.com')).filter((mail) => mail.kind === 'orderCancelled' && mail.subject.includes(order.orderNumber))).toHaveLength(1)
    const found = await (await shopper()).call('POST', '/v3/dopservice/orderlookup', { orderNumber: order.orderNumber, email: 'ana@example.com' })
    expect(found.body.data).toMatchObject({ status: 'cancelled' })
    // Cancelling again changes nothing: the stock is not returned twice.
    await operator('POST', `/orders/${order.orderNumber}/cancel`, '{}')
    expect(await quantityAt(product.id, 1)).toBe(before)
    // The store's catalog, told by the database, shows the stock back.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shop.store.catalog.productById.get(product.id)!.stock.get(1)!.quantity).toBe(before)
    expect(rowsOf(await db().execute(sql`SELECT 1 FROM orders WHERE number = ${order.orderNumber} AND status = 'cancelled'`))).toHaveLength(1)
  })

  it('puts back what a cancelled bundle took, though the bundle has changed since', async () => {
    const bundle = shop.store.catalog.bundles.find((b) => b.items.every(({ product, quantity }) => (product.stock.get(1)?.quantity ?? 0) >= quantity))!
    const productIds = bundle.items.map(({ product }) => product.id)
    const before = await Promise.all(productIds.map((id) => quantityAt(id, 1)))
    const who = await shopper()
    const { order } = (await submit(who, await cartWith(who, [{ type: 'add', itemId: bundle.id, quantity: 1 }]))).body.data as { order: PlacedOrder }
    expect(await Promise.all(productIds.map((id) => quantityAt(id, 1)))).toEqual(before.map((n, i) => n - bundle.items[i]!.quantity))
    // The bundle now holds one more of each product; the store's catalog is told of it.
    await db().execute(sql`UPDATE bundle_items SET quantity = quantity + 1 WHERE bundle_id = ${bundle.id}`)
    try {
      await expect
        .poll(() => shop.store.catalog.bundles.find((b) => b.id === bundle.id)!.items.map(({ quantity }) => quantity))
        .toEqual(bundle.items.map(({ quantity }) => quantity + 1))
      await operator('POST', `/orders/${order.orderNumber}/cancel`, '{}')
      expect(await Promise.all(productIds.map((id) => quantityAt(id, 1)))).toEqual(before)
    } finally {
      await db().execute(sql`UPDATE bundle_items SET quantity = quantity - 1 WHERE bundle_id = ${bundle.id}`)
      await expect
        .poll(() => shop.store.catalog.bundles.find((b) => b.id === bundle.id)!.items.map(({ quantity }) => quantity))
        .toEqual(bundle.items.map(({ quantity }) => quantity))
    }
  })

  it('mails who asked when a cancelled order puts the last of a snack back', async () => {
    const product = stocked(5)[2]!
    await operator('POST', '/stock', `product_id,location,quantity\n${product.id},1,2\n`)
    const who = await shopper()
    const { order } = (await submit(who, await cartWith(who, [{ type: 'add', itemId: product.id, quantity: 2 }]))).body.data as { order: PlacedOrder }
    await (await shopper()).call('POST', '/webservices/notifyme', { email: 'cy@example.com', productId: product.id })
    expect(await mailTo('cy@example.com')).toEqual([])
    await operator('POST', `/orders/${order.orderNumber}/cancel`, '{}')
    expect(await quantityAt(product.id, 1)).toBe(2)
    expect((await mailTo('cy@example.com')).map((mail) => mail.subject)).toEqual([`Back in stock: ${product.title}`])
  })

  it('shows the outbox without the body of a message that carries a secret', async () => {
    await db().insert(outbox).values({
      id: crypto.randomUUID(),
      kind: 'passwordReset',
      recipient: 'dee@example.com',
      subject: 'Reset',
      body: 'https://x/resetpassword?token=live',
      secret: true,
    })
    const { body } = await operator('GET', '/outbox?limit=50')
    const reset = (body.data as { recipient: string; body: string }[]).find((message) => message.recipient === 'dee@example.com')!
    expect(reset.body).toBe('(it carries a secret, not shown)')
    expect(JSON.stringify(body)).not.toContain('token=live')
  })
})
