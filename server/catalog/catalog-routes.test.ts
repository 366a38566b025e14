import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handshakeHeaders, openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import { forgetSummaries } from './catalog.ts'
import type { ProductList, ProductSummary } from '#domain/catalog.ts'

let store: Store
let headers: Record<string, string>
beforeAll(async () => {
  store = await openTestStore()
  headers = { ...(await handshakeHeaders(store)), 'content-type': 'application/json' }
})
afterAll(() => store.database.close())

async function call(path: string, body?: unknown, extra: Record<string, string> = {}) {
  const response = await store.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const list = async (query: Record<string, unknown>, extra?: Record<string, string>) =>
  (await call('/v2/dopservice/filter-products', query, extra)).body.data as ProductList

describe('product list', () => {
  it('lists 36 products a page, with the total and page count', async () => {
    const first = await list({})
    const sellable = store.catalog.products.filter((p) => !p.freeSample).length
    expect(first.products).toHaveLength(36)
    expect(first.total).toBe(sellable)
    expect(first.pageCount).toBe(Math.ceil(sellable / 36))
    const second = await list({ page: 2 })
    expect(second.products[0]!.id).not.toBe(first.products[0]!.id)
  })

  it('filters by category, subcategory, brand and flavor', async () => {
    const chips = await list({ category: 'chips' })
    expect(chips.total).toBeGreaterThan(0)
    expect(chips.facets.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['potato-chips', 'kettle-chips']))
    const kettle = await list({ category: 'chips', subcategory: 'kettle-chips' })
    expect(kettle.products.every((p) => p.category.slug === 'kettle-chips')).toBe(true)
    const brand = store.catalog.brands[0]!.slug
    const byBrand = await list({ brand })
    expect(byBrand.total).toBeGreaterThan(0)
    expect(byBrand.products.every((p) => p.brand.slug === brand)).toBe(true)
    const both = await list({ brand, flavor: byBrand.products[0]!.flavor.slug })
    expect(both.products.every((p) => p.brand.slug === brand && p.flavor.slug === byBrand.products[0]!.flavor.slug)).toBe(true)
  })

  it('counts each facet over what the other filters leave', async () => {
    const brand = store.catalog.brands[0]!.slug
    const byBrand = await list({ brand })
    expect(byBrand.facets.brands.length).toBeGreaterThan(1)
    const flavorTotal = byBrand.facets.flavors.reduce((sum, f) => sum + f.count, 0)
    expect(flavorTotal).toBe(byBrand.total)
  })

  it('sorts by price and by name', async () => {
    const cheap = (await list({ sort: 'priceAsc' })).products.map((p) => p.priceCents)
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b))
    const dear = (await list({ sort: 'priceDesc' })).products.map((p) => p.priceCents)
    expect(dear).toEqual([...dear].sort((a, b) => b - a))
    const names = (await list({ sort: 'name' })).products.map((p) => p.title)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('ignores unknown filter values and says which', async () => {
    const result = await list({ brand: 'no-such-brand', flavor: ['chocolate', 'moon-dust'], category: 'spaceships' })
    expect(result.ignored).toEqual({ category: 'spaceships', brands: ['no-such-brand'], flavors: ['moon-dust'] })
    expect(result.products.every((p) => p.flavor.slug === 'chocolate')).toBe(true)
  })

  it('answers a page past the end with no products, and refuses negative or huge pages', async () => {
    const past = await list({ page: 500 })
    expect(past.products).toEqual([])
    expect(past.total).toBeGreaterThan(0)
    for (const page of [-1, 0, 1.5, 1e9]) {
      const { status, body } = await call('/v2/dopservice/filter-products', { page })
      expect(status).toBe(400)
      expect(body).toMatchObject({ success: false, errorKey: 'invalidInput' })
    }
  })

  it('shows availability for the location in the header', async () => {
    const outAtOne = store.catalog.products.find((p) => [...p.stock.values()].filter((s) => s.quantity === 0).length === 1 && !p.freeSample)!
    const [location] = [...outAtOne.stock].find(([, s]) => s.quantity === 0)!
    const other = [...outAtOne.stock].find(([, s]) => s.quantity > 0)![0]
    const detail = async (n: number) => (await call(`/v2/dopservice/productdetail?slug=${outAtOne.slug}`, undefined, { locationNumber: String(n) })).body.data
    expect(await detail(location)).toMatchObject({ availability: 'outOfStock', availableElsewhere: true })
    expect(await detail(other)).toMatchObject({ availability: 'inStock' })
    expect((await call(`/v2/dopservice/productdetail?slug=${outAtOne.slug}`, undefined, { locationNumber: '42' })).body.errorKey).toBe('unknownLocation')
  })
})

