import { assign, fromPromise, setup } from 'xstate'
import { ProfileSchema, withNewsletter, type Profile } from '../../src/domain/account.ts'
import { fieldErrors } from '../../src/domain/address.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'

export interface ProfileContext {
  /** The profile as the server keeps it. */
  saved: Profile
  form: Profile
  /** Message ids by field. */
  errors: Record<string, string>
  error?: string
}

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: 'firstName' | 'lastName'; value: string }
  | { type: 'profile.newsletter'; code: Profile['newsletters'][number]; wanted: boolean }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' }

const errorsOf = (form: Profile) => fieldErrors(ProfileSchema, form)

/** My profile: shown, changed (name and newsletters), saved, or left as it was. */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent, input: {} as { profile: Profile } },
  actors: {
    saveProfile: fromPromise<Profile, Profile>(() => Promise.reject(new Error('saveProfile is provided by the app'))),
  },
  actions: { focusFirstError: () => {} },
  guards: { hasErrors: ({ context }) => Object.keys(errorsOf(context.form)).length > 0 },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ saved: input.profile, form: input.profile, errors: {} }),
  initial: 'showing',
  states: {
    showing: {
      on: { 'profile.edit': { target: 'editing', actions: assign(({ context }) => ({ form: context.saved, errors: {}, error: undefined })) } },
    },
    editing: {
      on: {
        'profile.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
          })),
        },
        'profile.newsletter': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, newsletters: withNewsletter(context.form.newsletters, event.code, event.wanted) },
          })),
        },
        'profile.cancel': 'showing',
        'profile.save': [
          { guard: 'hasErrors', actions: [assign({ errors: ({ context }) => errorsOf(context.form) }), 'focusFirstError'] },
          { target: 'saving', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.form,
        onDone: { target: 'showing', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
        },
      },
    },
  },
})
