import type { Availability, BundleDetail, BundleSummary, ProductDetail, ProductSummary } from '#domain/catalog.ts'
import type { Locale } from '#domain/locale.ts'
import type { CatalogBundle, CatalogProduct } from './catalog.ts'

const pick = (locale: Locale, en: string, es: string) => (locale === 'es-us' ? es : en)

/** Where an item's picture is shown from: the merchant's picture is named by its bytes, so a new one is never an old one kept by a browser. */
export const pictureUrl = (kind: 'products' | 'bundles', item: { slug: string; pictureSha: string | null }) =>
  `/images/${kind}/${item.slug}.webp${item.pictureSha ? `?v=${item.pictureSha.slice(0, 16)}` : ''}`

function availabilityAt(product: CatalogProduct, location: number): { availability: Availability; availableQty: number } {
  const stock = product.stock.get(location)
  if (!stock || stock.quantity === 0) return { availability: stock?.preOrder ? 'preOrder' : 'outOfStock', availableQty: 0 }
  return { availability: 'inStock', availableQty: stock.quantity }
}

export function productSummary(product: CatalogProduct, locale: Locale, location: number): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    title: pick(locale, product.title, product.titleEs),
    brand: { slug: product.brand.slug, name: product.brand.name },
    flavor: { slug: product.flavor.slug, name: pick(locale, product.flavor.nameEn, product.flavor.nameEs) },
    category: { slug: product.category.slug, name: pick(locale, product.category.nameEn, product.category.nameEs) },
    sizeOz: product.sizeOz,
    priceCents: product.priceCents,
    imageUrl: pictureUrl('products', product),
    ...availabilityAt(product, location),
    freeSample: product.freeSample,
    hot: product.hot,
    holiday: product.holiday,
    multipackEligible: product.multipackEligible,
  }
}

export function productDetail(product: CatalogProduct, locale: Locale, location: number): ProductDetail {
  const summary = productSummary(product, locale, location)
  return {
    ...summary,
    description: pick(locale, product.descriptionEn, product.descriptionEs),
    gtin: product.gtin,
    parentCategory: { slug: product.parent.slug, name: pick(locale, product.parent.nameEn, product.parent.nameEs) },
    availableElsewhere: summary.availability !== 'inStock' && [...product.stock.values()].some((s) => s.quantity > 0),
  }
}

/** How many of a bundle a location can make: as many as its scarcest product allows. */
export function bundleQuantity(bundle: CatalogBundle, location: number): number {
  return Math.min(...bundle.items.map(({ product, quantity }) => Math.floor((product.stock.get(location)?.quantity ?? 0) / quantity)))
}

/** A bundle is in stock only when every product in it is, in the quantity it holds. */
function bundleAvailability(bundle: CatalogBundle, location: number): Availability {
  const short = bundle.items.filter(({ product, quantity }) => (product.stock.get(location)?.quantity ?? 0) < quantity)
  if (short.length === 0) return 'inStock'
  return short.every(({ product }) => product.stock.get(location)?.preOrder) ? 'preOrder' : 'outOfStock'
}

export function bundleSummary(bundle: CatalogBundle, locale: Locale, location: number): BundleSummary {
  return {
    id: bundle.id,
    slug: bundle.slug,
    title: pick(locale, bundle.title, bundle.titleEs),
    priceCents: bundle.priceCents,
    imageUrl: pictureUrl('bundles', bundle),
    availability: bundleAvailability(bundle, location),
    availableQty: bundleQuantity(bundle, location),
  }
}

export function bundleDetail(bundle: CatalogBundle, locale: Locale, location: number): BundleDetail {
  return {
    ...bundleSummary(bundle, locale, location),
    description: pick(locale, bundle.descriptionEn, bundle.descriptionEs),
    items: bundle.items.map(({ product, quantity }) => ({ product: productSummary(product, locale, location), quantity })),
  }
}