describe('product list answers kept between calls', () => {
  it('shows a product’s new stock on the next call once the stock change is told to the catalog, as orders do', async () => {
    const before = await list({ category: 'chips', sort: 'name' })
    const product = before.products.find((p) => p.availableQty > 3)!
    const levels = store.catalog.productById.get(product.id)!.stock.get(1)!
    const was = levels.quantity
    levels.quantity = 3
    forgetSummaries(store.catalog, product.id, 1)
    store.catalog.answers.clear()
    try {
      const after = await list({ category: 'chips', sort: 'name' })
      expect(after.products.find((p) => p.id === product.id)!.availableQty).toBe(3)
      expect(after.products.filter((p) => p.id !== product.id)).toEqual(before.products.filter((p) => p.id !== product.id))
      expect({ ...after, products: [] }).toEqual({ ...before, products: [] })
    } finally {
      levels.quantity = was
      forgetSummaries(store.catalog, product.id, 1)
      store.catalog.answers.clear()
    }
  })

  it('answers a later page from the same filters as a fresh walk would', async () => {
    const second = await list({ category: 'chips', sort: 'priceDesc', page: 2 })
    store.catalog.selections.clear()
    store.catalog.answers.clear()
    expect(await list({ category: 'chips', sort: 'priceDesc', page: 2 })).toEqual(second)
  })
})

describe('search', () => {
  it('ranks the closest title first and forgives a misspelling', async () => {
    const target = store.catalog.products.find((p) => p.title.includes('Barbecue') && !p.freeSample)!
    const exact = await list({ search: `${target.brand.name} barbecue` })
    expect(exact.products[0]!.brand.slug).toBe(target.brand.slug)
    const misspelled = await list({ search: `${target.brand.name.slice(0, -1)} barbeque` })
    expect(misspelled.products[0]!.title).toBe(exact.products[0]!.title)
  })

  it('finds Spanish flavor names', async () => {
    const result = await list({ search: 'barbacoa' })
    expect(result.total).toBeGreaterThan(0)
    expect(result.products.every((p) => p.flavor.slug === 'barbecue')).toBe(true)
  })

  it('suggests products, brands and flavors while typing', async () => {
    const brand = store.catalog.brands[0]!
    const { body } = await call(`/v3/dopservice/getautocompleteproducts?q=${encodeURIComponent(brand.name.slice(0, 4))}`)
    expect(body.data.brands[0]).toEqual({ slug: brand.slug, name: brand.name })
    expect(body.data.products.length).toBeGreaterThan(0)
    const flavors = (await call('/v3/dopservice/getautocompleteproducts?q=chocol')).body.data.flavors
    expect(flavors[0]).toEqual({ slug: 'chocolate', name: 'Chocolate' })
  })

  it('answers a suggestion asked again as it answered it, in the language asked, and refuses a query it cannot read every time', async () => {
    const flavor = store.catalog.flavors.find((f) => f.nameEs !== f.nameEn)!
    const asked = `/v3/dopservice/getautocompleteproducts?q=${encodeURIComponent(flavor.nameEn)}`
    const english = (await call(asked)).body
    expect(english.data.flavors).toContainEqual({ slug: flavor.slug, name: flavor.nameEn })
    expect((await call(asked)).body).toEqual(english)
    expect((await call(`${asked}&locale=es-us`)).body.data.flavors).toContainEqual({ slug: flavor.slug, name: flavor.nameEs })
    for (let i = 0; i < 2; i++) expect((await call(`${asked}&locale=fr-fr`)).status).toBe(400)
  })

  it('finds bundles by their title, in the suggestions and the results, and lists every bundle on the whole catalog’s first page only', async () => {
    const bundle = store.catalog.bundles[0]!
    const word = bundle.title.split(' ').find((w) => w.length > 4)!
    const suggested = (await call(`/v3/dopservice/getautocompleteproducts?q=${encodeURIComponent(word)}`)).body.data.bundles
    expect(suggested).toContainEqual({ slug: bundle.slug, title: bundle.title })
    expect((await list({ search: word })).bundles.map((b) => b.slug)).toContain(bundle.slug)
    expect((await list({})).bundles).toHaveLength(store.catalog.bundles.length)
    expect((await list({ page: 2 })).bundles).toEqual([])
    expect((await list({ category: 'chips' })).bundles).toEqual([])
  })

  it('takes SQL and HTML meta-characters and 10 KB queries as plain text', async () => {
    for (const q of ["'; DROP TABLE products; --", '<script>alert(1)</script>', 'x'.repeat(10_240)]) {
      const { status, body } = await call(`/v3/dopservice/getqueryproducts?q=${encodeURIComponent(q)}`)
      expect(status).toBe(200)
      expect(body.data.total).toBe(0)
    }
    const long = await call('/v2/dopservice/filter-products', { search: 'chips '.repeat(2000) })
    expect(long.status).toBe(200)
  })

  it('refuses a search results page beyond the last a list can have with 400, saying why', async () => {
    const { status, body } = await call('/v3/dopservice/getqueryproducts?q=chips&page=20000')
    expect(status).toBe(400)
    expect(body.errorKey).toBe('invalidInput')
    expect(body.message).toMatch(/^page: /)
  })
})

