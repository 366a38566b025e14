import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { askerOf, type SlowedMisses } from '../http/slowed-misses.ts'
import { limited, refuse } from '../http/limited.ts'
import { InputError, ok, parseBody, parseForm } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { RewardsCustomerSchema } from '#domain/rewards.ts'
import type { Account } from './accounts.ts'
import { signedInAccount } from './signed-in.ts'
import type { AddressBook } from './addresses.ts'
import { ChangePasswordSchema, ProfileSchema, registrationSchema, ResetPasswordSchema, rewardsProfileSchema, UserDetailsSchema } from '#domain/account.ts'
import { DEFAULT_LOCALE, LOCALES } from '#domain/locale.ts'
import { EmailSchema } from '#domain/email.ts'

/** The customer as SPEC §3 shapes it. */
const customerView = (account: Account, accountAddresses: Awaited<ReturnType<AddressBook['of']>>) => ({
  accountAddresses,
  id: account.id,
  accountContacts: [{ firstName: account.firstName, lastName: account.lastName, email: account.email, gender: account.gender, birthDate: account.birthDate }],
  accountUsers: [{ social: account.social ?? '' }],
  loyaltyId: account.loyaltyId ?? '',
  newsletters: account.newsletters,
})

/** Snackfolk Rewards, on the site that runs it. */
function rewardsOf(c: Context<AppEnv>) {
  if (c.get('site').id !== 'rewards') throw new InputError(MessageId.notFound, 'Snackfolk Rewards is joined on the rewards site', 404)
  return c.get('identity').rewards
}

/** Registration and the customer's own account (SPEC §7 Account). */
export function accountRoutes(misses: SlowedMisses, book: AddressBook) {
  return (
    new Hono<AppEnv>()
      .post('/v2/dopservice/register-user', limited('register'), async (c) => {
        const registration = parseForm(c, registrationSchema(new Date()))
        const { sourceID } = parseBody(c, v.object({ sourceID: v.literal(c.get('site').sourceId) }))
        const account = await misses.counted(askerOf(c), () => c.get('identity').accounts.register(registration, sourceID))
        return ok(c, { accountId: account.id, email: account.email })
      })
      // Snackfolk Rewards (the rewards site only): the email checked, the member joined and given a profile; register-user then takes the member number.
      .post('/v2/dopservice/verifyemailfortastyrewards', limited('register'), async (c) => {
        const rewards = rewardsOf(c)
        const { email } = parseBody(c, v.object({ email: EmailSchema }))
        return ok(c, await misses.counted(askerOf(c), () => rewards.verifyEmail(email)))
      })
      .post('/v2/dopservice/createcustomer', limited('register'), async (c) => {
        const rewards = rewardsOf(c)
        const customer = parseForm(c, RewardsCustomerSchema)
        return ok(c, await misses.counted(askerOf(c), () => rewards.join(customer)))
      })
      .post('/v2/dopservice/createprofile', limited('register'), async (c) => {
        const rewards = rewardsOf(c)
        const profile = parseForm(c, rewardsProfileSchema(new Date()))
        return ok(c, await misses.counted(askerOf(c), () => rewards.profile(profile, new Date())))
      })
      // Whether an email has an account is what sign-in and registration take care not to say: asked a few times a minute at most, each answer slower than the last.
      .post('/v2/dopservice/usersExists', limited('accountLookup'), async (c) => {
        const { email } = parseBody(c, v.object({ email: EmailSchema }))
        await misses.looked(askerOf(c))
        const account = await c.get('identity').accounts.byEmail(email)
        return ok(c, { exists: Boolean(account), social: account?.social ?? '' })
      })
      .get('/v2/dopservice/getcustomer', async (c) => {
        const account = await signedInAccount(c)
        return ok(c, customerView(account, await book.of(account.id)))
      })
      .post('/v2/dopservice/updateaccount', async (c) => {
        const account = await signedInAccount(c)
        const profile = parseForm(c, ProfileSchema)
        const updated = await c.get('identity').accounts.updateProfile(account.id, profile)
        return ok(c, customerView(updated, await book.of(account.id)))
      })
      // The customer's details besides their profile: their gender.
      .post('/v2/dopservice/updateUser', async (c) => {
        const account = await signedInAccount(c)
        const details = parseForm(c, UserDetailsSchema)
        const updated = await c.get('identity').accounts.updateUser(account.id, details)
        return ok(c, customerView(updated, await book.of(account.id)))
      })
      // The same answer whether or not the email has an account; the link goes to this site's own page, at its configured address.
      .post('/v2/dopservice/forgotpassword', limited('forgotPassword'), async (c) => {
        const { email, locale } = parseBody(c, v.object({ email: EmailSchema, locale: v.optional(v.picklist(LOCALES), DEFAULT_LOCALE) }))
        await c.get('identity').passwords.forgot(email, c.get('hosts').originsOf(c.get('site').id)[0]!, locale, new Date())
        return ok(c, { sent: true })
      })
      // A link that is not one the store sent is a miss: guessing them is limited and slowed.
      .post('/v2/dopservice/resetpassword', limited('resetPassword'), async (c) => {
        const { token, password } = parseForm(c, ResetPasswordSchema)
        await misses.counted(askerOf(c), () => c.get('identity').passwords.reset(token, password, new Date()))
        return ok(c, { reset: true })
      })
      // The current password guessed with a customer's token: limited per address and per account, each wrong one slower.
      .post('/v2/dopservice/changepassword', limited('changePassword'), async (c) => {
        const account = await signedInAccount(c)
        const verdict = await c.get('rateLimit')('changePassword', `account:${account.id}`)
        if (!verdict.allowed) return refuse(c, 'changePassword', verdict)
        const { currentPassword, newPassword } = parseForm(c, ChangePasswordSchema)
        await misses.counted(`account:${account.id}`, () =>
          c.get('identity').passwords.change(account.id, currentPassword, newPassword, c.get('customer')?.grantId),
        )
        return ok(c, { changed: true })
      })
  )
}
