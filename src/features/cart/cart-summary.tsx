import { Trans } from '@lingui/react/macro'
import type { Cart } from '../../domain/cart.ts'
import { Price } from '../../components/price.tsx'

export function CartSummary({ cart }: { cart: Cart }) {
  const zipcode = cart.taxInfo?.zipcode
  return (
    <dl className="cart-summary">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>
        <Price cents={cart.subTotal} />
      </dd>
      {cart.discount > 0 && (
        <>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>
            −<Price cents={cart.discount} />
          </dd>
        </>
      )}
      <dt>
        <Trans>Shipping</Trans>
      </dt>
      <dd>{cart.shippingCharge === 0 ? <Trans>Free</Trans> : <Price cents={cart.shippingCharge} />}</dd>
      {cart.taxInfo && (
        <>
          <dt>
            <Trans>Estimated tax for {zipcode}</Trans>
          </dt>
          <dd>
            <Price cents={cart.taxInfo.taxAmount} />
          </dd>
        </>
      )}
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd className="cart-summary__total">
        <Price cents={cart.taxInfo?.totalAmount ?? cart.totalAmount} />
      </dd>
    </dl>
  )
}
