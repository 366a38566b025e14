import type { NamedMultipack } from '#domain/saved-multipack.ts'
import type { MultipackPick } from '#domain/multipack.ts'
import type { Locale } from '#domain/locale.ts'
import type { Catalog } from './catalog.ts'

const PRODUCTS_PER_RECOMMENDED_MULTIPACK = 6
const PACKS_EACH = 5

/** A mix priced and checked against today's stock; a product gone from the catalog counts as unavailable. */
export function presentMultipack(catalog: Catalog, multipack: { id: string; name: string; picks: MultipackPick[] }, location: number): NamedMultipack {
  const picks = multipack.picks.map(({ productId, quantity }) => {
    const product = catalog.productById.get(productId)
    const availableQty = product?.multipackEligible ? (product.stock.get(location)?.quantity ?? 0) : 0
    return { productId, title: product?.title ?? productId, quantity, price: product?.priceCents ?? 0, availableQty }
  })
  return {
    id: multipack.id,
    name: multipack.name,
    picks,
    price: picks.reduce((sum, pick) => sum + pick.price * pick.quantity, 0),
    unavailable: picks.filter((pick) => pick.availableQty < pick.quantity).map((pick) => pick.productId),
  }
}

/**
 * One recommended 30-pack per parent category: its first six variety-pack snacks in featured
 * order, five packs each. Stock is not considered in the choice, so a mix can hold a snack
 * that has since sold out, which the shopper is then asked to replace.
 */
export function recommendedMultipacks(catalog: Catalog, locale: Locale, location: number): NamedMultipack[] {
  const eligible = catalog.orders.featured.filter((p) => p.multipackEligible)
  return catalog.parents.flatMap((parent) => {
    const products = eligible.filter((p) => p.parent.id === parent.id).slice(0, PRODUCTS_PER_RECOMMENDED_MULTIPACK)
    if (products.length < PRODUCTS_PER_RECOMMENDED_MULTIPACK) return []
    const name = locale === 'es-us' ? `Paquete variado: ${parent.nameEs}` : `${parent.nameEn} variety pack`
    return [presentMultipack(catalog, { id: parent.slug, name, picks: products.map((p) => ({ productId: p.id, quantity: PACKS_EACH })) }, location)]
  })
}
