import { assign, fromPromise, setup } from 'xstate'
import { ProfileSchema, withNewsletter, type Profile } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'
import { sayDone } from '../toast/say-done.ts'
import { DoneMessage } from '#domain/done-message.ts'

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

const form = formParts<ProfileContext, ProfileEvent>((context) => fieldErrors(ProfileSchema, context.form))

/** My profile: shown, changed (name and newsletters), saved, or left as it was. */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent, input: {} as { profile: Profile } },
  actors: {
    saveProfile: fromPromise<Profile, Profile>(() => Promise.reject(new Error('saveProfile is provided by the app'))),
  },
  actions: { ...form.actions, sayProfileSaved: sayDone<ProfileContext>(DoneMessage.profileSaved) },
  guards: form.guards,
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
            errors: withoutError(context.errors, event.field),
          })),
        },
        'profile.newsletter': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, newsletters: withNewsletter(context.form.newsletters, event.code, event.wanted) },
          })),
        },
        'profile.cancel': 'showing',
        'profile.save': submitted('saving'),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.form,
        onDone: { target: 'showing', actions: [assign({ saved: ({ event }) => event.output }), 'sayProfileSaved'] },
        onError: refused('editing'),
      },
    },
  },
})
