import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { useStore } from '../../app/store-context.ts'
import { OrderSummary } from '../../components/order-summary.tsx'
import { OrderStatus } from '../../components/order-status.tsx'

/** A guest finds an order by its number and the email it was placed with. */
export function OrderLookupPage() {
  const store = useStore()
  const actor = useActorRef(store.logic.orderLookup, { inspect: store.inspect })
  const state = useSelector(actor, (s) => s)
  const { t, i18n } = useLingui()
  const { order, errors, error } = state.context
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  if (state.matches('found') && order) {
    return (
      <div className="order-lookup">
        <h1>
          <Trans>Order {order.orderNumber}</Trans>
        </h1>
        <OrderStatus status={order.status} />
        <OrderSummary lines={order.lines} totals={order} />
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
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'orderLookup.submit' })
        }}
      >
        <TextField
          label={t`Order number`}
          value={state.context.orderNumber}
          onChange={(value) => actor.send({ type: 'orderLookup.change', field: 'orderNumber', value })}
          errorMessage={message(errors.orderNumber)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={state.context.email}
          onChange={(value) => actor.send({ type: 'orderLookup.change', field: 'email', value })}
          errorMessage={message(errors.email)}
        />
        <Button type="submit" isPending={state.hasTag('busy')}>
          <Trans>Find my order</Trans>
        </Button>
      </Form>
    </div>
  )
}
