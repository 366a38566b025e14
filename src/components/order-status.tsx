import { Trans } from '@lingui/react/macro'
import type { PlacedOrder } from '#domain/order.ts'

/** Where an order is, in words. */
export function OrderStatus({ status, shipment }: Pick<PlacedOrder, 'status' | 'shipment'>) {
  return (
    <p className="order-status" role="status">
      {status === 'placed' && <Trans>Placed: we are packing it.</Trans>}
      {status === 'shipped' && <Trans>Shipped: it is on its way.</Trans>}
      {status === 'shipped' && shipment && (
        <>
          {' '}
          <Trans>
            Carrier: {shipment.carrier}. Tracking number: {shipment.trackingNumber}.
          </Trans>
        </>
      )}
      {status === 'delivered' && <Trans>Delivered.</Trans>}
      {status === 'cancelled' && <Trans>Cancelled.</Trans>}
    </p>
  )
}
