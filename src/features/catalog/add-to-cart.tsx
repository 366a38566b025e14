import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { addableQuantity } from '#domain/cart-quantities.ts'
import { Button } from '#components/ui/button.tsx'
import { QuantityField } from '#components/ui/quantity-field.tsx'
import { useCart } from '#app/use-cart.ts'
import { withAllMessages } from '#i18n/i18n.ts'

const SaidMessage = lazy(() => withAllMessages(import('#components/said-message.tsx')))

export interface AddToCartProps {
  itemId: string
  title: string
  /** How many the shopper's location has; the quantity cannot go past it. */
  availableQty: number
}

export function AddToCart({ itemId, title, availableQty }: AddToCartProps) {
  const { send, canChange, busy, error, quantities } = useCart()
  const { t } = useLingui()
  const [quantity, setQuantity] = useState(1)
  const inCart = quantities.get(itemId) ?? 0
  const max = addableQuantity(availableQty, inCart)
  if (max <= 0) {
    return (
      <p className="add-to-cart" role="status">
        <Trans>{inCart} in your cart, the most you can order.</Trans>
      </p>
    )
  }
  return (
    <div className="add-to-cart">
      {inCart > 0 && (
        <p>
          <Trans>{inCart} in your cart</Trans>
        </p>
      )}
      <QuantityField
        label={t`Quantity`}
        decrementLabel={t`One fewer`}
        incrementLabel={t`One more`}
        minValue={1}
        maxValue={max}
        value={Math.min(quantity, max)}
        onChange={setQuantity}
      />
      <Button isDisabled={!canChange} isPending={busy} onPress={() => send({ type: 'cart.add', itemId, quantity: Math.min(quantity, max), title })}>
        <Trans>Add to cart</Trans>
        <span className="visually-hidden"> {title}</span>
      </Button>
      {error && (
        <p className="add-to-cart__error" role="alert">
          <Suspense>
            <SaidMessage id={error} />
          </Suspense>
        </p>
      )}
    </div>
  )
}
