import { defineModel, done, failed } from '../testing/model.ts'
import { addressBookMachine, type SavedAddress } from './address-book.machine.ts'

export const HOME: SavedAddress = {
  id: 'a1',
  primaryAddr: true,
  firstName: 'Ana',
  lastName: 'Lee',
  address: '12 Elm St',
  addressDetails: '',
  city: 'Albany',
  state: 'ny',
  zipcode: '12207',
  country: 'US',
}
export const WORK: SavedAddress = { ...HOME, id: 'a2', primaryAddr: false, address: '40 Pine Ave' }

/** Addresses added, changed, made primary or deleted, each sent and the list taken as the server answers. */
export const addressBookModel = defineModel({
  machine: addressBookMachine,
  starts: { 'two saved addresses': { addresses: [HOME, WORK] } },
  events: {
    'edits the work address': { type: 'addressBook.edit', id: 'a2' },
    'types a street': { type: 'addressBook.change', field: 'address', value: '7 Oak Rd' },
    'clears the city': { type: 'addressBook.change', field: 'city', value: '' },
    'makes work primary': { type: 'addressBook.makePrimary', id: 'a2' },
    'deletes home': { type: 'addressBook.delete', id: 'a1' },
    'the server keeps the change': done('changeAddresses', { addresses: [{ ...WORK, primaryAddr: true }] }),
    'the server cannot be reached': failed('changeAddresses', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the server refuses the street': failed('changeAddresses', { errorKey: 'invalidInput', data: { fields: { address: 'poBoxNotAllowed' } } }),
  },
  // A refusal of the fields is an answer to an address typed.
  onlyIn: { 'the server refuses the street': ['saving'] },
  facts: ({ context }) => ({
    saved: context.addresses.length,
    editing: context.editing,
    street: context.form.address || undefined,
    city: context.form.city !== '',
    errors: Object.keys(context.errors).length > 0,
    error: context.error,
  }),
})
