import { MAX_LINE_QUANTITY, type CartLine } from '#domain/cart.ts'
import type { Locale } from '#domain/locale.ts'
import type { Catalog } from '../catalog/catalog.ts'
import type { StoredCartLine } from '../db/schema.ts'
import { bundleQuantity, pictureUrl } from '../catalog/present.ts'
import type { CartStock } from './apply-change.ts'

export type StoredLine = StoredCartLine

const MULTIPACK_TITLE = 'Variety Pack (30)'
const GIFT_CARD_TITLE = { 'en-us': 'Snackfolk e-gift card', 'es-us': 'Tarjeta de regalo electrónica Snackfolk' } satisfies Record<Locale, string>

/**
 * How many of an item the location can supply: a bundle or multipack as many times as its
 * scarcest product allows; undefined when it is not in the catalog.
 */
export function availableQuantity(
  catalog: Catalog,
  kind: StoredLine['kind'],
  itemId: string,
  location: number,
  picks?: StoredLine['picks'],
): number | undefined {
  // An e-gift card is never out of stock.
  if (kind === 'giftCard') return MAX_LINE_QUANTITY
  if (kind === 'multipack') {
    const products = (picks ?? []).map((pick) => ({ product: catalog.productById.get(pick.productId), quantity: pick.quantity }))
    if (products.some(({ product }) => !product?.multipackEligible)) return undefined
    return Math.min(...products.map(({ product, quantity }) => Math.floor((product!.stock.get(location)?.quantity ?? 0) / quantity)))
  }
  if (kind === 'product') {
    const product = catalog.productById.get(itemId)
    return product && (product.stock.get(location)?.quantity ?? 0)
  }
  const bundle = catalog.bundles.find((b) => b.id === itemId)
  return bundle && bundleQuantity(bundle, location)
}

/** The catalog at one location, as the cart's rules ask it. */
export function cartStock(catalog: Catalog, location: number): CartStock {
  return {
    kindOf: (itemId) => (catalog.productById.has(itemId) ? 'product' : catalog.bundles.some((b) => b.id === itemId) ? 'bundle' : undefined),
    available: (kind, itemId, picks) => availableQuantity(catalog, kind, itemId, location, picks),
    isFreeSample: (itemId) => catalog.productById.get(itemId)?.freeSample ?? false,
    productsIn: (line) => {
      if (line.kind === 'giftCard') return []
      if (line.kind === 'product') return [[line.itemId, line.quantity]]
      if (line.kind === 'multipack') return (line.picks ?? []).map((pick) => [pick.productId, pick.quantity * line.quantity])
      const bundle = catalog.bundles.find((b) => b.id === line.itemId)
      return (bundle?.items ?? []).map(({ product, quantity }) => [product.id, quantity * line.quantity])
    },
    productStock: (productId) => catalog.productById.get(productId)?.stock.get(location)?.quantity ?? 0,
    productTitle: (productId) => catalog.productById.get(productId)?.title ?? productId,
    giftCardAmounts: catalog.giftCards.map((card) => card.amountCents),
  }
}

/** A stored line priced and described from the catalog; the client's word is never taken for a price. */
export function presentLine(catalog: Catalog, line: StoredLine, locale: Locale, location: number): CartLine | undefined {
  const availableQty = availableQuantity(catalog, line.kind, line.itemId, location, line.picks) ?? 0
  if (line.kind === 'giftCard') {
    const { amountCents, firstName, lastName, recipientEmail, giftMessage } = line.giftCard!
    return {
      lineId: line.lineId,
      slug: line.lineId.toLowerCase(),
      title: GIFT_CARD_TITLE[locale],
      categories: [],
      quantity: 1,
      price: amountCents,
      currentPrice: amountCents,
      weight: 0,
      availableQty: 1,
      preOrder: false,
      imageUrl: '/images/gift-card.webp',
      giftCard: { firstName, lastName, recipientEmail, giftMessage },
      zNonSku: true,
    }
  }
  if (line.kind === 'multipack') {
    const multipackList = (line.picks ?? []).flatMap((pick) => {
      const product = catalog.productById.get(pick.productId)
      return product ? [{ productId: product.id, title: product.title, quantity: pick.quantity, price: product.priceCents }] : []
    })
    const price = multipackList.reduce((sum, pick) => sum + pick.price * pick.quantity, 0)
    return {
      lineId: line.lineId,
      slug: line.lineId.toLowerCase(),
      title: MULTIPACK_TITLE,
      categories: [],
      quantity: line.quantity,
      price,
      currentPrice: price,
      weight: multipackList.reduce((sum, pick) => sum + (catalog.productById.get(pick.productId)?.sizeOz ?? 0) * pick.quantity, 0),
      availableQty,
      preOrder: false,
      imageUrl: pictureUrl('products', catalog.productById.get(multipackList[0]?.productId ?? '') ?? { slug: 'none', pictureSha: null }),
      multipack: true,
      multipackList,
      virtualSku: line.lineId,
    }
  }
  if (line.kind === 'product') {
    const product = catalog.productById.get(line.itemId)
    if (!product) return undefined
    const es = locale === 'es-us'
    return {
      lineId: line.lineId,
      productId: product.id,
      slug: product.slug,
      title: es ? product.titleEs : product.title,
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
      imageUrl: pictureUrl('products', product),
    }
  }
  const bundle = catalog.bundles.find((b) => b.id === line.itemId)
  if (!bundle) return undefined
  return {
    lineId: line.lineId,
    bundleId: bundle.id,
    slug: bundle.slug,
    title: locale === 'es-us' ? bundle.titleEs : bundle.title,
    categories: [],
    quantity: line.quantity,
    price: bundle.priceCents,
    currentPrice: bundle.priceCents,
    weight: bundle.items.reduce((sum, { product, quantity }) => sum + product.sizeOz * quantity, 0),
    availableQty,
    preOrder: false,
    imageUrl: pictureUrl('bundles', bundle),
    bundleProducts: bundle.items.map(({ product, quantity }) => ({
      productId: product.id,
      title: locale === 'es-us' ? product.titleEs : product.title,
      quantity,
    })),
    virtualSku: bundle.id,
  }
}
