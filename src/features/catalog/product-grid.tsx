import { useEffect } from 'react'
import type { ProductSummary } from '../../domain/catalog.ts'
import { analyticsItem } from '../../analytics/products.ts'
import { useStore } from '../shell/store-context.ts'
import { ProductCard } from './product-card.tsx'

export interface ProductGridProps {
  products: ProductSummary[]
  /** The list's name in analytics. */
  listName: string
}

/** Products in a grid; the list's impressions and clicks go to the data layer. */
export function ProductGrid({ products, listName }: ProductGridProps) {
  const { track } = useStore()
  useEffect(() => {
    if (products.length > 0) track({ event: 'view_item_list', item_list_name: listName, items: products.map(analyticsItem) })
  }, [products, listName, track])
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onSelect={(p) => track({ event: 'select_item', item_list_name: listName, items: [analyticsItem(p)] })} />
        </li>
      ))}
    </ul>
  )
}
