import { defineModel, done, failed } from '../testing/model.ts'
import { registrationMachine } from './registration.machine.ts'

/** The member number the rewards site's registration joins with. */
export const LOYALTY_ID = 'SR0000000042'

/** A registration that keeps every rule, typed field by field. */
export const ANA = { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', password: 'Snack$2026', day: '4', month: '7', year: '1990', gender: 'female' }

const typed = Object.fromEntries(Object.entries(ANA).map(([field, value]) => [`types the ${field}`, { type: 'registration.edit', field, value }]))

/**
 * The form checked as typed, sent, refused (an email taken, a rule the server holds) or registered
 * and sent on to sign in. On the rewards site the email is checked and joins Snackfolk Rewards first;
 * an email with an account is sent to sign in instead.
 */
export const registrationModel = defineModel({
  machine: registrationMachine,
  starts: { 'the registration page': { sourceId: 'SNACKFOLK_WEB' }, 'the rewards site’s registration page': { sourceId: 'SNACKFOLK_REWARDS' } },
  events: {
    ...typed,
    'types a birth year of a child': { type: 'registration.edit', field: 'year', value: String(new Date().getUTCFullYear() - 10) },
    'accepts the terms': { type: 'registration.acceptTerms', accepted: true },
    'wants the store’s newsletter': { type: 'registration.newsletter', code: 'NL-STORE', wanted: true },
    'the account is made': done('register', { accountId: 'account-1', email: 'ana@example.com' }),
    'the email is taken': failed('register', { errorKey: 'accountExists' }),
    'the server refuses the password': failed('register', { errorKey: 'invalidInput', data: { fields: { password: 'passwordInvalid' } } }),
    'the email can join Snackfolk Rewards': done('verifyRewardsEmail', { email: ANA.email, member: false }),
    'the email has an account': failed('verifyRewardsEmail', { errorKey: 'pepTRUSUserIdExists' }),
    'the email signs in through Google': failed('verifyRewardsEmail', { errorKey: 'pepTRUSsocialIdExists' }),
    'the member joins': done('joinRewards', { loyaltyId: LOYALTY_ID }),
    'the server refuses the name': failed('joinRewards', { errorKey: 'invalidInput', data: { fields: { firstName: 'nameInvalid' } } }),
    'the profile is kept': done('createRewardsProfile', { loyaltyId: LOYALTY_ID }),
    'the membership is not found': failed('createRewardsProfile', { errorKey: 'rewardsMemberUnknown' }),
    'goes to sign in instead': { type: 'registration.signIn' },
    'an account was made with the email meanwhile': failed('joinRewards', { errorKey: 'pepTRUSUserIdExists' }),
    'the server refuses the email': failed('verifyRewardsEmail', { errorKey: 'invalidInput', data: { fields: { email: 'emailInvalid' } } }),
    'the server refuses the gender': failed('createRewardsProfile', { errorKey: 'invalidInput', data: { fields: { gender: 'genderRequired' } } }),
  },
  facts: ({ context }) => ({
    filled: Object.entries(ANA).filter(([field, value]) => context.form[field as keyof typeof ANA] === value).length,
    child: context.form.year !== '' && context.form.year !== ANA.year,
    terms: context.form.acceptedTerms,
    newsletters: context.form.newsletters.length,
    errors: Object.keys(context.errors).length > 0,
    error: context.error,
    member: context.loyaltyId !== undefined,
  }),
  limit: 200_000,
})
