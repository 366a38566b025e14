import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Checkbox } from '#components/ui/checkbox.tsx'
import { Radio, RadioGroup } from '#components/ui/radio-group.tsx'
import { SubmitForm } from '#components/ui/submit-form.tsx'
import { AddressFields } from '#components/address-fields.tsx'
import { mayKeepShippingAddress } from '#domain/checkout-form.ts'
import { useCheckout, useCheckoutView, useFieldError } from './use-checkout.ts'

/** The value of the choice that types a new address. */
const NEW_ADDRESS = 'new'

/**
 * Where the order ships: one of a customer's saved addresses (the primary first) or one typed, which a
 * customer may keep. Typed into as soon as the page shows, and Continue pressed as checkout opens is
 * made once it has.
 */
export function ShippingStep() {
  const actor = useCheckout()
  const { t } = useLingui()
  const shippingError = useFieldError('shipping')
  // Busy checking the zip, or with Continue pressed as checkout opened, made once it has.
  const { shipping, savedAddresses, chosen, mayKeep, keep, busy } = useCheckoutView((s) => ({
    shipping: s.context.form.shipping,
    savedAddresses: s.context.savedAddresses,
    chosen: s.context.form.selectedShippingAddress ?? NEW_ADDRESS,
    mayKeep: mayKeepShippingAddress(s.context.form, s.context.savedAddresses !== undefined),
    keep: s.context.form.keepShippingAddress,
    busy: s.hasTag('busy') || s.context.continueHeld,
  }))
  const choose = (value: string) => actor.send(value === NEW_ADDRESS ? { type: 'checkout.shipToNew' } : { type: 'checkout.shipTo', addressId: value })
  return (
    <SubmitForm className="checkout__step" aria-labelledby="shipping-title" onSubmit={() => actor.send({ type: 'checkout.continue' })}>
      <h2 id="shipping-title">
        <Trans>Shipping address</Trans>
      </h2>
      {savedAddresses && savedAddresses.length > 0 && (
        <RadioGroup label={t`Ship to`} value={chosen} onChange={choose}>
          {savedAddresses.map((saved) => (
            <Radio key={saved.id} value={saved.id}>
              {saved.firstName} {saved.lastName}, {saved.address}
              {saved.addressDetails && ` ${saved.addressDetails}`}, {saved.city}, {saved.state.toUpperCase()} {saved.zipcode}
            </Radio>
          ))}
          <Radio value={NEW_ADDRESS}>
            <Trans>A new address</Trans>
          </Radio>
        </RadioGroup>
      )}
      <AddressFields
        section="shipping"
        address={shipping}
        onEdit={(field, value) => actor.send({ type: 'checkout.edit', field: `shipping.${field}`, value })}
        error={shippingError}
      />
      {mayKeep && (
        <Checkbox isSelected={keep} onChange={(keep) => actor.send({ type: 'checkout.keepAddress', keep })}>
          <Trans>Keep this address in my account</Trans>
        </Checkbox>
      )}
      <Button type="submit" isPending={busy}>
        <Trans>Continue to payment</Trans>
      </Button>
    </SubmitForm>
  )
}
