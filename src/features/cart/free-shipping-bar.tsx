import { Trans, useLingui } from '@lingui/react/macro'
import { freeShippingProgress, shippingStanding, type Cart } from '#domain/cart.ts'
import { Price } from '#components/price.tsx'

/**
 * How far the cart's snacks are from free shipping, by the rule its shipping is charged by: nothing for
 * a cart that ships nothing, or where the store offers no free shipping and no coupon makes it free.
 * While changes wait to be priced, the bar stays as it was and says nothing it cannot know.
 */
export function FreeShippingBar({ cart, freeShipping, repricing }: { cart: Cart; freeShipping: boolean; repricing: boolean }) {
  const { t } = useLingui()
  const bar = freeShippingProgress(shippingStanding(cart.cartItems, { freeShipping, coupon: cart.coupon }))
  if (!bar) return null
  const { free, more, progress } = bar
  return (
    <div className="free-shipping" aria-busy={repricing || undefined}>
      <p>
        {repricing ? (
          <Trans>Free shipping is worked out once your changes are saved.</Trans>
        ) : free ? (
          <Trans>Your order ships free.</Trans>
        ) : (
          <Trans>
            Add <Price cents={more} /> more for free shipping.
          </Trans>
        )}
      </p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={t`Progress to free shipping`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="free-shipping__fill" style={{ width: `${progress * 100}%` }} />
      </div>
    </div>
  )
}
