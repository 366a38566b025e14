import { describe, expect, it } from 'vitest'
import { BillingAddressSchema, ContactSchema, fieldErrors, ShippingAddressSchema } from './address.ts'

const home = {
  firstName: 'Ana',
  lastName: 'O’Neil'.replace('’', "'"),
  address: '12 Elm St.',
  addressDetails: 'Apt #4',
  city: 'Albany',
  state: 'NY',
  zipcode: '12207',
  country: 'US',
}

describe('checkout addresses (SPEC §5)', () => {
  it('accept a good address, with the state in lower case', () => {
    expect(fieldErrors(ShippingAddressSchema, home)).toEqual({})
  })

  it('give each name its rule: required, 2 to 30 characters, letters . & apostrophe and space', () => {
    expect(fieldErrors(ShippingAddressSchema, { ...home, firstName: '' })).toEqual({ firstName: 'nameRequired' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, firstName: 'A' })).toEqual({ firstName: 'nameTooShort' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, lastName: 'B'.repeat(31) })).toEqual({ lastName: 'nameTooLong' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, lastName: 'R2D2' })).toEqual({ lastName: 'nameLetters' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, firstName: 'José & Mª' })).toEqual({})
  })

  it('refuse a P.O. Box, a long address and characters an address does not have', () => {
    for (const address of ['PO Box 12', 'P.O. Box 7', 'p o box 3', 'Post Office Box 9'])
      expect(fieldErrors(ShippingAddressSchema, { ...home, address })).toEqual({ address: 'addressPoBox' })
    expect(fieldErrors(BillingAddressSchema, { ...home, addressDetails: 'PO Box 4' })).toEqual({ addressDetails: 'addressPoBox' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, address: '1'.repeat(31) })).toEqual({ address: 'addressTooLong' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, address: '12 Elm <St>' })).toEqual({ address: 'addressCharacters' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, address: ' ' })).toEqual({ address: 'addressRequired' })
  })

  it('need city, state and country, a 5-digit zip that belongs to the state, and never ship to Hawaii or Alaska', () => {
    expect(fieldErrors(ShippingAddressSchema, { ...home, city: '', state: '', country: '' })).toEqual({
      city: 'cityRequired',
      state: 'stateRequired',
      country: 'countryRequired',
    })
    expect(fieldErrors(ShippingAddressSchema, { ...home, zipcode: '1220' })).toEqual({ zipcode: 'zipFormat' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, zipcode: '90210' })).toEqual({ zipcode: 'zipNotInState' })
    expect(fieldErrors(ShippingAddressSchema, { ...home, state: 'hi', zipcode: '96813' })).toEqual({ state: 'noShippingToState' })
    // A card can be billed to Hawaii.
    expect(fieldErrors(BillingAddressSchema, { ...home, state: 'hi', zipcode: '96813' })).toEqual({})
  })
})

describe('checkout contact (SPEC §5)', () => {
  it('needs an email and a ten-digit phone number', () => {
    expect(fieldErrors(ContactSchema, { email: 'ana@example.com', phoneNumber: '(518) 555-0142' })).toEqual({})
    expect(fieldErrors(ContactSchema, { email: '', phoneNumber: '' })).toEqual({ email: 'emailRequired', phoneNumber: 'phoneRequired' })
    expect(fieldErrors(ContactSchema, { email: 'ana@', phoneNumber: '518-555-01x2' })).toEqual({ email: 'emailFormat', phoneNumber: 'phoneNotNumber' })
    expect(fieldErrors(ContactSchema, { email: 'ana@example.com', phoneNumber: '518555014' })).toEqual({ phoneNumber: 'phoneLength' })
  })
})
