import { Trans } from '@lingui/react/macro'
import type { PlacedOrder } from '#domain/order.ts'
import { Link } from '#components/ui/link.tsx'
import { OrderSummary } from '#components/order-summary.tsx'
import { ShipsTo } from '#components/postal-address.tsx'
import { PaymentSummary } from '#components/payment-summary.tsx'

/** The order just placed: its number, what is coming, where, and what it cost. Reachable again by reload. */
export function ThankYouPage({ order }: { order: PlacedOrder }) {
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
      <ShipsTo address={order.shipping} heading="h2" />
      <PaymentSummary payment={order.payment} />
      <Link to="/all-snacks">
        <Trans>Keep shopping</Trans>
      </Link>
    </div>
  )
}
