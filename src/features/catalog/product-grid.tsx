import type { ProductSummary } from '../../domain/catalog.ts'
import { useStore } from '../../app/store-context.ts'
import { ProductCard } from './product-card.tsx'

export interface ProductGridProps {
  products: ProductSummary[]
  /** The list's name in analytics. */
  listName: string
}

/** Products in a grid; a click on one goes to the data layer (the route reports the list when shown). */
export function ProductGrid({ products, listName }: ProductGridProps) {
  const { productChosen } = useStore()
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onSelect={(p) => productChosen(listName, p)} />
        </li>
      ))}
    </ul>
  )
}
