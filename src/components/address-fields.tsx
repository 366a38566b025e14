import { useLingui } from '@lingui/react/macro'
import { US_STATE_NAMES, US_STATES } from '#domain/address.ts'
import type { AddressDraft } from '#domain/checkout-form.ts'
import { TextField } from './ui/text-field.tsx'
import { Select } from './ui/select.tsx'

const STATES = US_STATES.map((id) => ({ id, name: US_STATE_NAMES[id] }))

export interface AddressFieldsProps {
  /** Names the fields (`shipping.city`) and their autocomplete section. */
  section: 'shipping' | 'billing' | 'address'
  address: AddressDraft
  /** A field of the address (`city`) and what was typed into it. */
  onEdit: (field: keyof AddressDraft, value: string) => void
  /** The translated message of a field's broken rule. */
  error: (name: string) => string | undefined
}

/** One address's fields, each with its rule's message beside it. */
export function AddressFields({ section, address, onEdit, error }: AddressFieldsProps) {
  const { t } = useLingui()
  const field = (name: keyof AddressDraft) => ({
    name: `${section}.${name}`,
    value: address[name],
    onChange: (value: string) => onEdit(name, value),
    errorMessage: error(name),
  })
  const auto = section === 'billing' ? 'billing' : 'shipping'
  return (
    <div className="address-fields">
      <div className="form-row">
        <TextField label={t`First name`} autoComplete={`${auto} given-name`} {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete={`${auto} family-name`} {...field('lastName')} />
      </div>
      <TextField label={t`Address`} autoComplete={`${auto} address-line1`} {...field('address')} />
      <TextField label={t`Apartment, suite (optional)`} autoComplete={`${auto} address-line2`} {...field('addressDetails')} />
      <div className="form-row">
        <TextField label={t`City`} autoComplete={`${auto} address-level2`} {...field('city')} />
        <Select label={t`State`} placeholder={t`Choose a state`} options={STATES} {...field('state')} />
        <TextField label={t`Zip code`} inputMode="numeric" autoComplete={`${auto} postal-code`} {...field('zipcode')} />
      </div>
    </div>
  )
}
