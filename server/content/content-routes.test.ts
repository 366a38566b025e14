import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { handshakeHeaders, openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import type { NavigationItem } from '#domain/navigation.ts'
import { products, sessions } from '../db/schema.ts'

let store: Store
let headers: Record<string, string>
beforeAll(async () => {
  store = await openTestStore()
  headers = await handshakeHeaders(store)
})
afterAll(() => store.database.close())

const get = async (path: string, extra: Record<string, string> = {}) => {
  const response = await store.app.request(path, { headers: { ...headers, ...extra } })
  return { status: response.status, body: await response.json() }
}

describe('content calls', () => {
  it('lists the navigation as an array sorted by menuSeq at every level', async () => {
    const { status, body } = await get('/v2/dopservice/navigationlist')
    expect(status).toBe(200)
    const items = body.data as NavigationItem[]
    expect(Array.isArray(items)).toBe(true)
    expect(items.map((i) => i.menuSeq)).toEqual([...items.map((i) => i.menuSeq)].sort((a, b) => a - b))
    const all = items.find((i) => i.path === '/all-snacks')!
    expect(all.children.map((c) => c.label)).toEqual(['Chips', 'Cookies & Sweets', 'Crackers & Pretzels', 'Nuts & Bars'])
  })

  it('gives Spanish navigation labels for es-us', async () => {
    const { body } = await get('/v2/dopservice/navigationlist?locale=es-us')
    expect(body.data.map((i: NavigationItem) => i.label)).toContain('Marcas')
  })

  it('lists labels for a location and refuses an unknown or malformed location', async () => {
    expect((await get('/v2/dopservice/labelslist?locationNumber=2')).body.data['announcement.freeShipping']).toBe('Free shipping on orders over $15')
    expect((await get('/v2/dopservice/labelslist?locationNumber=99')).body).toMatchObject({ success: false, errorKey: 'unknownLocation' })
    const malformed = await get("/v2/dopservice/labelslist?locationNumber=1'%20OR%201=1")
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ success: false, errorKey: 'invalidInput' })
  })

  it('translates the labels asked for', async () => {
    const { body } = await get('/v2/dopservice/labeltranslation?locale=es-us&keys=home.welcome,nope')
    expect(body.data).toEqual({ locale: 'es-us', labels: { 'home.welcome': 'Encuentra tu próximo snack favorito' } })
  })

  it('names no label for keys that are not the site’s own', async () => {
    const { body } = await get('/v2/dopservice/labeltranslation?keys=__proto__,constructor,toString,hasOwnProperty')
    expect(body.data).toEqual({ locale: 'en-us', labels: {} })
  })

  it('takes the location number as plain digits only', async () => {
    for (const header of ['0x1', '1e0', '0b1', '1.0', '+1', '1_0']) {
      const { status, body } = await get('/v3/dopservice/b2c/getconfig', { locationNumber: header })
      expect(status, header).toBe(400)
      expect(body).toMatchObject({ success: false, errorKey: 'unknownLocation' })
    }
    expect((await get('/v3/dopservice/b2c/getconfig', { locationNumber: '2' })).status).toBe(200)
  })

  it('lists every config flag of the specification', async () => {
    const { body } = await get('/v2/dopservice/configlist')
    expect(Object.keys(body.data).sort()).toEqual([
      'alternateLocationId',
      'applePay',
      'flavorDropShopId',
      'freeShipping',
      'googlePay',
      'gtmEvents',
      'holidayShop',
      'rewardsSync',
    ])
  })

  it('lists home banners in order, each with alt text', async () => {
    const { body } = await get('/v2/dopservice/home/bannerlist?locale=es-us')
    expect(body.data.map((b: { seq: number }) => b.seq)).toEqual([1, 2, 3])
    expect(body.data[0].altText).toMatch(/mesa/)
  })

  it('serves a content page and a clear 404 for an unknown one', async () => {
    expect((await get('/v2/dopservice/contentlist?slug=faq')).body.data[0].title).toBe('Frequently Asked Questions')
    const missing = await get('/v2/dopservice/contentlist?slug=nothing-here')
    expect(missing.status).toBe(404)
    expect(missing.body.errorKey).toBe('notFound')
    expect((await get('/v2/dopservice/contentlist?slug=%3Cscript%3E')).status).toBe(400)
  })
})

describe('bad input', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await get('/v2/dopservice/nothing')
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, responseCode: 404, errorKey: 'notFound' })
  })

  it('refuses an oversize body with 413 before reading it', async () => {
    const response = await store.app.request('/v2/dopservice/handshaking', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ success: false, errorKey: 'bodyTooLarge' })
  })

  it('refuses a malformed JSON body with 400, and writes nothing', async () => {
    const before = await store.database.db.$count(sessions)
    const response = await store.app.request('/v2/dopservice/handshaking', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"site": ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, responseCode: 400, errorKey: 'malformedJson' })
    expect(await store.database.db.$count(sessions)).toBe(before)
  })

  it('serves a product picture and 404s an unknown one', async () => {
    const [product] = await store.database.db.select().from(products).limit(1)
    const picture = await store.app.request(`/images/products/${product!.slug}.svg`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
    expect(await picture.text()).toContain('Crunchwell')
    expect((await store.app.request('/images/products/no-such-snack.svg')).status).toBe(404)
  })

  it('serves the pictures the pages show as WebP drawn from their SVG, a shown banner only', async () => {
    const [product] = await store.database.db.select().from(products).limit(1)
    const picture = await store.app.request(`/images/products/${product!.slug}.webp`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 })
    const banner = await store.app.request('/images/banners/hb-1.webp')
    expect(await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 })
    expect((await store.app.request('/images/banners/made-up-banner.webp')).status).toBe(404)
    expect((await store.app.request('/images/products/no-such-snack.webp')).status).toBe(404)
  })
})
