import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '../../components/ui/button.tsx'
import { AddressFields } from '../../components/address-fields.tsx'
import { useCheckout, useFieldError } from './use-checkout.ts'

/** Where the order ships. */
export function ShippingStep() {
  const actor = useCheckout()
  const shippingError = useFieldError('shipping')
  const shipping = useSelector(actor, (s) => s.context.form.shipping)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Form
      className="checkout__step"
      validationBehavior="aria"
      aria-labelledby="shipping-title"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'checkout.continue' })
      }}
    >
      <h2 id="shipping-title">
        <Trans>Shipping address</Trans>
      </h2>
      <AddressFields
        section="shipping"
        address={shipping}
        onEdit={(field, value) => actor.send({ type: 'checkout.edit', field: `shipping.${field}`, value })}
        error={shippingError}
      />
      <Button type="submit" isPending={busy}>
        <Trans>Continue to payment</Trans>
      </Button>
    </Form>
  )
}
