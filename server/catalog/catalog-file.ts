/**
 * The merchant's catalog as one file (`npm run catalog -- import|export`, `/operator/catalog`):
 * locations, brands, categories, flavors, products, bundles and gift-card amounts, every name in
 * English and Spanish. docs/operating.md's "Your catalog" shows a small one. A file is read whole: any
 * problem refuses it, its first problems named with where they are.
 */
import * as v from 'valibot'
import type * as schema from '../db/schema.ts'
import { ITEM_ID_PATTERN } from '#domain/item-id.ts'
import { GIFT_CARD_LINE_PATTERN } from '#domain/gift-card.ts'
import { MULTIPACK_ID_PATTERN } from '#domain/params.ts'
import { FileRefused, PROBLEMS_NAMED, cents, given, priceOf, problemsOf } from '../operator/file-reading.ts'

export const CATALOG_FORMAT = 'snackfolk-catalog/1'

const MOST_PRODUCTS = 100_000
const MOST_QUANTITY = 1_000_000

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** A catalog as the store's tables hold it. */
export interface CatalogRows {
  locations: Row<typeof schema.locations>[]
  brands: Row<typeof schema.brands>[]
  categories: Row<typeof schema.categories>[]
  flavors: Row<typeof schema.flavors>[]
  products: Row<typeof schema.products>[]
  bundles: Row<typeof schema.bundles>[]
  bundleItems: Row<typeof schema.bundleItems>[]
  stock: Row<typeof schema.stock>[]
  giftCards: Row<typeof schema.giftCards>[]
}

const Id = v.pipe(v.string('is not text'), v.regex(ITEM_ID_PATTERN, 'is not an id (1 to 64 letters, digits, dots, dashes or underscores)'))
const Slug = v.pipe(
  v.string('is not text'),
  v.maxLength(120, 'is longer than 120 characters'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a slug (lowercase letters and digits joined by dashes)'),
)
const Text = (most: number) => v.pipe(v.string('is not text'), v.trim(), v.minLength(1, 'is empty'), v.maxLength(most, `is longer than ${most} characters`))
const Words = (most: number) => v.strictObject({ en: Text(most), es: Text(most) }, 'is not an object of "en" and "es" text')
const Price = v.pipe(v.string('is not a price written as text, like "3.49"'), v.regex(/^\d{1,6}(?:\.\d{1,2})?$/, 'is not a price like "3.49"'))
const Flag = v.optional(v.boolean('is neither true nor false'))
const Rank = v.optional(v.pipe(v.number('is not a number'), v.integer('is not a whole number'), v.minValue(1, 'is less than 1')))
const Picture = v.optional(
  v.pipe(
    v.string('is not text'),
    v.maxLength(200, 'is longer than 200 characters'),
    v.regex(
      /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w./-]+\.(?:jpe?g|png|webp|avif)$/i,
      'is not the path of a picture beside the file (a .jpg, .png, .webp or .avif file)',
    ),
  ),
)
const Quantity = v.pipe(
  v.number('is not a number'),
  v.integer('is not a whole number'),
  v.minValue(0, 'is less than 0'),
  v.maxValue(MOST_QUANTITY, `is more than ${MOST_QUANTITY}`),
)

