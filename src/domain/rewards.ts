import * as v from 'valibot'
import { NameSchema } from './address.ts'
import { EmailSchema } from './email.ts'
import { SITES, type ExternalLinks } from './site.ts'

/** A Snackfolk Rewards member number: SR and ten digits. */
export const LOYALTY_ID_PATTERN = /^SR\d{10}$/

/** Whether registering on the site with this `sourceID` joins Snackfolk Rewards (the rewards site). */
export const joinsRewards = (sourceId: string) => sourceId === SITES.rewards.sourceId

/** Message ids of the rewards programme's refusals (SPEC §8 errorKey values); views translate them. */
export const RewardsMessage = {
  /** The email has a password account of the US programme: the shopper signs in on the US rewards site. */
  accountExists: 'pepTRUSUserIdExists',
  /** The email has an account of the US programme that signs in through Google. */
  googleAccountExists: 'pepTRUSsocialIdExists',
  /** The email has an account of the Canadian programme, with a password or through Google. */
  canadianAccountExists: 'pepTRCAUserIdExists',
  canadianGoogleAccountExists: 'pepTRCAsocialIdExists',
  /** The email has an account of the blended site (the programmes' shared sign-in), through Google. */
  blendedAccountExists: 'socialIdExists',
  /** The member number is not one this email joined with, or it is already an account's. */
  memberUnknown: 'rewardsMemberUnknown',
} as const

/** Where a shopper whose email has an account signs in instead: the store's own Google sign-in, or a rewards programme's sign-in. */
export type SignInWay = 'google' | 'rewardsUs' | 'rewardsCanada' | 'blended'

/**
 * Refusals that send the shopper to sign in instead, and which way (SPEC §8): the message is split
 * at 'through', and the rest is the way there.
 */
export const SIGN_IN_INSTEAD: Readonly<Record<string, SignInWay>> = {
  accountGoogleOnly: 'google',
  [RewardsMessage.googleAccountExists]: 'rewardsUs',
  [RewardsMessage.accountExists]: 'rewardsUs',
  [RewardsMessage.canadianAccountExists]: 'rewardsCanada',
  [RewardsMessage.canadianGoogleAccountExists]: 'rewardsCanada',
  [RewardsMessage.blendedAccountExists]: 'blended',
}

/**
 * The page a way to sign in leads to, when it is another site's: the Canadian programme's or the
 * blended site's, by the site's stage. Google, and the US programme (this store's rewards site), sign
 * in here.
 */
export function signInElsewhere(way: SignInWay, links: ExternalLinks): string | undefined {
  if (way === 'rewardsCanada') return links.rewardsCanadaSignIn
  if (way === 'blended') return links.blendedSignIn
  return undefined
}

/** SPEC §8: a message split where the way to sign in begins (at 'through', as the language words it); the rest is the way. */
export function splitAtWay(message: string, through: string): [said: string, way: string] {
  const at = message.indexOf(` ${through} `)
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + 1)]
}

export const LoyaltyIdSchema = v.pipe(v.string(RewardsMessage.memberUnknown), v.regex(LOYALTY_ID_PATTERN, RewardsMessage.memberUnknown))

/** Joining Snackfolk Rewards (createcustomer): who the new member is. */
export const RewardsCustomerSchema = v.object({ firstName: NameSchema, lastName: NameSchema, email: EmailSchema })
export type RewardsCustomer = v.InferOutput<typeof RewardsCustomerSchema>
