import { defineModel, done, failed } from '../testing/model.ts'
import { profileMachine } from './profile.machine.ts'

export const ANA = { firstName: 'Ana', lastName: 'Lee', newsletters: [] as ('NL-STORE' | 'NL-REWARDS')[] }

/** The profile shown, changed, saved or refused, or left as it was. */
export const profileModel = defineModel({
  machine: profileMachine,
  starts: { 'my account': { profile: ANA } },
  events: {
    'types a new last name': { type: 'profile.change', field: 'lastName', value: 'Park' },
    'clears the first name': { type: 'profile.change', field: 'firstName', value: '' },
    'wants the store’s newsletter': { type: 'profile.newsletter', code: 'NL-STORE', wanted: true },
    'the server keeps it': done('saveProfile', { ...ANA, lastName: 'Park' }),
    'the server cannot be reached': failed('saveProfile', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the server refuses the last name': failed('saveProfile', { errorKey: 'invalidInput', data: { fields: { lastName: 'lastNameFormat' } } }),
  },
  facts: ({ context }) => ({
    savedName: context.saved.lastName,
    typedName: context.form.lastName,
    first: context.form.firstName !== '',
    newsletters: context.form.newsletters.length,
    errors: Object.keys(context.errors).length > 0,
    error: context.error,
  }),
})
