import { randomInt } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rewardsMembers, type accounts } from '../db/schema.ts'

type Account = typeof accounts.$inferSelect
import { InputError } from '../http/envelope.ts'
import { RewardsMessage, type RewardsCustomer } from '#domain/rewards.ts'
import type { RewardsProfile } from '#domain/account.ts'
import { birthDateOf } from '#domain/account.ts'

export type RewardsMember = typeof rewardsMembers.$inferSelect

/** Snackfolk Rewards on the rewards site: an email is checked, joins as a member, is given a profile, then registers its account with the member number. */
export interface RewardsMembers {
  /** Whether an email can join: refused when it has an account already; says whether it joined before without registering. */
  verifyEmail: (email: string) => Promise<{ email: string; member: boolean }>
  /** The email's member number: a new one, or the one it joined with before when it never registered. */
  join: (customer: RewardsCustomer) => Promise<{ loyaltyId: string }>
  /** The member's birth date, gender and newsletters, for the member number the email joined with. */
  profile: (profile: RewardsProfile, now: Date) => Promise<{ loyaltyId: string }>
}

const newLoyaltyId = () => `SR${String(randomInt(0, 1e10)).padStart(10, '0')}`
const byEmail = (email: string) => eq(sql`lower(${rewardsMembers.email})`, email.toLowerCase())
const memberUnknown = () => new InputError(RewardsMessage.memberUnknown, 'No member of that number joined with this email, or it is an account’s already', 404)

export function createRewardsMembers(db: Database, accounts: { byEmail: (email: string) => Promise<Account | undefined> }): RewardsMembers {
  const refuseRegistered = async (email: string) => {
    const account = await accounts.byEmail(email)
    if (account?.social) throw new InputError(RewardsMessage.googleAccountExists, 'This email signs in through Google', 409)
    if (account) throw new InputError(RewardsMessage.accountExists, 'This email has an account', 409)
  }
  const memberOf = async (email: string) => (await db.select().from(rewardsMembers).where(byEmail(email)))[0]

  return {
    async verifyEmail(email) {
      await refuseRegistered(email)
      return { email, member: Boolean(await memberOf(email)) }
    },

    async join({ email, firstName, lastName }) {
      await refuseRegistered(email)
      for (let attempt = 0; attempt < 3; attempt++) {
        const [joined] = await db.insert(rewardsMembers).values({ loyaltyId: newLoyaltyId(), email, firstName, lastName }).onConflictDoNothing().returning()
        if (joined) return { loyaltyId: joined.loyaltyId }
        // The email joined before (or a number was drawn twice): an unregistered member takes the new name.
        const [again] = await db
          .update(rewardsMembers)
          .set({ firstName, lastName })
          .where(and(byEmail(email), isNull(rewardsMembers.accountId)))
          .returning()
        if (again) return { loyaltyId: again.loyaltyId }
      }
      throw new Error('No member number could be given to this email')
    },

    async profile({ loyaltyId, email, birth, gender, newsletters }, now) {
      const [member] = await db
        .update(rewardsMembers)
        .set({ birthDate: birthDateOf(birth), gender, newsletters, profiledAt: now })
        .where(and(eq(rewardsMembers.loyaltyId, loyaltyId), byEmail(email), isNull(rewardsMembers.accountId)))
        .returning()
      if (!member) throw memberUnknown()
      return { loyaltyId }
    },
  }
}

/** Within the registration's transaction: the member number becomes the new account's, when the account's email joined with it and it has a profile. */
export async function claimMembership(tx: Database, loyaltyId: string, account: Account) {
  const [claimed] = await tx
    .update(rewardsMembers)
    .set({ accountId: account.id })
    .where(
      and(eq(rewardsMembers.loyaltyId, loyaltyId), byEmail(account.email), isNull(rewardsMembers.accountId), sql`${rewardsMembers.profiledAt} IS NOT NULL`),
    )
    .returning()
  if (!claimed) throw memberUnknown()
}
