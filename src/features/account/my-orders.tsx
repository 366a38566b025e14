import { Trans, useLingui } from '@lingui/react/macro'
import type { PlacedOrder } from '#domain/order.ts'
import { Link } from '#components/ui/link.tsx'
import { Price } from '#components/price.tsx'

/** My orders: the customer's order history, the latest first, each linked to its details and Reorder. */
export function MyOrders({ orders }: { orders: PlacedOrder[] }) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">
        <Trans>My orders</Trans>
      </h2>
      {orders.length === 0 ? (
        <p>
          <Trans>No orders yet.</Trans>
        </p>
      ) : (
        <ul className="my-account__orders">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <Link to="/my-account/orders/$orderNumber" params={{ orderNumber: order.orderNumber }}>
                {order.orderNumber}
              </Link>{' '}
              {i18n.date(new Date(order.placedAt), { dateStyle: 'medium' })} · <Price cents={order.totalAmount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