describe('product, bundle and home calls', () => {
  it('gives a product page, and a clear 404 for a garbage slug', async () => {
    const product = store.catalog.products.find((p) => !p.freeSample)!
    const { body } = await call(`/v2/dopservice/productdetail?slug=${product.slug}&locale=es-us`)
    expect(body.data).toMatchObject({ slug: product.slug, description: product.descriptionEs, gtin: product.gtin })
    for (const slug of ['no-such-snack', '%00%ff', '../../etc/passwd']) {
      const missing = await call(`/v2/dopservice/productdetail?slug=${slug}`)
      expect(missing.status).toBe(404)
      expect(missing.body.errorKey).toBe('notFound')
    }
  })

  it('recommends in-stock products like the one being viewed', async () => {
    const product = store.catalog.products.find((p) => !p.freeSample)!
    const recommended = (await call(`/v2/dopservice/recommendedproducts?slug=${product.slug}`)).body.data as ProductSummary[]
    expect(recommended.length).toBeGreaterThan(0)
    expect(recommended.every((p) => p.id !== product.id && p.availability === 'inStock')).toBe(true)
  })

  it('lists bundles and shows one with its products', async () => {
    const bundles = (await call('/v3/dopservice/getallbundles')).body.data
    expect(bundles).toHaveLength(store.catalog.bundles.length)
    const detail = (await call(`/v3/dopservice/productdetail?slug=${bundles[0].slug}`)).body.data
    expect(detail.items.length).toBeGreaterThan(1)
    expect((await call('/v3/dopservice/productdetail?slug=nope')).status).toBe(404)
  })

  it('gives the home lists within their limits', async () => {
    const home = (await call('/v2/dopservice/home/datalist')).body.data
    expect(home.brands).toHaveLength(12)
    expect(home.categories).toHaveLength(4)
    expect(home.categories.every((c: { children: unknown[] }) => c.children.length <= 10)).toBe(true)
    expect(home.promotionTiles).toHaveLength(2)
    expect(home.shopByCategory).toHaveLength(4)
    expect((await call('/v2/dopservice/home/bestsellerlist')).body.data).toHaveLength(4)
    expect((await call('/v2/dopservice/staffpickslist')).body.data).toHaveLength(4)
  })

  it('lists brands, flavors and gift cards', async () => {
    expect((await call('/v2/dopservice/allbrands')).body.data.length).toBeGreaterThanOrEqual(24)
    const filters = (await call('/webservices/filterlist?locale=es-us')).body.data
    expect(filters.flavors.find((f: { slug: string }) => f.slug === 'barbecue').name).toBe('Barbacoa')
    expect((await call('/webservices/giftcardlist')).body.data.map((g: { amountCents: number }) => g.amountCents)).toEqual([1000, 2500, 5000, 10000])
  })
})

