import { Trans } from '@lingui/react/macro'
import { shipsSomething, type Cart } from '#domain/cart.ts'
import { Totals } from '#components/totals.tsx'

/** The cart's totals, with the tax estimated for the shopper's zip once there is one. */
export function CartSummary({ cart, repricing }: { cart: Cart; repricing: boolean }) {
  const estimate = cart.taxInfo
  const zipcode = estimate?.zipcode
  return (
    <>
      <Totals
        className="cart-summary"
        totals={{ ...cart, totalAmount: estimate?.totalAmount ?? cart.totalAmount }}
        tax={estimate && { label: <Trans>Estimated tax for {zipcode}</Trans>, cents: estimate.taxAmount }}
        pending={repricing}
        ships={shipsSomething(cart.cartItems)}
      />
      {repricing && (
        <p role="status" className="cart-summary__note">
          <Trans>Totals update once your changes are saved.</Trans>
        </p>
      )}
    </>
  )
}
