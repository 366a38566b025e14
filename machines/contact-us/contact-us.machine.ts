import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '#domain/address.ts'
import { ContactUsSchema, type ContactUsField } from '#domain/contact-us.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'

export type ContactUsForm = Record<ContactUsField, string>

export interface ContactUsContext {
  form: ContactUsForm
  /** Message ids by field. */
  errors: Partial<Record<ContactUsField, string>>
  /** A message id for the server's refusal (too many sends, no answer). */
  error?: string
}

export type ContactUsEvent =
  { type: 'contactUs.change'; field: ContactUsField; value: string } | { type: 'contactUs.submit' } | { type: 'contactUs.writeAgain' }

const form = formParts<ContactUsContext, ContactUsEvent>(({ form: typed }) => fieldErrors(ContactUsSchema, typed))
const blank = (email = ''): ContactUsForm => ({ subject: '', name: '', email, description: '' })

/** The contact form (SPEC §5): subject, name, email and description checked, then sent; the shopper may write again. */
export const contactUsMachine = setup({
  types: { context: {} as ContactUsContext, events: {} as ContactUsEvent },
  actors: {
    sendMessage: fromPromise<unknown, ContactUsForm>(() => Promise.reject(new Error('sendMessage is provided by the app'))),
  },
  actions: form.actions,
  guards: form.guards,
}).createMachine({
  id: 'contactUs',
  context: { form: blank(), errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contactUs.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: withoutError(context.errors, event.field),
          })),
        },
        'contactUs.submit': submitted('sending'),
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.form,
        onDone: 'sent',
        onError: refused('editing'),
      },
    },
    sent: {
      on: { 'contactUs.writeAgain': { target: 'editing', actions: assign(({ context }) => ({ form: blank(context.form.email), error: undefined })) } },
    },
  },
})
