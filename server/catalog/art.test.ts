import { describe, expect, it } from 'vitest'
import { PACK_TEXT_WIDTH, bannerSvg, bundleSvg, contrastRatio, flavorColor, giftCardSvg, packColors, productSvg, snackFor, type ProductArt } from './art.ts'
import { generateCatalog } from '../db/seed/catalog.ts'
import { demoSeed } from '../db/seed.ts'

const seed = generateCatalog()
const brandById = new Map(seed.brands.map((b) => [b.id, b]))
const categoryById = new Map(seed.categories.map((c) => [c.id, c]))
const flavorById = new Map(seed.flavors.map((f) => [f.id, f]))

/** A seed product as the image route passes it to the art. */
function artOf(product: (typeof seed.products)[number]): ProductArt {
  const brand = brandById.get(product.brandId)!
  const category = categoryById.get(product.categoryId)!
  return {
    title: product.title,
    brand: brand.name,
    color: brand.color,
    flavor: flavorById.get(product.flavorId)!.nameEn,
    category: category.slug,
    parentCategory: categoryById.get(category.parentId ?? category.id)!.slug,
  }
}

const products = seed.products.map(artOf)
const longest = (values: string[]) => values.reduce((a, b) => (b.length > a.length ? b : a))

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** Every line of text in a picture, with where it is drawn and how large. */
function textsOf(svg: string) {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => {
    const number = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attributes!)![1])
    return { text: unescape(text!), x: number('x'), y: number('y'), size: number('font-size') }
  })
}

/** How wide a shopper's browser draws a line, near enough: 0.6 of the font size a letter. */
const estimatedWidth = (line: { text: string; size: number }) => 0.6 * line.size * [...line.text].length

/**
 * Whether a picture is well-formed XML: nothing but tags and text, every tag closed in order,
 * no attribute twice, every attribute quoted, every & an entity.
 */
