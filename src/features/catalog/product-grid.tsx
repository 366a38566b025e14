import type { ProductSummary } from '#domain/catalog.ts'
import { useStore } from '#app/store-context.ts'
import { ProductCard } from './product-card.tsx'

export interface ProductGridProps {
  products: ProductSummary[]
  /** The list's name in analytics. */
  listName: string
  /** The grid opens the page: the pictures of its first row load with the page rather than when scrolled near. */
  opensPage?: boolean
}

/** The most cards a row holds on the screens the store is designed for. */
const FIRST_ROW = 4

/** Products in a grid; a click on one goes to the data layer (the route reports the list when shown). */
export function ProductGrid({ products, listName, opensPage = false }: ProductGridProps) {
  const { productChosen } = useStore()
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} pictureFirst={opensPage && index < FIRST_ROW} onSelect={(p) => productChosen(listName, p)} />
        </li>
      ))}
    </ul>
  )
}
