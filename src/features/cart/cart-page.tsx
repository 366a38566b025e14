import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useZip } from '#app/use-zip.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { shortLines } from '#domain/cart.ts'
import { CartLines } from './cart-lines.tsx'
import { CartSummary } from './cart-summary.tsx'
import { FreeShippingBar } from './free-shipping-bar.tsx'
import { useCart } from '#app/use-cart.ts'
import { CouponForm } from './coupon-form.tsx'
import { CartSaving } from './cart-saving.tsx'

export function CartPage({ freeShipping }: { freeShipping: boolean }) {
  const { send, cart, error, failed, repricing } = useCart()
  // Stock is checked again each time the cart page is shown.
  useEffect(() => send({ type: 'cart.review' }), [send])
  const { i18n } = useLingui()
  const { current: zip } = useZip()
  const short = shortLines(cart).length
  return (
    <div className="cart-page">
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      {failed && (
        <div role="alert">
          <p>
            <Trans>We couldn’t load your cart.</Trans>
          </p>
          <Button onPress={() => send({ type: 'cart.retry' })}>
            <Trans>Try again?</Trans>
          </Button>
        </div>
      )}
      {error && <p role="alert">{i18n._(messageFor(error))}</p>}
      <CartSaving />
      {cart && cart.cartItems.length === 0 && (
        <div className="empty-state">
          <h2>
            <Trans>Cart is empty</Trans>
          </h2>
          <Link to="/all-snacks">
            <Trans>Browse all snacks</Trans>
          </Link>
        </div>
      )}
      {cart && cart.cartItems.length > 0 && (
        <>
          <FreeShippingBar cart={cart} freeShipping={freeShipping} repricing={repricing} />
          {short > 0 && (
            <p role="status" className="cart-page__notice">
              <Trans>Some items in your cart are no longer available in the quantity you chose. Change or remove them.</Trans>
            </p>
          )}
          <CartLines lines={cart.cartItems} zip={zip !== undefined} />
          <div className="cart-page__footer">
            <CouponForm coupon={cart.coupon} />
            <div>
              <CartSummary cart={cart} repricing={repricing} />
              <Link to="/checkout" className="button button--primary cart-page__checkout">
                <Trans>Checkout</Trans>
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  )
}
