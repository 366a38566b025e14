import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { SubmitForm } from '../../components/ui/submit-form.tsx'
import { AddressFields } from '../../components/address-fields.tsx'
import { useCheckout, useCheckoutView, useFieldError } from './use-checkout.ts'

/** Where the order ships: typed into as soon as the page shows, and Continue pressed as checkout opens is made once it has. */
export function ShippingStep() {
  const actor = useCheckout()
  const shippingError = useFieldError('shipping')
  // Busy checking the zip, or with Continue pressed as checkout opened, made once it has.
  const { shipping, busy } = useCheckoutView((s) => ({ shipping: s.context.form.shipping, busy: s.hasTag('busy') || s.context.continueHeld }))
  return (
    <SubmitForm className="checkout__step" aria-labelledby="shipping-title" onSubmit={() => actor.send({ type: 'checkout.continue' })}>
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
    </SubmitForm>
  )
}
