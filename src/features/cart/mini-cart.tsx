import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import { Dialog } from '#components/ui/dialog.tsx'
import { Link } from '#components/ui/link.tsx'
import { Button } from '#components/ui/button.tsx'
import { Price } from '#components/price.tsx'
import { useCart } from '#app/use-cart.ts'
import { CartSaving } from './cart-saving.tsx'
import { withAllMessages } from '#i18n/i18n.ts'

const SaidMessage = lazy(() => withAllMessages(import('#components/said-message.tsx')))

/** Opens after an add: what is in the cart, and the way to it. */
export default function MiniCart() {
  const { send, cart, error, repricing } = useCart()
  const close = () => send({ type: 'cart.closeMiniCart' })
  return (
    <Dialog isOpen onOpenChange={(open) => !open && close()} title={<Trans>Added to your cart</Trans>}>
      <ul className="mini-cart">
        {cart?.cartItems.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.title}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert">
          <Suspense>
            <SaidMessage id={error} />
          </Suspense>
        </p>
      )}
      <CartSaving />
      {repricing ? (
        <p aria-busy="true">
          <Trans>The subtotal updates once your changes are saved.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Subtotal</Trans> <Price cents={cart?.subTotal ?? 0} />
        </p>
      )}
      <div className="dialog__actions">
        <Link to="/checkout" className="button button--primary" onClick={close}>
          <Trans>Checkout</Trans>
        </Link>
        <Link to="/cart" className="button button--secondary" onClick={close}>
          <Trans>View cart</Trans>
        </Link>
        <Button variant="secondary" onPress={close}>
          <Trans>Keep shopping</Trans>
        </Button>
      </div>
    </Dialog>
  )
}
