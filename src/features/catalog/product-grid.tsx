import type { ProductSummary } from '../../domain/catalog.ts'
import { itemSelected } from '../../analytics/screens.ts'
import { useStore } from '../shell/store-context.ts'
import { ProductCard } from './product-card.tsx'

export interface ProductGridProps {
  products: ProductSummary[]
  /** The list's name in analytics. */
  listName: string
}

/** Products in a grid; a click on one goes to the data layer (the route reports the list when shown). */
export function ProductGrid({ products, listName }: ProductGridProps) {
  const { track } = useStore()
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onSelect={(p) => track(itemSelected(listName, p))} />
        </li>
      ))}
    </ul>
  )
}
