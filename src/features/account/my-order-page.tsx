import { Trans, useLingui } from '@lingui/react/macro'
import type { PlacedOrder } from '#domain/order.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { OrderStatus } from '#components/order-status.tsx'
import { OrderSummary } from '#components/order-summary.tsx'
import { ShipsTo } from '#components/postal-address.tsx'
import { PaymentSummary } from '#components/payment-summary.tsx'
import { Loading } from '#components/loading.tsx'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'

/** One of the customer's orders: where it is, what it held, where it went, and Reorder. */
export function MyOrderPage({ order }: { order: PlacedOrder | undefined }) {
  if (!order) return <Loading />
  return <MyOrder order={order} />
}

function MyOrder({ order }: { order: PlacedOrder }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.reorder, { orderNumber: order.orderNumber })
  const { error, busy } = useView(actor, (state) => ({ error: state.context.error, busy: state.hasTag('busy') }))
  const { i18n } = useLingui()
  return (
    <div className="my-order">
      <Link to="/my-account/my-orders">
        <Trans>My orders</Trans>
      </Link>
      <h2>
        <Trans>Order {order.orderNumber}</Trans>
      </h2>
      <OrderStatus status={order.status} shipment={order.shipment} />
      <OrderSummary lines={order.lines} totals={order} />
      <ShipsTo address={order.shipping} heading="h3" />
      <PaymentSummary payment={order.payment} />
      {error && <p role="alert">{i18n._(messageFor(error))}</p>}
      <Button isPending={busy} onPress={() => actor.send({ type: 'reorder.start' })}>
        <Trans>Reorder</Trans>
      </Button>
    </div>
  )
}
