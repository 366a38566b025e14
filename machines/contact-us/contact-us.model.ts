import { defineModel, done, failed } from '../testing/model.ts'
import { contactUsMachine } from './contact-us.machine.ts'

/** A message is checked by the form's rules, then sent; the server may refuse a field or too many sends; the shopper may write again. */
export const contactUsModel = defineModel({
  machine: contactUsMachine,
  starts: { 'the contact page': undefined },
  events: {
    'types a subject': { type: 'contactUs.change', field: 'subject', value: 'Where is my order?' },
    'types a subject with markup': { type: 'contactUs.change', field: 'subject', value: '<b>Order</b>' },
    'types a name': { type: 'contactUs.change', field: 'name', value: 'Ana Lee' },
    'types an email': { type: 'contactUs.change', field: 'email', value: 'ana@example.com' },
    'types what happened': { type: 'contactUs.change', field: 'description', value: 'Order SF-7K3Q9MX has not come yet.' },
    'the server takes it': done('sendMessage', { sent: true, id: '4f0a2b3c-5d6e-4f70-8a9b-0c1d2e3f4a5b' }),
    'the server refuses the email': failed('sendMessage', { errorKey: 'invalidInput', data: { fields: { email: 'emailFormat' } } }),
    'too many sends': failed('sendMessage', { errorKey: 'tooManyRequests' }),
  },
  facts: ({ context }) => ({
    typed: Object.entries(context.form)
      .filter(([, value]) => value !== '')
      .map(([field]) => field)
      .join(' '),
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
  }),
  limit: 4000,
})
