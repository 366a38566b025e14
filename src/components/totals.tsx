import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { OrderTotals } from '#domain/order.ts'
import { Price } from './price.tsx'

export interface TotalsProps {
  totals: Omit<OrderTotals, 'taxAmount'>
  /** The tax and what it is called (an estimate for a zip in the cart, the sales tax of an order); none before it is known. */
  tax?: { label: ReactNode; cents: number }
  className: string
  /** The figures are being worked out again (changes the server has not priced yet): shown as they were, marked busy. */
  pending?: boolean
  /** Whether anything ships: e-gift cards alone say nothing about shipping. */
  ships?: boolean
}

/** What a cart or an order comes to: subtotal, discount, shipping (free at nothing; none when nothing ships), tax and total. */
export function Totals({ totals, tax, className, pending = false, ships = true }: TotalsProps) {
  return (
    <dl className={className} aria-busy={pending || undefined}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>
        <Price cents={totals.subTotal} />
      </dd>
      {totals.discount > 0 && (
        <>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>
            −<Price cents={totals.discount} />
          </dd>
        </>
      )}
      {ships && (
        <>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{totals.shippingCharge === 0 ? <Trans>Free</Trans> : <Price cents={totals.shippingCharge} />}</dd>
        </>
      )}
      {tax && (
        <>
          <dt>{tax.label}</dt>
          <dd>
            <Price cents={tax.cents} />
          </dd>
        </>
      )}
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd className="totals__total">
        <Price cents={totals.totalAmount} />
      </dd>
    </dl>
  )
}
