import { seeded } from './seeded.ts'
import { BRANDS, PARENT_CATEGORIES, SAVORY_FLAVORS, SWEET_FLAVORS, SIZES_OZ } from './words.ts'
import type * as schema from '../schema.ts'
import type { CatalogRows } from '../../catalog/catalog-file.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** A generated catalog. */
export interface Catalog extends CatalogRows {
  products: (Row<typeof schema.products> & { multipackEligible: boolean; freeSample: boolean; holiday: boolean; hot: boolean })[]
}

export const LOCATIONS: Row<typeof schema.locations>[] = [
  { number: 1, name: 'East', zipFrom: '00000', zipTo: '39999' },
  { number: 2, name: 'Central', zipFrom: '40000', zipTo: '69999' },
  { number: 3, name: 'West', zipFrom: '70000', zipTo: '99999' },
]

const BUNDLE_NAMES = [
  'Game Day Crunch Box',
  'Movie Night Bundle',
  'Road Trip Pack',
  'Office Break Box',
  'Sweet Tooth Sampler',
  'Heat Seeker Box',
  'Lunchbox Favorites',
  'Trail Mix-Up',
  'Party Platter Pack',
  'Study Session Stash',
  'Cozy Night In',
  'Picnic Basket Bundle',
]

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function gtin(index: number): string {
  const body = `0${String(810000000 + index * 7).padStart(10, '0')}`
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0)
  return body + ((10 - (sum % 10)) % 10)
}

/** Generates a catalog like the demo's (`demo-catalog.json` is its file); `productsPerBrand` scales it for load tests. */
export function generateCatalog(productsPerBrand = 10): Catalog {
  // Seeded, so the catalog is the same on every machine.
  const next = seeded(20261121)
  const brands = BRANDS.map(([name, color], i) => ({ id: `B${String(i + 1).padStart(2, '0')}`, slug: slugify(name), name, color }))

  const categories: Catalog['categories'] = []
  const subcategories = PARENT_CATEGORIES.flatMap((parent, p) => {
    categories.push({ id: `C${p + 1}`, slug: parent.slug, nameEn: parent.en, nameEs: parent.es, parentId: null, menuSeq: p + 1 })
    return parent.children.map((child, c) => {
      const id = `C${p + 1}${String(c + 1).padStart(2, '0')}`
      categories.push({ id, slug: child.slug, nameEn: child.en, nameEs: child.es, parentId: `C${p + 1}`, menuSeq: c + 1 })
      return { ...child, id }
    })
  })

  const toFlavor = ([slug, en, es, hot]: readonly [string, string, string, boolean]) => ({ id: `F-${slug}`, slug, nameEn: en, nameEs: es, hot })
  const savory = SAVORY_FLAVORS.map(toFlavor)
  const sweet = SWEET_FLAVORS.map(toFlavor)

  const products: Catalog['products'] = []
  const stock: Catalog['stock'] = []
  const titles = new Set<string>()
  brands.forEach((brand, b) => {
    for (let j = 0; j < productsPerBrand; j++) {
      const index = products.length
      const category = subcategories[(b * 3 + j) % subcategories.length]!
      const pool = category.sweet ? sweet : savory
      const flavor = pool[(b * 7 + j * 3) % pool.length]!
      const freeSample = b < 4 && j === productsPerBrand - 1
      const sizeOz = freeSample ? 1 : SIZES_OZ[(b + j * 4) % SIZES_OZ.length]!
      const priceCents = freeSample ? 0 : Math.round(sizeOz * (category.sweet ? 85 : 70) + 99)
      const base = `${brand.name} ${flavor.nameEn} ${category.noun[0]}${freeSample ? ' Sample' : ''}`
      let title = titles.has(base) ? `${base} ${sizeOz} oz` : base
      for (let n = 2; titles.has(title); n++) title = `${base} ${sizeOz} oz No. ${n}`
      titles.add(title)
      const id = `P${String(index + 1).padStart(5, '0')}`
      products.push({
        id,
        slug: slugify(title),
        title,
        // A pack's name is its brand's: the same in Spanish.
        titleEs: title,
        brandId: brand.id,
        categoryId: category.id,
        flavorId: flavor.id,
        sizeOz,
        priceCents,
        descriptionEn: `${flavor.nameEn} ${category.noun[0].toLowerCase()} from ${brand.name}, ${sizeOz} oz.`,
        descriptionEs: `${category.noun[1]} sabor ${flavor.nameEs.toLowerCase()} de ${brand.name}, ${sizeOz} oz.`,
        gtin: gtin(index),
        freeSample,
        holiday: (b + j) % 17 === 0,
        hot: flavor.hot,
        multipackEligible: !freeSample && sizeOz <= 2.5,
        bestSellerRank: index % 29 === 3 ? Math.floor(index / 29) + 1 : null,
        staffPickRank: index % 31 === 7 ? Math.floor(index / 31) + 1 : null,
      })
      for (const location of LOCATIONS) {
        const outEverywhere = index % 23 === 5
        const preOrder = index % 37 === 11
        const outHereOnly = index % 13 === 4 && location.number === (index % 3) + 1
        const quantity = outEverywhere || preOrder || outHereOnly ? 0 : 5 + Math.floor(next() * 195)
        stock.push({ productId: id, locationNumber: location.number, quantity, preOrder })
      }
    }
  })

  const bundles: Catalog['bundles'] = []
  const bundleItems: Catalog['bundleItems'] = []
  const sellable = products.filter((p) => !p.freeSample && p.priceCents > 300)
  BUNDLE_NAMES.forEach((title, k) => {
    const id = `BN${String(k + 1).padStart(2, '0')}`
    const members = [0, 1, 2].map((m) => sellable[(k * 17 + m * 53) % sellable.length]!)
    const quantities = members.map((_, m) => (m === 0 ? 2 : 1))
    const full = members.reduce((sum, p, m) => sum + p.priceCents * quantities[m]!, 0)
    bundles.push({
      id,
      slug: slugify(title),
      title,
      titleEs: title,
      descriptionEn: `${members.map((p) => p.title).join(', ')}, together for less.`,
      descriptionEs: `${members.map((p) => p.title).join(', ')}, juntos por menos.`,
      priceCents: Math.max(1099, Math.round(full * 0.9)),
    })
    members.forEach((p, m) => bundleItems.push({ bundleId: id, productId: p.id, quantity: quantities[m]! }))
  })

  const giftCards = [1000, 2500, 5000, 10000].map((amountCents) => ({ id: `GC-${amountCents / 100}`, amountCents }))

  return {
    brands,
    categories,
    flavors: [...savory, ...sweet],
    products,
    bundles,
    bundleItems,
    locations: LOCATIONS,
    stock,
    giftCards,
  }
}
