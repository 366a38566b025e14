import * as v from 'valibot'
import { NameSchema } from './address.ts'
import { EmailSchema } from './email.ts'
import { SITES } from './site.ts'
import { LoyaltyIdSchema } from './rewards.ts'

/** Message ids of the account's rules and refusals (SPEC §5, §8); views translate them. */
export const AccountMessage = {
  passwordRequired: 'passwordRequired',
  passwordTooShort: 'passwordTooShort',
  passwordInvalid: 'passwordInvalid',
  dayRequired: 'birthDayRequired',
  monthRequired: 'birthMonthRequired',
  yearRequired: 'birthYearRequired',
  dateInvalid: 'birthDateInvalid',
  tooYoung: 'tooYoung',
  genderRequired: 'genderRequired',
  termsRequired: 'termsRequired',
  emailTaken: 'accountExists',
  wrongPair: 'signInRefused',
  locked: 'accountLocked',
  googleOnly: 'accountGoogleOnly',
  signInRequired: 'signInRequired',
  /** A sign-in that could not be finished (the provider unreachable, the shopper came back without a code). */
  signInFailed: 'signInFailed',
  resetLinkInvalid: 'resetLinkInvalid',
  wrongPassword: 'wrongCurrentPassword',
  /** A Google account whose email has a store account with a password: the password proves it once, then Google signs in to it. */
  googleLinkNeeded: 'googleLinkNeeded',
} as const
export type AccountMessage = (typeof AccountMessage)[keyof typeof AccountMessage]

export const PASSWORD_MIN_LENGTH = 8
export const FIRST_BIRTH_YEAR = 1909
export const LAST_BIRTH_YEAR = 2030
export const ADULT_AGE = 18
/** The newsletters a shopper can opt into: the loyalty programme's and the store's. */
export const NEWSLETTER_CODES = [SITES.rewards.newsletterCode, SITES.snacks.newsletterCode] as const
export const GENDERS = ['female', 'male', 'nonBinary', 'notSaying'] as const

/** The newsletters chosen, with one more wanted or one no longer wanted. */
export const withNewsletter = <Code extends string>(chosen: readonly Code[], code: Code, wanted: boolean): Code[] =>
  wanted ? [...new Set([...chosen, code])] : chosen.filter((kept) => kept !== code)

/** The live checklist beside the password field: each rule and whether the password keeps it. */
export function passwordChecklist(password: string) {
  return {
    eightCharacters: password.length >= PASSWORD_MIN_LENGTH,
    number: /\d/.test(password),
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    symbol: /[^\p{L}\d\s]/u.test(password),
  }
}

/** A new password: eight characters or more, with a number, a lowercase and an uppercase letter, and a symbol. */
export const NewPasswordSchema = v.pipe(
  v.string(AccountMessage.passwordRequired),
  v.nonEmpty(AccountMessage.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, AccountMessage.passwordTooShort),
  v.maxLength(128, AccountMessage.passwordInvalid),
  v.check((password) => Object.values(passwordChecklist(password)).every(Boolean), AccountMessage.passwordInvalid),
)

/** The password as typed at sign-in: only required; whether it is right is the server's to say. */
export const PasswordSchema = v.pipe(
  v.string(AccountMessage.passwordRequired),
  v.nonEmpty(AccountMessage.passwordRequired),
  v.maxLength(128, AccountMessage.passwordInvalid),
)

/** Whether someone born on that day is an adult on `today`. */
export function isAdult(birth: { year: number; month: number; day: number }, today: Date): boolean {
  const year = today.getUTCFullYear() - birth.year
  const birthdayPassed = today.getUTCMonth() + 1 > birth.month || (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() >= birth.day)
  return (birthdayPassed ? year : year - 1) >= ADULT_AGE
}

const chosen = (message: string) => v.pipe(v.string(message), v.nonEmpty(message))
const whole = (message: string, min: number, max: number) =>
  v.pipe(chosen(message), v.transform(Number), v.integer(message), v.minValue(min, message), v.maxValue(max, message))

const realDate = ({ year, month, day }: { year: number; month: number; day: number }) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Registration (SPEC §5): names, email, a new password, a birth date that makes an adult, a gender, the terms accepted. */
export const registrationSchema = (today: Date) =>
  v.object({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    birth: v.pipe(
      v.object({
        day: whole(AccountMessage.dayRequired, 1, 31),
        month: whole(AccountMessage.monthRequired, 1, 12),
        year: whole(AccountMessage.yearRequired, FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR),
      }),
      v.check(realDate, AccountMessage.dateInvalid),
      v.check((birth) => isAdult(birth, today), AccountMessage.tooYoung),
    ),
    gender: v.picklist(GENDERS, AccountMessage.genderRequired),
    acceptedTerms: v.literal(true, AccountMessage.termsRequired),
    newsletters: v.optional(v.array(v.picklist(NEWSLETTER_CODES)), []),
    loyaltyId: v.optional(LoyaltyIdSchema),
  })
export type Registration = v.InferOutput<ReturnType<typeof registrationSchema>>

/** A new Snackfolk Rewards member's profile (createprofile): the registration's birth date, gender and newsletters, for the member number the email joined with. */
export const rewardsProfileSchema = (today: Date) =>
  v.object({ loyaltyId: LoyaltyIdSchema, ...v.pick(registrationSchema(today), ['email', 'birth', 'gender', 'newsletters']).entries })
export type RewardsProfile = v.InferOutput<ReturnType<typeof rewardsProfileSchema>>

/** What a customer may change of their profile: their name and the newsletters they want. */
export const ProfileSchema = v.object({ firstName: NameSchema, lastName: NameSchema, newsletters: v.array(v.picklist(NEWSLETTER_CODES)) })
export type Profile = v.InferOutput<typeof ProfileSchema>

/** What a customer may change of themselves besides their profile (updateUser): their gender. */
export const UserDetailsSchema = v.object({ gender: v.picklist(GENDERS, AccountMessage.genderRequired) })
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>

export const ForgotPasswordSchema = v.object({ email: EmailSchema })
export const ResetPasswordSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(AccountMessage.resetLinkInvalid), v.maxLength(200, AccountMessage.resetLinkInvalid)),
  password: NewPasswordSchema,
})
export const ChangePasswordSchema = v.object({ currentPassword: PasswordSchema, newPassword: NewPasswordSchema })

export const SignInSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
})
export type SignIn = v.InferOutput<typeof SignInSchema>

/** A birth date as kept: `YYYY-MM-DD`. */
export const birthDateOf = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