function wellFormed(svg: string): string | undefined {
  const open: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y
  const text = /[^<>]*/y
  let at = 0
  while (at < svg.length) {
    text.lastIndex = at
    const words = text.exec(svg)![0]
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(words)) return `a bare & in "${words}"`
    at += words.length
    if (at >= svg.length) break
    tag.lastIndex = at
    const match = tag.exec(svg)
    if (!match) return `a broken tag at ${svg.slice(at, at + 40)}`
    const [whole, closing, name, attributes, selfClosing] = match
    const names = [...attributes!.matchAll(/([\w:-]+)="/g)].map((m) => m[1])
    if (new Set(names).size !== names.length) return `an attribute twice in <${name}>`
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes the wrong tag`
    } else if (!selfClosing) open.push(name!)
    at += whole.length
  }
  return open.length ? `<${open.at(-1)}> never closed` : undefined
}

/** Where the picture's outermost drawings are moved to, left to right: its packs and scattered snacks. */
function outermostPlaces(svg: string): number[] {
  const places: number[] = []
  let depth = 0
  for (const [, closing, attributes, selfClosing] of svg.matchAll(/<(\/?)[a-zA-Z][\w:-]*([^>]*?)(\/?)>/g)) {
    if (closing) {
      depth--
      continue
    }
    const moved = /transform="translate\(([-\d.]+) /.exec(attributes!)
    if (depth === 1 && moved) places.push(Number(moved[1]))
    if (!selfClosing) depth++
  }
  return places
}

describe('a product picture', () => {
  it('fits every line of every seed product inside the pack, the longest title and brand included', () => {
    const hardest = [
      products.find((p) => p.title === longest(products.map((q) => q.title)))!,
      products.find((p) => p.brand === longest(products.map((q) => q.brand)))!,
    ]
    for (const art of [...hardest, ...products]) {
      const lines = textsOf(productSvg(art))
      expect(lines.length).toBeGreaterThanOrEqual(3)
      for (const line of lines) {
        expect(estimatedWidth(line), `"${line.text}" on ${art.title}`).toBeLessThanOrEqual(PACK_TEXT_WIDTH)
        expect(Math.abs(line.x - 200) + estimatedWidth(line) / 2).toBeLessThanOrEqual(PACK_TEXT_WIDTH / 2)
        expect(line.y - line.size).toBeGreaterThan(0)
        expect(line.y).toBeLessThan(400)
        expect(line.text, 'nothing cut short').not.toContain('…')
      }
    }
  })

  it('prints the brand, the flavor and the product name', () => {
    const art = products.find((p) => p.brand === 'Blue Ridge Crisps')!
    const words = textsOf(productSvg(art))
      .map((line) => line.text)
      .join(' ')
    expect(words).toContain('Blue Ridge')
    expect(words).toContain(art.flavor)
    expect(words).toMatch(/Chips|Cookies|Crackers|Pretzels|Popcorn|Nuts|Bars|Jerky|Bites|Cakes/)
  })

  it('fits a 20-letter brand and a 40-letter product name without cutting them', () => {
    const art = { ...products[0]!, brand: 'Grandmother Hazel Co', title: 'Grandmother Hazel Co Extra Crunchy Party Mix Family Size Bag', flavor: 'Sea Salt' }
    for (const line of textsOf(productSvg(art))) {
      expect(estimatedWidth(line)).toBeLessThanOrEqual(PACK_TEXT_WIDTH)
      expect(line.text).not.toContain('…')
    }
  })

  it('keeps even an absurdly long title inside the pack, ending it with an ellipsis', () => {
    const art = { ...products[0]!, brand: 'Crunchwell', title: `Crunchwell ${'Supercalifragilistic Crunch '.repeat(12)}` }
    const lines = textsOf(productSvg(art))
    for (const line of lines) expect(estimatedWidth(line)).toBeLessThanOrEqual(PACK_TEXT_WIDTH)
    expect(lines.some((line) => line.text.endsWith('…'))).toBe(true)
  })

  it('reads clearly: every text colour has a contrast of at least 4.5 on what it is printed on, for every seed brand and flavor', () => {
    for (const brand of seed.brands) {
      for (const flavor of seed.flavors) {
        const colors = packColors(brand.color, flavor.nameEn)
        expect(contrastRatio(colors.brandInk, colors.band), `${brand.name} brand`).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(colors.nameInk, colors.paper), `${brand.name} name`).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(colors.flavorInk, colors.ribbon), `${flavor.nameEn} ribbon`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('prints its words in those colours', () => {
    const art = products[0]!
    const colors = packColors(art.color, art.flavor)
    const svg = productSvg(art)
    for (const ink of [colors.brandInk, colors.flavorInk, colors.nameInk]) expect(svg).toContain(`<g fill="${ink}"><text`)
  })

  it('colours a flavor as the snack aisle does, and any other flavor the same way every time', () => {
    const hue = (color: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
      return { r: r!, g: g!, b: b! }
    }
    const seaSalt = hue(flavorColor('Sea Salt'))
    expect(seaSalt.b).toBeGreaterThan(seaSalt.r)
    const chiliLime = hue(flavorColor('Chili Lime'))
    expect(chiliLime.g).toBeGreaterThan(chiliLime.r)
    const jalapeno = hue(flavorColor('Jalapeño'))
    expect(jalapeno.g).toBeGreaterThan(jalapeno.r)
    const barbecue = hue(flavorColor('Barbecue'))
    expect(barbecue.r).toBeGreaterThan(barbecue.g)
    expect(flavorColor('Habanero')).not.toBe(flavorColor('Barbecue'))
    expect(flavorColor('Black Truffle')).toBe(flavorColor('Black Truffle'))
    expect(flavorColor('Black Truffle')).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('draws each seed category’s own snack in the window', () => {
    const drawn = Object.fromEntries(seed.categories.filter((c) => c.parentId).map((c) => [c.slug, snackFor(c.slug)]))
    expect(drawn).toEqual({
      'potato-chips': 'chip',
      'tortilla-chips': 'tortilla',
      'kettle-chips': 'kettle',
      'veggie-chips': 'veggie',
      cookies: 'cookie',
      candy: 'candy',
      'snack-cakes': 'cake',
      crackers: 'cracker',
      pretzels: 'pretzel',
      popcorn: 'popcorn',
      'nuts-seeds': 'nut',
      'snack-bars': 'bar',
      jerky: 'jerky',
    })
    expect(snackFor('new-arrivals', 'chips')).toBe('chip')
    expect(snackFor('gummy-bears', 'treats')).toBe('candy')
    expect(snackFor('holiday-cookies', 'gifts')).toBe('cookie')
  })

  it('escapes a title’s <, & and quotes, in its label and on the pack', () => {
    const art = { ...products[0]!, title: `Tom's <Crunch> & "Co" Chips`, brand: `Tom's <Crunch>` }
    const svg = productSvg(art)
    expect(wellFormed(svg)).toBeUndefined()
    expect(svg).toContain('aria-label="Tom&#39;s &#60;Crunch&#62; &#38; &#34;Co&#34; Chips"')
    expect(svg).not.toContain('<Crunch>')
    expect(
      textsOf(svg)
        .map((line) => line.text)
        .join(' '),
    ).toContain(`Tom's <Crunch>`)
  })

  it('is a small, well-formed, self-contained picture, named for screen readers', () => {
    for (const art of products) {
      const svg = productSvg(art)
      expect(wellFormed(svg), art.title).toBeUndefined()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400" role="img" aria-label="/)
      expect(svg.length).toBeLessThan(8000)
      expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|url\((?!#)|href="(?!#)/)
    }
  })
})

