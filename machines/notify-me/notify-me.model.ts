import * as v from 'valibot'
import { defineModel, done, failed } from '../testing/model.ts'
import { notifyMeMachine } from './notify-me.machine.ts'
import { EmailSchema } from '#domain/email.ts'

/** An email is checked, sent once, and the answer says whether it was new. */
export const notifyMeModel = defineModel({
  machine: notifyMeMachine,
  starts: {
    'a sold-out snack': { productId: 'P00006' },
    'a sold-out snack, with an email typed before the form came': { productId: 'P00006', email: 'ana@example.com' },
  },
  events: {
    'types ana@example.com': { type: 'notifyMe.change', email: 'ana@example.com' },
    'types ana@': { type: 'notifyMe.change', email: 'ana@' },
    'the server subscribes': done('subscribe', { alreadySubscribed: false }),
    'the server had it already': done('subscribe', { alreadySubscribed: true }),
    'the server fails': failed('subscribe', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({
    email: context.email === '' ? undefined : v.is(EmailSchema, context.email) ? 'valid' : 'invalid',
    error: context.error,
    alreadySubscribed: context.alreadySubscribed,
  }),
})
