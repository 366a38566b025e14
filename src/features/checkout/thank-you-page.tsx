import { Trans } from '@lingui/react/macro'
import type { PlacedOrder } from '../../domain/order.ts'
import { Link } from '../../components/ui/link.tsx'
import { OrderSummary } from './order-summary.tsx'

/** The order just placed: its number, what is coming, where, and what it cost. Reachable again by reload. */
export function ThankYouPage({ order }: { order: PlacedOrder }) {
  const to = order.shipping
  return (
    <div className="thank-you">
      <h1>
        <Trans>Thank you for your order!</Trans>
      </h1>
      <p className="thank-you__number">
        <Trans>
          Your order number is <strong>{order.orderNumber}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>We sent a confirmation to {order.email}.</Trans>
      </p>
      <OrderSummary lines={order.lines} totals={order} />
      <h2>
        <Trans>Ships to</Trans>
      </h2>
      <p>
        {to.firstName} {to.lastName}
        <br />
        {to.address}
        {to.addressDetails && `, ${to.addressDetails}`}
        <br />
        {to.city}, {to.state.toUpperCase()} {to.zipcode}
      </p>
      <p>
        <Trans>
          Paid with {order.payment.cardType} {order.payment.cardNumberMask}
        </Trans>
      </p>
      <Link to="/all-snacks">
        <Trans>Keep shopping</Trans>
      </Link>
    </div>
  )
}
