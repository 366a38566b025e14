import { assign, fromPromise, setup } from 'xstate'
import { registrationSchema, withNewsletter } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { joinsRewards, SIGN_IN_INSTEAD } from '#domain/rewards.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'

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
  /** The Snackfolk Rewards member number the email joined with, on the rewards site. */
  loyaltyId?: string
}

export type RegistrationEvent =
  | { type: 'registration.edit'; field: TextField; value: string }
  | { type: 'registration.acceptTerms'; accepted: boolean }
  | { type: 'registration.newsletter'; code: string; wanted: boolean }
  | { type: 'registration.submit' }
  | { type: 'registration.signIn' }

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
export const registrationBody = ({ day, month, year, ...form }: RegistrationForm, sourceId: string, loyaltyId?: string) => ({
  ...form,
  birth: { day, month, year },
  sourceID: sourceId,
  loyaltyId,
})

const form = formParts<RegistrationContext, RegistrationEvent>((context) => {
  const errors = fieldErrors(registrationSchema(new Date()), registrationBody(context.form, context.sourceId))
  // The date's parts are told beside their own fields.
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^birth\./, ''), message]))
})

/** A part of the birth date typed into takes the message of the date as a whole with its own. */
const without = (errors: Record<string, string>, field: string) => withoutError(field in BIRTH_PARTS ? withoutError(errors, 'birth') : errors, field)
const BIRTH_PARTS = { day: true, month: true, year: true }

/** Registration (SPEC §5): the form checked as typed, sent, and the new customer sent on to sign in. */
export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent, input: {} as { sourceId: string } },
  actors: {
    register: fromPromise<{ accountId: string; email: string }, { form: RegistrationForm; sourceId: string; loyaltyId?: string }>(() =>
      Promise.reject(new Error('register is provided by the app')),
    ),
    /** Snackfolk Rewards, on the rewards site: the email checked, the member joined, the member's profile. */
    verifyRewardsEmail: fromPromise<unknown, { email: string }>(() => Promise.reject(new Error('verifyRewardsEmail is provided by the app'))),
    joinRewards: fromPromise<{ loyaltyId: string }, { form: RegistrationForm }>(() => Promise.reject(new Error('joinRewards is provided by the app'))),
    createRewardsProfile: fromPromise<unknown, { form: RegistrationForm; loyaltyId: string }>(() =>
      Promise.reject(new Error('createRewardsProfile is provided by the app')),
    ),
  },
  actions: {
    ...form.actions,
    /** The new customer signs in, their email given to the sign-in page. */
    signInAs: (_, _email: string) => {},
  },
  guards: {
    ...form.guards,
    joinsRewards: ({ context }) => joinsRewards(context.sourceId),
    /** The server knows the email already, and says which sign-in it has. */
    emailKnown: ({ context }) => context.error !== undefined && context.error in SIGN_IN_INSTEAD,
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
        'registration.acceptTerms': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, acceptedTerms: event.accepted },
            errors: without(context.errors, 'acceptedTerms'),
          })),
        },
        'registration.newsletter': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, newsletters: withNewsletter(context.form.newsletters, event.code, event.wanted) },
          })),
        },
        'registration.submit': submitted({ guard: 'joinsRewards', target: 'checkingRewardsEmail' }, 'registering'),
        // An email the server knows already: the shopper goes to sign in, the email given.
        'registration.signIn': { guard: 'emailKnown', target: 'signingInInstead', actions: { type: 'signInAs', params: ({ context }) => context.form.email } },
      },
    },
    // On the rewards site, registering joins Snackfolk Rewards first: the email checked, the member joined, then given a profile.
    checkingRewardsEmail: {
      tags: ['busy'],
      invoke: {
        id: 'verifyRewardsEmail',
        src: 'verifyRewardsEmail',
        input: ({ context }) => ({ email: context.form.email }),
        onDone: 'joiningRewards',
        onError: refused('editing'),
      },
    },
    joiningRewards: {
      tags: ['busy'],
      invoke: {
        id: 'joinRewards',
        src: 'joinRewards',
        input: ({ context }) => ({ form: context.form }),
        onDone: { target: 'profilingMember', actions: assign({ loyaltyId: ({ event }) => event.output.loyaltyId }) },
        onError: refused('editing'),
      },
    },
    profilingMember: {
      tags: ['busy'],
      invoke: {
        id: 'createRewardsProfile',
        src: 'createRewardsProfile',
        input: ({ context }) => ({ form: context.form, loyaltyId: context.loyaltyId! }),
        onDone: 'registering',
        onError: refused('editing'),
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ form: context.form, sourceId: context.sourceId, loyaltyId: context.loyaltyId }),
        onDone: { target: 'registered', actions: { type: 'signInAs', params: ({ event }) => event.output.email } },
        onError: refused('editing'),
      },
    },
    registered: { tags: ['busy'] },
    signingInInstead: { tags: ['busy'] },
  },
})
