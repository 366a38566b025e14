import type { CartLine } from '../../src/domain/cart.ts'
import type { Locale } from '../../src/domain/locale.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { bundleQuantity } from '../catalog/present.ts'

export interface StoredLine {
  lineId: string
  kind: 'product' | 'bundle'
  itemId: string
  quantity: number
}

/** How many of an item the location can supply: a bundle as many times as its scarcest product allows. */
export function availableQuantity(catalog: Catalog, kind: StoredLine['kind'], itemId: string, location: number): number | undefined {
  if (kind === 'product') {
    const product = catalog.productById.get(itemId)
    return product && !product.freeSample ? (product.stock.get(location)?.quantity ?? 0) : undefined
  }
  const bundle = catalog.bundles.find((b) => b.id === itemId)
  return bundle && bundleQuantity(bundle, location)
}

/** A stored line priced and described from the catalog; the client's word is never taken for a price. */
export function presentLine(catalog: Catalog, line: StoredLine, locale: Locale, location: number): CartLine | undefined {
  const availableQty = availableQuantity(catalog, line.kind, line.itemId, location) ?? 0
  if (line.kind === 'product') {
    const product = catalog.productById.get(line.itemId)
    if (!product) return undefined
    const es = locale === 'es-us'
    return {
      lineId: line.lineId,
      productId: product.id,
      slug: product.slug,
      title: product.title,
      brand: { slug: product.brand.slug, name: product.brand.name },
      categories: [es ? product.parent.nameEs : product.parent.nameEn, es ? product.category.nameEs : product.category.nameEn],
      quantity: line.quantity,
      price: product.priceCents,
      currentPrice: product.priceCents,
      weight: product.sizeOz,
      availableQty,
      gtinId: product.gtin,
      preOrder: product.stock.get(location)?.preOrder ?? false,
      productEnableFor: product.freeSample ? 'FreeSampleItem' : undefined,
      imageUrl: `/images/products/${product.slug}.svg`,
    }
  }
  const bundle = catalog.bundles.find((b) => b.id === line.itemId)
  if (!bundle) return undefined
  return {
    lineId: line.lineId,
    bundleId: bundle.id,
    slug: bundle.slug,
    title: bundle.title,
    categories: [],
    quantity: line.quantity,
    price: bundle.priceCents,
    currentPrice: bundle.priceCents,
    weight: bundle.items.reduce((sum, { product, quantity }) => sum + product.sizeOz * quantity, 0),
    availableQty,
    preOrder: false,
    imageUrl: `/images/bundles/${bundle.slug}.svg`,
  }
}