const CatalogFileSchema = v.strictObject(
  {
    format: v.literal(CATALOG_FORMAT, `is not "${CATALOG_FORMAT}"`),
    locations: v.array(
      v.strictObject({
        number: v.pipe(v.number('is not a number'), v.integer('is not a whole number'), v.minValue(1, 'is less than 1'), v.maxValue(999, 'is more than 999')),
        name: Text(60),
        zipFrom: v.pipe(v.string('is not text'), v.regex(/^\d{5}$/, 'is not a five-digit zip code')),
        zipTo: v.pipe(v.string('is not text'), v.regex(/^\d{5}$/, 'is not a five-digit zip code')),
      }),
      'is not a list',
    ),
    brands: v.array(
      v.strictObject({
        id: Id,
        slug: Slug,
        name: Text(80),
        color: v.pipe(v.string('is not text'), v.regex(/^#[0-9a-fA-F]{6}$/, 'is not a colour like "#c0392b"')),
      }),
      'is not a list',
    ),
    categories: v.array(v.strictObject({ id: Id, slug: Slug, name: Words(80), parent: v.optional(Id), menuOrder: Rank }), 'is not a list'),
    flavors: v.array(v.strictObject({ id: Id, slug: Slug, name: Words(80), hot: Flag }), 'is not a list'),
    products: v.pipe(
      v.array(
        v.strictObject({
          id: Id,
          slug: Slug,
          title: Words(160),
          description: Words(2000),
          brand: Id,
          category: Id,
          flavor: Id,
          sizeOz: v.pipe(v.number('is not a number'), v.minValue(0.01, 'is not more than 0'), v.maxValue(1000, 'is more than 1000')),
          price: Price,
          gtin: v.optional(v.pipe(v.string('is not text'), v.regex(/^\d{8,14}$/, 'is not a GTIN (8 to 14 digits)'))),
          picture: Picture,
          stock: v.record(
            v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'is not a location number')),
            Quantity,
            'is not an object of location numbers and quantities',
          ),
          preOrder: Flag,
          freeSample: Flag,
          holiday: Flag,
          hot: Flag,
          varietyPack: Flag,
          bestSeller: Rank,
          staffPick: Rank,
        }),
        'is not a list',
      ),
      v.maxLength(MOST_PRODUCTS, `has more than ${MOST_PRODUCTS} products`),
    ),
    bundles: v.array(
      v.strictObject({
        id: Id,
        slug: Slug,
        title: Words(160),
        description: Words(2000),
        price: Price,
        picture: Picture,
        contents: v.pipe(
          v.array(
            v.strictObject({
              product: Id,
              quantity: v.pipe(
                v.number('is not a number'),
                v.integer('is not a whole number'),
                v.minValue(1, 'is less than 1'),
                v.maxValue(99, 'is more than 99'),
              ),
            }),
            'is not a list',
          ),
          v.minLength(1, 'is empty'),
        ),
      }),
      'is not a list',
    ),
    giftCards: v.array(Price, 'is not a list'),
  },
  'is not a catalog: an object of format, locations, brands, categories, flavors, products, bundles and giftCards',
)

export type CatalogFile = v.InferOutput<typeof CatalogFileSchema>

/**
 * Reads a catalog file into the store's rows. `pictures` gives each picture path the file names
 * the SHA-256 of the picture sent with it; a path without one is a problem.
 */
