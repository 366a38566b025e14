import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { SubmitForm } from '#components/ui/submit-form.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { OrderSummary } from '#components/order-summary.tsx'
import { OrderStatus } from '#components/order-status.tsx'
import { PaymentSummary } from '#components/payment-summary.tsx'

/** A guest finds an order by its number and the email it was placed with. */
export function OrderLookupPage() {
  const store = useStore()
  const actor = useScreenChart(store.logic.orderLookup)
  const { found, order, orderNumber, email, errors, error, busy } = useView(actor, (s) => ({ ...s.context, found: s.matches('found'), busy: s.hasTag('busy') }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  if (found && order) {
    return (
      <div className="order-lookup">
        <h1>
          <Trans>Order {order.orderNumber}</Trans>
        </h1>
        <OrderStatus status={order.status} shipment={order.shipment} />
        <OrderSummary lines={order.lines} totals={order} />
        <PaymentSummary payment={order.payment} />
        <Button variant="secondary" onPress={() => actor.send({ type: 'orderLookup.again' })}>
          <Trans>Look up another order</Trans>
        </Button>
      </div>
    )
  }
  return (
    <div className="order-lookup">
      <h1>
        <Trans>Order lookup</Trans>
      </h1>
      <p>
        <Trans>Enter your order number and the email address you placed it with.</Trans>
      </p>
      {error && <p role="alert">{message(error)}</p>}
      <SubmitForm onSubmit={() => actor.send({ type: 'orderLookup.submit' })}>
        <TextField
          label={t`Order number`}
          value={orderNumber}
          onChange={(value) => actor.send({ type: 'orderLookup.change', field: 'orderNumber', value })}
          errorMessage={message(errors.orderNumber)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => actor.send({ type: 'orderLookup.change', field: 'email', value })}
          errorMessage={message(errors.email)}
        />
        <Button type="submit" isPending={busy}>
          <Trans>Find my order</Trans>
        </Button>
      </SubmitForm>
    </div>
  )
}
