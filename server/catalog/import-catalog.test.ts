import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { listeningStoreForTests, operatorCalls } from '../testing/test-store.ts'
import { orderCalls } from '../orders/order-calls.testing.ts'
import { REGISTRATION, signInFlows } from '../identity/sign-in-flows.testing.ts'
import { catalogFileOf, catalogText, readCatalogFile, type CatalogFile } from './catalog-file.ts'
import { generateCatalog } from '../db/seed/catalog.ts'
import { pictures } from '../db/schema.ts'
import { sweep, UNSHOWN_PICTURE_KEEP_MS } from '../start-up/sweep.ts'

const TOKEN = 'an-operator-token-of-the-test-store-0002'
const shop = listeningStoreForTests({ operatorToken: TOKEN })
const { shopper, submit } = orderCalls(shop)
const { signIn } = signInFlows(() => shop.origin)

/** The small files docs/operating.md shows a merchant. */
const operatingFile = (heading: string) =>
  JSON.parse(
    new RegExp(`### ${heading}[\\s\\S]*?\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(readFileSync(new URL('../../docs/operating.md', import.meta.url), 'utf8'))![1]!,
  ) as unknown
const OPERATING_CATALOG = () => operatingFile('Your catalog') as CatalogFile
const DEMO = readFileSync(new URL('../db/seed/demo-catalog.json', import.meta.url), 'utf8')
const demo = () => JSON.parse(DEMO) as CatalogFile

const operator = operatorCalls(shop, TOKEN)
const exported = async () => (await operator('GET', '/catalog')).body.data as { catalog: CatalogFile; pictures: Record<string, string> }
const imported = (catalog: unknown, pictures: Record<string, string> = {}) => operator('POST', '/catalog', { catalog, pictures })

/** What a shopper sees of a product and the list, in a language. */
async function shown(slug: string, locale = 'en-us') {
  const who = await shopper()
  const detail = await who.call('GET', `/v2/dopservice/productdetail?slug=${slug}&locale=${locale}`)
  const list = await who.call('POST', '/v2/dopservice/filter-products', { sort: 'name', locale, search: '' })
  return { detail, list: list.body.data.products as { slug: string; title: string; imageUrl: string }[] }
}

describe("the merchant's catalog file", () => {
  it('is the demo catalog: reading the file and writing it again gives the same file, and the generator of load tests makes it', () => {
    expect(catalogText(catalogFileOf(readCatalogFile(demo(), {})).catalog)).toBe(DEMO)
    expect(catalogText(catalogFileOf(generateCatalog()).catalog)).toBe(DEMO)
  })

  it('round-trips through the store: exporting, importing and exporting again gives the same file', async () => {
    const first = await exported()
    expect(catalogText(first.catalog)).toBe(DEMO)
    const again = await imported(first.catalog, first.pictures)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data).toMatchObject({ products: 240, added: 0, retired: 0 })
    expect(catalogText((await exported()).catalog)).toBe(DEMO)
  })

  it('refuses a file with problems whole, naming the first of them with where they are, and the store sells what it sold', async () => {
    const before = catalogText((await exported()).catalog)
    const file = demo()
    file.products[1]!.slug = file.products[0]!.slug
    ;(file.products[2] as { price: unknown }).price = 'three dollars'
    ;(file.products[3] as { price: unknown }).price = 3.49
    file.categories.find((c) => c.parent)!.parent = 'C9'
    file.products[4]!.picture = 'pictures/missing.png'
    file.products[5]!.title.en = 'Renamed, but the file is refused'
    const refused = await imported(file)
    expect(refused.status).toBe(400)
    expect(refused.body.data.problems).toEqual([
      'products[2] (P00003).price is not a price like "3.49"',
      'products[3] (P00004).price is not a price written as text, like "3.49"',
    ])
    delete (file.products[2] as { price?: unknown }).price
    file.products[2]!.price = '3.49'
    file.products[3]!.price = '3.49'
    expect((await imported(file)).body.data.problems).toEqual([
      `products[1] has the slug "${file.products[0]!.slug}" of products[0] again`,
      `categories[1] (C101).parent "C9" is not a category of the file`,
      'products[4] (P00005).picture "pictures/missing.png" was not sent with the file',
    ])
    expect((await imported({ products: [] })).body.data.problems[0]).toMatch(/^the file is not a catalog|format/)
    expect((await imported({ ...demo(), format: 'csv' })).body.data.problems).toEqual(['format is not "snackfolk-catalog/1"'])
    expect(catalogText((await exported()).catalog)).toBe(before)
    expect((await shown(demo().products[5]!.slug)).detail.body.data.title).toBe(demo().products[5]!.title.en)
  })

  it('refuses an id a cart uses for its own lines, and stock at a location written with a leading zero', async () => {
    const file = demo()
    file.products[0]!.id = 'EGIFT-1'
    file.bundles[0]!.id = 'MYOMP-30-1'
    file.products[1]!.stock = { '01': 5 }
    const refused = await imported(file)
    expect(refused.body.data.problems).toEqual(['products[1] (P00002).stock.01 is not a location number'])
    file.products[1]!.stock = { '1': 5 }
    expect((await imported(file)).body.data.problems).toEqual([
      'products[0] has the id "EGIFT-1", which names a cart\'s e-gift card or variety pack: give it another',
      'bundles[0] has the id "MYOMP-30-1", which names a cart\'s e-gift card or variety pack: give it another',
    ])
  })

  it('takes a picture with the file, sized as the store sizes its own, and refuses what is not a picture', async () => {
    const notAPicture = await operator('POST', '/pictures', new TextEncoder().encode('<html>not a picture</html>'))
    expect(notAPicture.status).toBe(400)
    expect(notAPicture.body.message).toBe('This is not a picture the store takes (JPEG, PNG, WebP or AVIF)')

    const png = new Uint8Array(
      await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0000ff' } })
        .png()
        .toBuffer(),
    )
    const cutShort = await operator('POST', '/pictures', png.slice(0, png.length - 100))
    expect([cutShort.status, cutShort.body.message]).toEqual([400, 'This picture cannot be read whole: it is cut short or damaged'])
    const kept = await operator('POST', '/pictures', png)
    expect(kept.body.data).toMatchObject({ width: 600, height: 300 })
    const file = demo()
    const product = file.products.find((p) => !p.freeSample)!
    product.picture = 'pictures/blue.png'
    product.title = { en: 'Blue Corn Chips', es: 'Totopos de maíz azul' }
    const done = await imported(file, { 'pictures/blue.png': kept.body.data.sha })
    expect(done.status, JSON.stringify(done.body)).toBe(200)

    await vi.waitFor(async () => expect((await shown(product.slug, 'es-us')).detail.body.data.title).toBe('Totopos de maíz azul'))
    expect((await shown(product.slug)).detail.body.data.title).toBe('Blue Corn Chips')
    const { imageUrl } = (await shown(product.slug)).detail.body.data
    expect(imageUrl).toBe(`/images/products/${product.slug}.webp?v=${kept.body.data.sha.slice(0, 16)}`)
    const picture = await shop.store.app.request(imageUrl, { headers: { host: 'localhost' } })
    expect(picture.headers.get('content-type')).toBe('image/webp')
    const { data, info } = await sharp(Buffer.from(await picture.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([400, 400])
    const middle = (200 * 400 + 200) * info.channels
    expect([data[middle], data[middle + 2]]).toEqual([expect.toSatisfy((red: number) => red < 20), expect.toSatisfy((blue: number) => blue > 235)])

    const back = await exported()
    expect(back.pictures).toEqual({ 'pictures/blue.png': kept.body.data.sha })
    const bytes = await shop.store.app.request(`/operator/pictures/${kept.body.data.sha}`, { headers: { host: 'localhost', authorization: `Bearer ${TOKEN}` } })
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(png)
    expect((await imported(demo())).status).toBe(200)
  })

  it('sells the small catalog of docs/operating.md alone once it is imported with its picture, in both languages, and the demo again after', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c8a060' } })
        .jpeg()
        .toBuffer(),
    )
    const { sha } = (await operator('POST', '/pictures', jpeg)).body.data
    const done = await imported(OPERATING_CATALOG(), { 'pictures/sea-salt.jpg': sha })
    expect(done.body.data).toMatchObject({ products: 1, added: 1, retired: 240 })
    await vi.waitFor(async () => expect((await shown('hillside-sea-salt-kettle-chips')).list.map((p) => p.title)).toEqual(['Hillside Sea Salt Kettle Chips']))
    expect((await shown('hillside-sea-salt-kettle-chips', 'es-us')).list.map((p) => p.title)).toEqual(['Papas a la olla con sal de mar Hillside'])
    const home = (await (await shopper()).call('GET', '/v2/dopservice/home/datalist?locale=es-us')).body.data
    expect(home.categories.map((c: { name: string }) => c.name)).toEqual(['Papas fritas'])
    expect(home.brands.map((b: { name: string }) => b.name)).toEqual(['Hillside'])
    // A shopper who shopped from a location the file left out is served from its first.
    const fromWest = await (await shopper()).call('GET', '/v2/dopservice/productdetail?slug=hillside-sea-salt-kettle-chips', undefined, { locationNumber: '3' })
    expect(fromWest.body.data).toMatchObject({ availability: 'inStock', availableQty: 120 })
    // Its coupons, which name its brand.
    const coupons = await operator('POST', '/coupons', operatingFile('Your coupons') as object)
    expect(coupons.body.data).toEqual({ coupons: 4 })
    expect((await imported(demo())).body.data).toMatchObject({ products: 240, added: 240, retired: 1 })
    expect((await operator('POST', '/coupons', JSON.parse(readFileSync(new URL('../db/seed/demo-coupons.json', import.meta.url), 'utf8')))).status).toBe(200)
    await vi.waitFor(async () => expect((await shown('hillside-sea-salt-kettle-chips')).detail.status).toBe(404))
  })

  it('lets go of a picture sent a week ago that nothing shows: never sent in a file, or shown only by a product retired since', async () => {
    const pictureOf = async (background: string) =>
      (
        await operator(
          'POST',
          '/pictures',
          new Uint8Array(
            await sharp({ create: { width: 200, height: 200, channels: 3, background } })
              .png()
              .toBuffer(),
          ),
        )
      ).body.data.sha as string
    const [shown, neverNamed] = [await pictureOf('#10a010'), await pictureOf('#a01010')]
    const file = demo()
    file.products[0]!.picture = 'pictures/green.png'
    expect((await imported(file, { 'pictures/green.png': shown })).status).toBe(200)
    const { db } = shop.store.database
    await db.update(pictures).set({ createdAt: new Date(Date.now() - UNSHOWN_PICTURE_KEEP_MS - 60_000) })
    const kept = async () => (await db.select({ sha: pictures.sha }).from(pictures)).map((row) => row.sha)
    const settings = { sessionIdleMs: 86_400_000, emptyCartKeepMs: 7 * 86_400_000, guestCartKeepMs: 90 * 86_400_000 }
    expect((await sweep(db, settings)).pictures).toBeGreaterThanOrEqual(1)
    expect(await kept()).toContain(shown)
    expect(await kept()).not.toContain(neverNamed)
    expect((await imported(demo())).status).toBe(200)
    expect((await sweep(db, settings)).pictures).toBe(1)
    expect(await kept()).toEqual([])
  })

  it('lists products by name in each language by the titles shown in it', async () => {
    const file = demo()
    const [x, y, z] = file.products.filter((p) => !p.freeSample)
    x!.title = { en: 'Almond Brittle Bites', es: 'Bocaditos de almendra' }
    y!.title = { en: 'Apricot Chews', es: 'Albaricoques masticables' }
    z!.title = { en: 'Acai Clusters', es: 'Açaí en racimos' }
    expect((await imported(file)).status).toBe(200)
    /** The three products' order in the whole list sorted by name, in a language. */
    const byName = async (locale: string) => {
      const who = await shopper()
      const ids: string[] = []
      for (let page = 1, pages = 1; page <= pages; page++) {
        const { body } = await who.call('POST', '/v2/dopservice/filter-products', { sort: 'name', locale, page })
        pages = body.data.pageCount
        ids.push(...(body.data.products as { id: string }[]).map((p) => p.id))
      }
      return ids.filter((id) => [x, y, z].some((p) => p!.id === id))
    }
    await vi.waitFor(async () => expect(await byName('en-us')).toEqual([z!.id, x!.id, y!.id]))
    expect(await byName('es-us')).toEqual([z!.id, y!.id, x!.id])
    expect((await imported(demo())).status).toBe(200)
  })

  it('retires a product a new file leaves out: no longer listed or sold, still in the order that had it, and reorder says it is gone', async () => {
    const gone = demo().products.find(
      (p) => !p.freeSample && (p.stock['1'] ?? 0) >= 5 && !demo().bundles.some((b) => b.contents.some((c) => c.product === p.id)),
    )!
    const kept = demo().products.find((p) => p.id !== gone.id && !p.freeSample && (p.stock['1'] ?? 0) >= 5)!
    const email = 'retired@example.com'
    const who = await shopper()
    expect((await who.call('POST', '/v2/dopservice/register-user', { ...REGISTRATION, email })).status).toBe(200)
    const auth = { 'X-Auth-Token': (await signIn(email, REGISTRATION.password)).signedIn!.accessToken }
    const owner = (await who.call('POST', '/v3/dopservice/b2c/mergecart', {}, auth)).body.data
    for (const product of [gone, kept])
      await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: product.id, quantity: 1 } }, auth)
    const placed = await submit({ ...who, call: (method, path, body, extra) => who.call(method, path, body, { ...auth, ...extra }) }, owner)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order, nextCart } = placed.body.data

    const file = demo()
    file.products = file.products.filter((p) => p.id !== gone.id)
    expect((await imported(file)).body.data).toMatchObject({ products: 239, added: 0, retired: 1 })
    await vi.waitFor(async () => expect((await shown(gone.slug)).detail.status).toBe(404))
    expect((await shown(kept.slug)).list.map((p) => p.slug)).not.toContain(gone.slug)

    const history = await who.call('GET', `/v3/dopservice/orderdetails?orderNumber=${order.orderNumber}`, undefined, auth)
    expect(history.body.data.lines.map((line: { title: string }) => line.title)).toContain(gone.title.en)
    const again = await who.call('POST', '/v3/dopservice/b2c/reorder', { orderNumber: order.orderNumber, cart: nextCart }, auth)
    expect(again.body.data.short).toEqual([gone.id])
    const cart = (await who.call('POST', '/v3/dopservice/b2c/getcartwebdata', nextCart, auth)).body.data
    expect(cart.cartItems.map((line: { lineId: string }) => line.lineId)).toEqual([kept.id])
    const added = await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...nextCart, change: { type: 'add', itemId: gone.id, quantity: 1 } }, auth)
    expect([added.status, added.body.message]).toEqual([404, `${gone.id} is not for sale`])

    // Brought back by the next file, it is sold again under its slug.
    expect((await imported(demo())).body.data).toMatchObject({ added: 1, retired: 0 })
    await vi.waitFor(async () => expect((await shown(gone.slug)).detail.status).toBe(200))
  })
})
