import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { AccountMessage, birthDateOf, type Profile, type Registration, type UserDetails } from '#domain/account.ts'
import { hashPassword, passwordMatches } from './passwords.ts'
import { claimMembership } from './rewards-members.ts'

export type Account = typeof accounts.$inferSelect

/** Wrong passwords in a row before the account locks, and for how long. */
export const WRONG_PASSWORDS_BEFORE_LOCK = 5
export const LOCK_MS = 15 * 60_000

export interface Accounts {
  /** A new account; an email already registered is refused (one that signs in through Google is told so). */
  register: (registration: Registration, sourceId: string) => Promise<Account>
  /** The account whose email and password these are; else refused, and too many wrong passwords lock it for a while. */
  signIn: (email: string, password: string, now: Date) => Promise<Account>
  byId: (id: string) => Promise<Account | undefined>
  byEmail: (email: string) => Promise<Account | undefined>
  /** The customer's name and newsletters, changed. */
  updateProfile: (id: string, profile: Profile) => Promise<Account>
  updateUser: (id: string, details: UserDetails) => Promise<Account>
}

const byEmailCondition = (email: string) => eq(sql`lower(${accounts.email})`, email.toLowerCase())

export function createAccounts(db: Database): Accounts {
  // Unknown emails cost a hash too, so the answer's timing does not tell which emails have accounts.
  const decoy = hashPassword(randomUUID())
  const byEmail = async (email: string) => (await db.select().from(accounts).where(byEmailCondition(email)))[0]

  return {
    async register(registration, sourceId) {
      const taken = await byEmail(registration.email)
      if (taken) throw refusalForTaken(taken)
      const passwordHash = await hashPassword(registration.password)
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accounts)
          .values({
            id: randomUUID(),
            email: registration.email,
            passwordHash,
            firstName: registration.firstName,
            lastName: registration.lastName,
            gender: registration.gender,
            birthDate: birthDateOf(registration.birth),
            newsletters: registration.newsletters,
            sourceId,
            loyaltyId: registration.loyaltyId ?? null,
          })
          .onConflictDoNothing()
          .returning()
        // Two registrations of one email at once: the second is told it exists.
        if (!created) throw refusalForTaken((await byEmail(registration.email))!)
        // A member number is taken only by the email that joined Snackfolk Rewards with it.
        if (registration.loyaltyId) await claimMembership(tx, registration.loyaltyId, created)
        return created
      })
    },

    async signIn(email, password, now) {
      const account = await byEmail(email)
      if (!account || !account.passwordHash) {
        await passwordMatches(password, await decoy)
        if (account?.social) throw new InputError(AccountMessage.googleOnly, 'This account signs in through Google', 409)
        throw wrongPair()
      }
      // A turn to be judged is taken before any password is hashed: five in a row for one account at most, however many guesses
      // arrive together. The fifth turn locks the account at once (a right password lifts it), so no crash can leave it stuck.
      const [turn] = await db
        .update(accounts)
        .set({
          failedSignIns: sql`CASE WHEN ${accounts.lockedUntil} IS NULL THEN ${accounts.failedSignIns} + 1 ELSE 1 END`,
          lockedUntil: sql`CASE WHEN ${accounts.lockedUntil} IS NULL AND ${accounts.failedSignIns} + 1 >= ${WRONG_PASSWORDS_BEFORE_LOCK} THEN ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz END`,
        })
        .where(
          and(
            eq(accounts.id, account.id),
            or(and(isNull(accounts.lockedUntil), lt(accounts.failedSignIns, WRONG_PASSWORDS_BEFORE_LOCK)), lte(accounts.lockedUntil, now)),
          ),
        )
        .returning({ failedSignIns: accounts.failedSignIns })
      if (!turn) throw locked()
      if (await passwordMatches(password, account.passwordHash)) {
        await db.update(accounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(accounts.id, account.id))
        return account
      }
      if (turn.failedSignIns >= WRONG_PASSWORDS_BEFORE_LOCK) throw locked()
      throw wrongPair()
    },

    async byId(id) {
      return (await db.select().from(accounts).where(eq(accounts.id, id)))[0]
    },

    byEmail,

    async updateProfile(id, profile) {
      const [updated] = await db.update(accounts).set(profile).where(eq(accounts.id, id)).returning()
      return updated!
    },
    async updateUser(id, details) {
      const [updated] = await db.update(accounts).set(details).where(eq(accounts.id, id)).returning()
      return updated!
    },
  }
}

const wrongPair = () => new InputError(AccountMessage.wrongPair, 'Invalid email or password', 401)
const locked = () => new InputError(AccountMessage.locked, 'The account is locked for a while after too many wrong passwords', 423)
const refusalForTaken = (taken: Account) =>
  taken.social
    ? new InputError(AccountMessage.googleOnly, 'This account signs in through Google', 409)
    : new InputError(AccountMessage.emailTaken, 'An account with this email exists', 409)
