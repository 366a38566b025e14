import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors, ShippingAddressSchema } from '#domain/address.ts'
import { emptyAddress, type AddressDraft, type SavedAddress } from '#domain/checkout-form.ts'
import { problemOf } from '#domain/envelope.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'
import { sayDone } from '../toast/say-done.ts'
import { DoneMessage } from '#domain/done-message.ts'

export type { SavedAddress }

export interface AddressBookContext {
  addresses: SavedAddress[]
  /** The address being typed, and which saved one it changes (none for a new one). */
  form: AddressDraft
  editing?: string
  /** Message ids by field. */
  errors: Record<string, string>
  error?: string
}

export type AddressBookEvent =
  | { type: 'addressBook.add' }
  | { type: 'addressBook.edit'; id: string }
  | { type: 'addressBook.change'; field: keyof AddressDraft; value: string }
  | { type: 'addressBook.save' }
  | { type: 'addressBook.cancel' }
  | { type: 'addressBook.makePrimary'; id: string }
  | { type: 'addressBook.delete'; id: string }

export type AddressChange = { type: 'save'; id?: string; address: AddressDraft; primary: boolean } | { type: 'delete'; id: string }

const form = formParts<AddressBookContext, AddressBookEvent>((context) => fieldErrors(ShippingAddressSchema, context.form))
const addressOf = ({ id: _, primaryAddr: __, ...address }: SavedAddress): AddressDraft => address

/** My addresses: added, changed, one made primary, deleted; each change sent, and the list as the server keeps it. */
export const addressBookMachine = setup({
  types: { context: {} as AddressBookContext, events: {} as AddressBookEvent, input: {} as { addresses: SavedAddress[] } },
  actors: {
    changeAddresses: fromPromise<{ addresses: SavedAddress[] }, AddressChange>(() => Promise.reject(new Error('changeAddresses is provided by the app'))),
  },
  actions: { ...form.actions, sayAddressSaved: sayDone<AddressBookContext>(DoneMessage.addressSaved) },
  guards: form.guards,
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({ addresses: input.addresses, form: emptyAddress(), errors: {} }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'addressBook.add': { target: 'editing', actions: assign({ form: emptyAddress(), editing: undefined, errors: {}, error: undefined }) },
        'addressBook.edit': {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const saved = context.addresses.find((address) => address.id === event.id)
            return { form: saved ? addressOf(saved) : emptyAddress(), editing: saved?.id, errors: {}, error: undefined }
          }),
        },
        'addressBook.makePrimary': { target: 'changing', actions: assign({ error: undefined }) },
        'addressBook.delete': { target: 'changing', actions: assign({ error: undefined }) },
      },
    },
    // The form shows while it is typed and while it is sent: what was typed stays until the server keeps it.
    editing: {
      tags: ['form'],
      on: {
        'addressBook.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: withoutError(context.errors, event.field),
          })),
        },
        'addressBook.cancel': 'listing',
        'addressBook.save': submitted('saving'),
      },
    },
    // Refused, the form says why, beside the fields it names; not sent (no answer), it says so, and Save sends it again.
    saving: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'changeAddresses',
        src: 'changeAddresses',
        input: ({ context }): AddressChange => ({ type: 'save', id: context.editing, address: context.form, primary: false }),
        onDone: { target: 'listing', actions: [assign({ addresses: ({ event }) => event.output.addresses, editing: undefined }), 'sayAddressSaved'] },
        onError: refused('editing'),
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeAddresses',
        src: 'changeAddresses',
        input: ({ context, event }): AddressChange => {
          if (event.type === 'addressBook.delete') return { type: 'delete', id: event.id }
          const saved = context.addresses.find((address) => address.id === (event as { id: string }).id)!
          return { type: 'save', id: saved.id, address: addressOf(saved), primary: true }
        },
        onDone: { target: 'listing', actions: assign({ addresses: ({ event }) => event.output.addresses, editing: undefined }) },
        onError: { target: 'listing', actions: assign({ error: ({ event }) => problemOf(event.error) }) },
      },
    },
  },
})
