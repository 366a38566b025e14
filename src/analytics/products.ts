import { priceBucket, sizeBucket, type PriceBucket, type SizeBucket } from '#domain/buckets.ts'

export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_brand: string
  item_category: string
  price: number
  size_bucket: SizeBucket
  price_bucket: PriceBucket
}

interface Sellable {
  id: string
  title: string
  priceCents: number
  brand?: { name: string }
  category?: { name: string }
  sizeOz?: number
}

/** A product or bundle as the data layer reports it; bundles count as over $10 and over 8oz. */
export function analyticsItem(item: Sellable): AnalyticsItem {
  const isBundle = item.sizeOz === undefined
  return {
    item_id: item.id,
    item_name: item.title,
    item_brand: item.brand?.name ?? 'Bundle',
    item_category: item.category?.name ?? 'Bundle',
    price: item.priceCents / 100,
    size_bucket: sizeBucket(item.sizeOz ?? 0, isBundle),
    price_bucket: priceBucket(item.priceCents, isBundle),
  }
}

interface CartLineLike {
  lineId: string
  productId?: string
  bundleId?: string
  title: string
  price: number
  weight: number
  brand?: { name: string }
  categories: string[]
  /** An e-gift card: the store's own, weighing nothing, bucketed by its amount. */
  giftCard?: unknown
}

/** A cart line as the data layer reports it. */
export function cartItem(line: CartLineLike, quantity: number) {
  const isBundle = line.bundleId !== undefined
  if (line.giftCard)
    return {
      ...analyticsItem({
        id: line.lineId,
        title: line.title,
        priceCents: line.price,
        brand: { name: 'Snackfolk' },
        category: { name: 'E-gift cards' },
        sizeOz: 0,
      }),
      quantity,
    }
  return {
    ...analyticsItem({
      id: line.productId ?? line.bundleId ?? line.lineId,
      title: line.title,
      priceCents: line.price,
      brand: line.brand,
      category: line.categories.length > 0 ? { name: line.categories.at(-1)! } : undefined,
      sizeOz: isBundle ? undefined : line.weight,
    }),
    quantity,
  }
}
