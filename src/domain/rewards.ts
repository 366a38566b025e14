import * as v from 'valibot'
import { NameSchema } from './address.ts'
import { EmailSchema } from './email.ts'
import { SITES } from './site.ts'

/** A Snackfolk Rewards member number: SR and ten digits. */
export const LOYALTY_ID_PATTERN = /^SR\d{10}$/

/** Whether registering on the site with this `sourceID` joins Snackfolk Rewards (the rewards site). */
export const joinsRewards = (sourceId: string) => sourceId === SITES.rewards.sourceId

/** Message ids of the rewards programme's refusals (SPEC §8 errorKey values); views translate them. */
export const RewardsMessage = {
  /** The email has a password account: the shopper signs in on the rewards site. */
  accountExists: 'pepTRUSUserIdExists',
  /** The email has an account that signs in through Google. */
  googleAccountExists: 'pepTRUSsocialIdExists',
  /** The member number is not one this email joined with, or it is already an account's. */
  memberUnknown: 'rewardsMemberUnknown',
} as const

/**
 * Refusals that send the shopper to sign in instead, and which way (SPEC §8): the message is split
 * at 'through', and the rest is the way there.
 */
export const SIGN_IN_INSTEAD: Readonly<Record<string, 'google' | 'rewards'>> = {
  accountGoogleOnly: 'google',
  [RewardsMessage.googleAccountExists]: 'google',
  [RewardsMessage.accountExists]: 'rewards',
}

export const LoyaltyIdSchema = v.pipe(v.string(RewardsMessage.memberUnknown), v.regex(LOYALTY_ID_PATTERN, RewardsMessage.memberUnknown))

/** Joining Snackfolk Rewards (createcustomer): who the new member is. */
export const RewardsCustomerSchema = v.object({ firstName: NameSchema, lastName: NameSchema, email: EmailSchema })
export type RewardsCustomer = v.InferOutput<typeof RewardsCustomerSchema>