describe('zip code and notify me', () => {
  it('maps a zip code to its location, and refuses Hawaii, Alaska and malformed zips', async () => {
    expect((await call('/webservices/zipcodevalidate', { zipcode: '10001' })).body.data).toEqual({ zipcode: '10001', state: 'ny', locationNumber: 1 })
    expect((await call('/webservices/zipcodevalidate', { zipcode: '90210' })).body.data.locationNumber).toBe(3)
    expect((await call('/webservices/zipcodevalidate', { zipcode: '96813' })).body.errorKey).toBe('noShippingToState')
    expect((await call('/webservices/zipcodevalidate', { zipcode: '99501' })).body.errorKey).toBe('noShippingToState')
    const malformed = await call('/webservices/zipcodevalidate', { zipcode: '1234' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toContain('Zip code must be exactly 5 digits.')
  })

  it('keeps one notify-me request per email and product', async () => {
    const productId = store.catalog.products[0]!.id
    expect((await call('/webservices/notifyme', { email: 'Ana@Example.com ', productId })).body.data).toEqual({ alreadySubscribed: false })
    expect((await call('/webservices/notifyme', { email: 'ana@example.com', productId })).body.data).toEqual({ alreadySubscribed: true })
    const bad = await call('/webservices/notifyme', { email: 'not-an-email', productId })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('emailFormat')
  })

  it('returns recently viewed products in the order given, skipping unknown ones', async () => {
    const [a, b] = store.catalog.products
    const { body } = await call('/v3/dopservice/getrecentlyviewedproducts', { slugs: [b!.slug, 'gone', a!.slug] })
    expect(body.data.map((p: ProductSummary) => p.slug)).toEqual([b!.slug, a!.slug])
  })
})

describe('the catalogue’s other lists (SPEC §7)', () => {
  it('groups the snacks by category and subcategory, each group counting what it sells, in either language', async () => {
    const groups = (await call('/v2/dopservice/productgrouplist?locale=es-us')).body.data as {
      slug: string
      name: string
      count: number
      children: { slug: string; count: number }[]
    }[]
    const chips = groups.find((group) => group.slug === 'chips')!
    expect(chips.count).toBe((await list({ category: 'chips' })).total)
    expect(chips.children.find((child) => child.slug === 'kettle-chips')!.count).toBe((await list({ category: 'chips', subcategory: 'kettle-chips' })).total)
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe((await list({})).total)
    expect(chips.name).toBe(store.catalog.parents.find((p) => p.slug === 'chips')!.nameEs)
  })

  it('gives every snack it sells at once, no page and no free sample, at the shopper’s location', async () => {
    const all = (await call('/webservices/getallproducts?locale=en-us')).body.data as ProductSummary[]
    expect(all).toHaveLength((await list({})).total)
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length)
    expect(all.some((p) => store.catalog.productById.get(p.id)!.freeSample)).toBe(false)
  })

  it('names the store’s events as its configuration turns them on: the holiday shop and the flavor drop', async () => {
    const events = (await call('/v3/dopservice/geteventsview')).body.data
    const { config } = store.content
    expect(events).toEqual([
      { id: 'holidayShop', path: '/holidayshop', on: config.holidayShop },
      { id: 'flavorDrop', path: '/flaminhotshop', on: config.flavorDropShopId !== '', anchor: config.flavorDropShopId },
    ])
  })
})