describe('the other pictures', () => {
  it('shows every seed bundle as its packs with the bundle’s name fitted on a label', () => {
    for (const bundle of seed.bundles) {
      const packs = seed.bundleItems.filter((i) => i.bundleId === bundle.id).map((i) => artOf(seed.products.find((p) => p.id === i.productId)!))
      const svg = bundleSvg({ title: bundle.title, packs })
      expect(wellFormed(svg), bundle.title).toBeUndefined()
      expect(svg).toContain(`aria-label="${bundle.title}"`)
      const label = textsOf(svg).filter((line) => line.y > 320)
      expect(label.map((line) => line.text).join(' ')).toBe(bundle.title)
      for (const line of label) expect(estimatedWidth(line)).toBeLessThanOrEqual(300)
    }
    expect(wellFormed(bundleSvg({ title: 'Empty box', packs: [] }))).toBeUndefined()
  })

  it('shows the gift card as a card, with its name', () => {
    const svg = giftCardSvg({ title: 'E-gift card', brand: 'Snackfolk', color: '#2f7d4f' })
    expect(wellFormed(svg)).toBeUndefined()
    expect(svg).toContain('aria-label="E-gift card"')
    expect(textsOf(svg).map((line) => line.text)).toEqual(['Snackfolk', 'E-gift card'])
  })

  it('draws every home banner of the seed the same way each time, each its own, hidden from screen readers', () => {
    const names = demoSeed().content.banners.map((row) => `${/([a-z0-9-]+)\.webp$/.exec(row.imageUrl)![1]!}.svg`)
    const banners = names.map((name) => bannerSvg(name))
    for (const svg of banners) {
      expect(wellFormed(svg)).toBeUndefined()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 400" aria-hidden="true">/)
      expect(svg).not.toMatch(/<script|<image|@import|url\((?!#)|href="(?!#)/)
    }
    expect(banners).toEqual(names.map((name) => bannerSvg(name)))
    expect(new Set(banners).size).toBe(banners.length)
  })

  it('keeps the left of a banner calm: its snacks and packs stand on the right', () => {
    for (const svg of [bannerSvg('hb-1.svg'), bannerSvg('hb-2.svg')]) {
      const lefts = outermostPlaces(svg)
      expect(lefts.length).toBeGreaterThan(10)
      expect(Math.min(...lefts)).toBeGreaterThan(0.5 * 1200)
    }
  })
})
