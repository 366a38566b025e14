import { Trans, useLingui } from '@lingui/react/macro'
import type { CartLine } from '#domain/cart.ts'
import { isShort, lineQuantityLimit } from '#domain/cart.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { QuantityField } from '#components/ui/quantity-field.tsx'
import { Price } from '#components/price.tsx'
import { useCart } from '#app/use-cart.ts'

/** The cart's lines, each with its quantity and a way to remove it; a line the shopper's location cannot supply says why. */
export function CartLines({ lines, zip }: { lines: CartLine[]; zip: boolean }) {
  const { send, canChange } = useCart()
  const { t } = useLingui()
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <li key={line.lineId} className="cart-line">
          <img src={line.imageUrl} alt="" width={80} height={80} />
          <div className="cart-line__body">
            {line.multipack ? (
              <>
                <p className="cart-line__title">{line.title}</p>
                <p className="cart-line__mix">{line.multipackList?.map((pick) => `${pick.quantity} × ${pick.title}`).join(', ')}</p>
                <Link to="/varietypack/customize" search={{ edit: line.lineId }}>
                  <Trans>Edit mix</Trans>
                </Link>
              </>
            ) : line.giftCard ? (
              <>
                <p className="cart-line__title">{line.title}</p>
                <p className="cart-line__mix">
                  <Trans>
                    For {line.giftCard.firstName} {line.giftCard.lastName}, {line.giftCard.recipientEmail}
                  </Trans>
                </p>
              </>
            ) : line.productId ? (
              <Link to="/product/$slug" params={{ slug: line.slug }}>
                {line.title}
              </Link>
            ) : (
              <Link to="/bundle/$slug" params={{ slug: line.slug }}>
                {line.title}
              </Link>
            )}
            <p className="cart-line__price">
              <Price cents={line.currentPrice} /> <Trans>each</Trans>
            </p>
            {isShort(line) && (
              <p className="badge badge--unavailable">
                {line.availableQty > 0 ? (
                  <Trans>Only {line.availableQty} left</Trans>
                ) : zip ? (
                  <Trans>This product is not available for selected shipping zip code.</Trans>
                ) : (
                  <Trans>This product is not available</Trans>
                )}
              </p>
            )}
          </div>
          {/* An e-gift card is one card to one recipient. */}
          {line.giftCard ? (
            <p className="cart-line__quantity">1</p>
          ) : (
            <QuantityField
              label={t`Quantity of ${line.title}`}
              hideLabel
              decrementLabel={t`One fewer`}
              incrementLabel={t`One more`}
              minValue={1}
              maxValue={lineQuantityLimit(line)}
              value={line.quantity}
              isDisabled={!canChange}
              onChange={(quantity) => send({ type: 'cart.setQuantity', lineId: line.lineId, quantity })}
            />
          )}
          <p className="cart-line__total">
            <Price cents={line.currentPrice * line.quantity} />
          </p>
          <Button
            variant="quiet"
            isDisabled={!canChange}
            onPress={() => send({ type: 'cart.remove', lineId: line.lineId })}
            aria-label={t`Remove ${line.title}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </li>
      ))}
    </ul>
  )
}
