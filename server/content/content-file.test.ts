import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { storeForTests, operatorCalls } from '../testing/test-store.ts'
import type { ContentFile } from './content-file.ts'

const TOKEN = 'an-operator-token-of-the-test-store-0004'
const shop = storeForTests({ operatorToken: TOKEN })

const DEMO = readFileSync(new URL('../db/seed/demo-content.json', import.meta.url), 'utf8')
const demo = () => JSON.parse(DEMO) as ContentFile

const operator = operatorCalls(shop, TOKEN)
const exported = async () => (await operator('GET', '/content')).body.data as { content: ContentFile; pictures: Record<string, string> }
const text = (content: ContentFile) => `${JSON.stringify(content, null, 2)}\n`
/** The small content file docs/operating.md shows a merchant. */
const OPERATING_CONTENT = () =>
  JSON.parse(
    /### Your content[\s\S]*?```json\n([\s\S]*?)```/.exec(readFileSync(new URL('../../docs/operating.md', import.meta.url), 'utf8'))![1]!,
  ) as ContentFile

describe("the merchant's site content", () => {
  it('round-trips through the store as its file, the demo’s first', async () => {
    expect(text((await exported()).content)).toBe(DEMO)
    expect((await operator('POST', '/content', { content: demo() })).body.data).toEqual({ banners: 5, pages: 3 })
    expect(text((await exported()).content)).toBe(DEMO)
  })

  it('refuses a file with problems whole, naming them, and the store shows what it showed', async () => {
    const file = demo()
    file.navigation.find((item) => item.parent)!.parent = 'N-gone'
    file.banners[0]!.link = 'https://elsewhere.example/'
    file.labels.push({ ...file.labels[0]! })
    delete (file.config as Partial<ContentFile['config']>).gtmEvents
    const refused = await operator('POST', '/content', { content: file })
    expect(refused.status).toBe(400)
    expect(refused.body.data.problems).toEqual([
      'banners[0] (HB-1).link is not a path of the store (it starts with one /)',
      'config.gtmEvents is missing: the file gives every flag',
    ])
    file.banners[0]!.link = '/aboutus'
    file.config.gtmEvents = true
    expect((await operator('POST', '/content', { content: file })).body.data.problems).toEqual([
      `labels[${file.labels.length - 1}] has the key "${file.labels[0]!.key}" of labels[0] again`,
      `navigation[${file.navigation.findIndex((item) => item.parent === 'N-gone')}] (${file.navigation.find((item) => item.parent === 'N-gone')!.id}).parent "N-gone" is not an item of the file`,
    ])
    expect(text((await exported()).content)).toBe(DEMO)
  })

  it('takes the small content of docs/operating.md with its picture, and shows its navigation in both languages', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    )
    const { sha } = (await operator('POST', '/pictures', jpeg)).body.data
    expect((await operator('POST', '/content', { content: OPERATING_CONTENT(), pictures: { 'pictures/banner.jpg': sha } })).body.data).toEqual({
      banners: 1,
      pages: 1,
    })
    await vi.waitFor(async () =>
      expect((await shop.call('GET', '/v2/dopservice/navigationlist?locale=es-us')).body.data.map((item: { label: string }) => item.label)).toEqual([
        'Todos los snacks',
      ]),
    )
    expect((await exported()).content).toEqual(OPERATING_CONTENT())
    expect((await operator('POST', '/content', { content: demo() })).status).toBe(200)
  })

  it('shows a banner with the merchant’s picture in both languages, and the settings the file gives', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 900, height: 300, channels: 3, background: '#ff8800' } })
        .png()
        .toBuffer(),
    )
    const { sha } = (await operator('POST', '/pictures', png)).body.data
    const file = demo()
    file.banners[0] = { ...file.banners[0]!, headline: { en: 'Winter crunch', es: 'Crujiente de invierno' }, picture: 'pictures/winter.png' }
    file.config.holidayShop = false
    expect((await operator('POST', '/content', { content: file, pictures: { 'pictures/winter.png': sha } })).status).toBe(200)

    const call = (path: string) => shop.call('GET', path)
    await vi.waitFor(async () => expect((await call('/v2/dopservice/configlist')).body.data.holidayShop).toBe(false))
    const banners = (await call('/v2/dopservice/home/bannerlist?locale=es-us')).body.data as { headline: string; imageUrl: string }[]
    expect(banners[0]).toMatchObject({ headline: 'Crujiente de invierno', imageUrl: `/images/banners/hb-1.webp?v=${sha.slice(0, 16)}` })
    const picture = await shop.store.app.request(banners[0]!.imageUrl, { headers: { host: 'localhost' } })
    const { data, info } = await sharp(Buffer.from(await picture.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([1200, 400])
    const [red, green, blue] = data.subarray((200 * 1200 + 600) * info.channels)
    expect([red! > 240, green! > 120 && green! < 150, blue! < 20]).toEqual([true, true, true])
    expect((await exported()).pictures).toEqual({ 'pictures/winter.png': sha })
    expect((await operator('POST', '/content', { content: demo() })).status).toBe(200)
  })
})
