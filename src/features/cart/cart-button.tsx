import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'
import { CartIcon } from '#components/ui/icons.tsx'
import { useCart } from '#app/use-cart.ts'
import { withAllMessages } from '#i18n/i18n.ts'

const MiniCart = lazy(() => withAllMessages(import('./mini-cart.tsx')))

/** The header's way to the cart, with how many items it holds. */
export function CartButton() {
  const { cart, miniCartOpen } = useCart()
  const { t } = useLingui()
  const count = cart?.cartCount ?? 0
  return (
    <>
      {/* The icon and the count, read as "Cart, 2 items". */}
      <Link to="/cart" className="header-action cart-button" aria-label={t`Cart, ${count} items`}>
        <CartIcon />
        <span className="count-badge cart-button__count">{count}</span>
      </Link>
      {miniCartOpen && (
        <Suspense>
          <MiniCart />
        </Suspense>
      )}
    </>
  )
}