export function readCatalogFile(input: unknown, pictures: Readonly<Record<string, string>>): CatalogRows {
  const parsed = v.safeParse(CatalogFileSchema, input, { abortEarly: false })
  if (!parsed.success) throw new FileRefused(problemsOf(parsed.issues))
  const file = parsed.output
  const problems: string[] = []
  const problem = (text: string) => problems.length < PROBLEMS_NAMED && problems.push(text)

  function unique<T>(items: T[], list: string, keyOf: (item: T) => string | number, what: string) {
    const seen = new Map<string | number, number>()
    items.forEach((item, i) => {
      const key = keyOf(item)
      const first = seen.get(key)
      if (first === undefined) seen.set(key, i)
      else problem(`${list}[${i}] has the ${what} "${key}" of ${list}[${first}] again`)
    })
    return new Set(seen.keys())
  }
  const locations = unique(file.locations, 'locations', (l) => l.number, 'number')
  if (file.locations.length === 0) problem('locations is empty: a store ships from one location at least')
  const brands = unique(file.brands, 'brands', (b) => b.id, 'id')
  unique(file.brands, 'brands', (b) => b.slug, 'slug')
  const categories = unique(file.categories, 'categories', (c) => c.id, 'id')
  unique(file.categories, 'categories', (c) => c.slug, 'slug')
  const flavors = unique(file.flavors, 'flavors', (f) => f.id, 'id')
  unique(file.flavors, 'flavors', (f) => f.slug, 'slug')
  const products = unique(file.products, 'products', (p) => p.id, 'id')
  unique(file.products, 'products', (p) => p.slug, 'slug')
  unique(file.bundles, 'bundles', (b) => b.id, 'id')
  // A cart names a product or a bundle by its id alone, beside its e-gift card and variety pack lines.
  file.bundles.forEach((b, i) => products.has(b.id) && problem(`bundles[${i}] has the id "${b.id}" of a product: a bundle's id is its own`))
  for (const [list, items] of [
    ['products', file.products],
    ['bundles', file.bundles],
  ] as const)
    items.forEach((item, i) => {
      if (GIFT_CARD_LINE_PATTERN.test(item.id) || MULTIPACK_ID_PATTERN.test(item.id))
        problem(`${list}[${i}] has the id "${item.id}", which names a cart's e-gift card or variety pack: give it another`)
    })
  unique(file.bundles, 'bundles', (b) => b.slug, 'slug')
  unique(file.giftCards.map(cents), 'giftCards', (amount) => priceOf(amount), 'amount')
  if (file.products.length === 0) problem('products is empty: a catalog sells one product at least')

  const parentOf = new Map(file.categories.map((c) => [c.id, c.parent]))
  file.categories.forEach((c, i) => {
    if (c.parent === undefined) return
    if (!categories.has(c.parent)) problem(`categories[${i}] (${c.id}).parent "${c.parent}" is not a category of the file`)
    else if (parentOf.get(c.parent) !== undefined) problem(`categories[${i}] (${c.id}).parent "${c.parent}" has a parent itself: the menu is two levels deep`)
  })
  const pictureOf = (place: string, path: string | undefined) => {
    if (path !== undefined && !/^[0-9a-f]{64}$/.test(pictures[path] ?? '')) problem(`${place}.picture "${path}" was not sent with the file`)
  }
  file.products.forEach((p, i) => {
    const place = `products[${i}] (${p.id})`
    if (!brands.has(p.brand)) problem(`${place}.brand "${p.brand}" is not a brand of the file`)
    if (!categories.has(p.category)) problem(`${place}.category "${p.category}" is not a category of the file`)
    if (!flavors.has(p.flavor)) problem(`${place}.flavor "${p.flavor}" is not a flavor of the file`)
    for (const location of Object.keys(p.stock)) if (!locations.has(Number(location))) problem(`${place}.stock.${location} is not a location of the file`)
    pictureOf(place, p.picture)
  })
  file.bundles.forEach((b, i) => {
    const place = `bundles[${i}] (${b.id})`
    b.contents.forEach((content, j) => {
      if (!products.has(content.product)) problem(`${place}.contents[${j}].product "${content.product}" is not a product of the file`)
    })
    unique(b.contents, `${place}.contents`, (content) => content.product, 'product')
    pictureOf(place, b.picture)
  })
  file.giftCards.forEach((amount, i) => cents(amount) === 0 && problem(`giftCards[${i}] "${amount}" is nothing`))
  if (problems.length > 0) throw new FileRefused(problems)

  const sha = (path: string | undefined) => (path === undefined ? null : pictures[path]!)
  return {
    locations: file.locations.map((l) => ({ number: l.number, name: l.name, zipFrom: l.zipFrom, zipTo: l.zipTo })),
    brands: file.brands.map((b) => ({ id: b.id, slug: b.slug, name: b.name, color: b.color.toLowerCase() })),
    categories: file.categories.map((c, i) => ({
      id: c.id,
      slug: c.slug,
      nameEn: c.name.en,
      nameEs: c.name.es,
      parentId: c.parent ?? null,
      menuSeq: c.menuOrder ?? i + 1,
    })),
    flavors: file.flavors.map((f) => ({ id: f.id, slug: f.slug, nameEn: f.name.en, nameEs: f.name.es, hot: f.hot ?? false })),
    products: file.products.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title.en,
      titleEs: p.title.es,
      brandId: p.brand,
      categoryId: p.category,
      flavorId: p.flavor,
      sizeOz: p.sizeOz,
      priceCents: cents(p.price),
      descriptionEn: p.description.en,
      descriptionEs: p.description.es,
      gtin: p.gtin ?? '',
      freeSample: p.freeSample ?? false,
      holiday: p.holiday ?? false,
      hot: p.hot ?? false,
      multipackEligible: p.varietyPack ?? false,
      bestSellerRank: p.bestSeller ?? null,
      staffPickRank: p.staffPick ?? null,
      picture: p.picture ?? null,
      pictureSha: sha(p.picture),
    })),
    bundles: file.bundles.map((b) => ({
      id: b.id,
      slug: b.slug,
      title: b.title.en,
      titleEs: b.title.es,
      descriptionEn: b.description.en,
      descriptionEs: b.description.es,
      priceCents: cents(b.price),
      picture: b.picture ?? null,
      pictureSha: sha(b.picture),
    })),
    bundleItems: file.bundles.flatMap((b) => b.contents.map((content) => ({ bundleId: b.id, productId: content.product, quantity: content.quantity }))),
    stock: file.products.flatMap((p) =>
      file.locations.map((l) => ({ productId: p.id, locationNumber: l.number, quantity: p.stock[String(l.number)] ?? 0, preOrder: p.preOrder ?? false })),
    ),
    giftCards: file.giftCards.map(cents).map((amountCents) => ({ id: `GC-${priceOf(amountCents).replace(/\.00$/, '')}`, amountCents })),
  }
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The catalog the rows hold as its file, and the picture each picture path names: the same file the rows were read from, in the store's order. */
export function catalogFileOf(rows: CatalogRows): { catalog: CatalogFile; pictures: Record<string, string> } {
  const pictures: Record<string, string> = {}
  const picture = (path: string | null | undefined, sha: string | null | undefined) => {
    if (!path || !sha) return {}
    pictures[path] = sha
    return { picture: path }
  }
  const locations = [...rows.locations].sort((a, b) => a.number - b.number)
  const stockOf = Map.groupBy(rows.stock, (s) => s.productId)
  const contentsOf = Map.groupBy(rows.bundleItems, (item) => item.bundleId)
  const catalog: CatalogFile = {
    format: CATALOG_FORMAT,
    locations: locations.map((l) => ({ number: l.number, name: l.name, zipFrom: l.zipFrom, zipTo: l.zipTo })),
    brands: [...rows.brands].sort(byId).map((b) => ({ id: b.id, slug: b.slug, name: b.name, color: b.color })),
    categories: [...rows.categories]
      .sort(byId)
      .map((c) => ({ id: c.id, slug: c.slug, name: { en: c.nameEn, es: c.nameEs }, ...given('parent', c.parentId), menuOrder: c.menuSeq })),
    flavors: [...rows.flavors].sort(byId).map((f) => ({ id: f.id, slug: f.slug, name: { en: f.nameEn, es: f.nameEs }, ...given('hot', f.hot) })),
    products: [...rows.products].sort(byId).map((p) => {
      const stock = stockOf.get(p.id) ?? []
      return {
        id: p.id,
        slug: p.slug,
        title: { en: p.title, es: p.titleEs },
        description: { en: p.descriptionEn, es: p.descriptionEs },
        brand: p.brandId,
        category: p.categoryId,
        flavor: p.flavorId,
        sizeOz: p.sizeOz,
        price: priceOf(p.priceCents),
        ...given('gtin', p.gtin || undefined),
        ...picture(p.picture, p.pictureSha),
        stock: Object.fromEntries(locations.map((l) => [String(l.number), stock.find((s) => s.locationNumber === l.number)?.quantity ?? 0])),
        ...given(
          'preOrder',
          stock.some((s) => s.preOrder),
        ),
        ...given('freeSample', p.freeSample),
        ...given('holiday', p.holiday),
        ...given('hot', p.hot),
        ...given('varietyPack', p.multipackEligible),
        ...given('bestSeller', p.bestSellerRank),
        ...given('staffPick', p.staffPickRank),
      }
    }),
    bundles: [...rows.bundles].sort(byId).map((b) => ({
      id: b.id,
      slug: b.slug,
      title: { en: b.title, es: b.titleEs },
      description: { en: b.descriptionEn, es: b.descriptionEs },
      price: priceOf(b.priceCents),
      ...picture(b.picture, b.pictureSha),
      contents: (contentsOf.get(b.id) ?? [])
        .sort((a, b) => (a.productId < b.productId ? -1 : 1))
        .map((item) => ({ product: item.productId, quantity: item.quantity })),
    })),
    giftCards: [...rows.giftCards].sort((a, b) => a.amountCents - b.amountCents).map((card) => priceOf(card.amountCents)),
  }
  return { catalog, pictures }
}

/** A catalog file as the store writes it: two-space JSON, a line at its end. */
export const catalogText = (catalog: CatalogFile) => `${JSON.stringify(catalog, null, 2)}\n`
