import { assign, fromPromise, setup } from 'xstate'
import { registrationSchema } from '../../src/domain/account.ts'
import { fieldErrors } from '../../src/domain/address.ts'

/** The registration form as typed: every field a string, but the choices. */
export interface RegistrationForm {
  firstName: string
  lastName: string
  email: string
  password: string
  day: string
  month: string
  year: string
  gender: string
  acceptedTerms: boolean
  newsletters: string[]
}

export type TextField = 'firstName' | 'lastName' | 'email' | 'password' | 'day' | 'month' | 'year' | 'gender'

export interface RegistrationContext {
  form: RegistrationForm
  /** Message ids by field (`birth` for the date as a whole). */
  errors: Record<string, string>
  /** A message id for the server's refusal. */
  error?: string
  /** The site registered on (SPEC §7 `sourceID`). */
  sourceId: string
}

export type RegistrationEvent =
  | { type: 'registration.edit'; field: TextField; value: string }
  | { type: 'registration.acceptTerms'; accepted: boolean }
  | { type: 'registration.newsletter'; code: string; wanted: boolean }
  | { type: 'registration.submit' }

export const emptyRegistration = (): RegistrationForm => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  day: '',
  month: '',
  year: '',
  gender: '',
  acceptedTerms: false,
  newsletters: [],
})

/** The registration as the server takes it. */
export const registrationBody = ({ day, month, year, ...form }: RegistrationForm, sourceId: string) => ({ ...form, birth: { day, month, year }, sourceID: sourceId })

const errorsOf = (context: RegistrationContext, today: Date) => {
  const errors = fieldErrors(registrationSchema(today), registrationBody(context.form, context.sourceId))
  // The date's parts are told beside their own fields.
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^birth\./, ''), message]))
}

const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !(field in BIRTH_PARTS && path === 'birth')))
const BIRTH_PARTS = { day: true, month: true, year: true }

const refusal = (error: unknown) => (error ?? {}) as { errorKey?: string; data?: { fields?: Record<string, string> } }

/** Registration (SPEC §5): the form checked as typed, sent, and the new customer sent on to sign in. */
export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent, input: {} as { sourceId: string } },
  actors: {
    register: fromPromise<{ accountId: string; email: string }, { form: RegistrationForm; sourceId: string }>(() => Promise.reject(new Error('register is provided by the app'))),
  },
  actions: {
    focusFirstError: () => {},
    /** The new customer signs in, their email given to the sign-in page. */
    signInAs: (_, _email: string) => {},
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(errorsOf(context, new Date())).length > 0,
    hasFieldErrors: ({ event }) => Object.keys(refusal((event as { error?: unknown }).error).data?.fields ?? {}).length > 0,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ form: emptyRegistration(), errors: {}, sourceId: input.sourceId }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'registration.edit': {
          actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value }, errors: without(context.errors, event.field) })),
        },
        'registration.acceptTerms': { actions: assign(({ context, event }) => ({ form: { ...context.form, acceptedTerms: event.accepted }, errors: without(context.errors, 'acceptedTerms') })) },
        'registration.newsletter': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, newsletters: event.wanted ? [...new Set([...context.form.newsletters, event.code])] : context.form.newsletters.filter((code) => code !== event.code) },
          })),
        },
        'registration.submit': [
          { guard: 'hasErrors', actions: [assign({ errors: ({ context }) => errorsOf(context, new Date()), error: undefined }), 'focusFirstError'] },
          { target: 'registering', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ form: context.form, sourceId: context.sourceId }),
        onDone: { target: 'registered', actions: { type: 'signInAs', params: ({ event }) => event.output.email } },
        onError: [
          { guard: 'hasFieldErrors', target: 'editing', actions: [assign({ errors: ({ event }) => refusal(event.error).data!.fields! }), 'focusFirstError'] },
          { target: 'editing', actions: assign({ error: ({ event }) => refusal(event.error).errorKey ?? 'requestFailed' }) },
        ],
      },
    },
    registered: { tags: ['busy'] },
  },
})
