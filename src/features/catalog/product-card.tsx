import { Trans } from '@lingui/react/macro'
import { isBuyable, type ProductSummary } from '#domain/catalog.ts'
import { addableQuantity } from '#domain/cart-quantities.ts'
import { Link } from '#components/ui/link.tsx'
import { Price } from '#components/price.tsx'
import { Button } from '#components/ui/button.tsx'
import { useCart } from '#app/use-cart.ts'

export interface ProductCardProps {
  product: ProductSummary
  onSelect?: (product: ProductSummary) => void
  /** The card is on the page's first screen: its picture loads with the page. */
  pictureFirst?: boolean
}

export function ProductCard({ product, onSelect, pictureFirst = false }: ProductCardProps) {
  return (
    <article className="product-card">
      <img src={product.imageUrl} alt="" width={200} height={200} loading={pictureFirst ? 'eager' : 'lazy'} />
      <p className="product-card__brand">{product.brand.name}</p>
      <h3 className="product-card__title">
        <Link to="/product/$slug" params={{ slug: product.slug }} onClick={() => onSelect?.(product)}>
          {product.title}
        </Link>
      </h3>
      <p className="product-card__meta">
        <Trans>{product.sizeOz} oz</Trans> · <Price cents={product.priceCents} />
      </p>
      {isBuyable(product) && <AddButton product={product} />}
      {product.availability === 'outOfStock' && (
        <p className="badge badge--unavailable">
          <Trans>Out of stock</Trans>
        </p>
      )}
      {product.availability === 'preOrder' && (
        <p className="badge badge--preorder">
          <Trans>Pre-order</Trans>
        </p>
      )}
    </article>
  )
}

/**
 * The card's one part that reads the cart: when the browser takes the page over and the cart
 * answers, only the buttons render again, not every card.
 */
function AddButton({ product }: { product: ProductSummary }) {
  const { send, canChange, quantities } = useCart()
  // One more goes in while the location has it and the line is below its limit.
  const addable = addableQuantity(product.availableQty, quantities.get(product.id) ?? 0) > 0
  return (
    <Button
      variant="secondary"
      isDisabled={!canChange || !addable}
      onPress={() => send({ type: 'cart.add', itemId: product.id, quantity: 1, title: product.title })}
    >
      <Trans>Add to cart</Trans>
      <span className="visually-hidden"> {product.title}</span>
    </Button>
  )
}
