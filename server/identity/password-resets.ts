import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts, outbox, passwordResets } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { AccountMessage } from '#domain/account.ts'
import type { Locale } from '#domain/locale.ts'
import type { Accounts } from './accounts.ts'
import { hashPassword, passwordMatches } from './passwords.ts'
import { googleAccountEmail, resetEmail } from './reset-email.ts'

export const RESET_LINK_LIFE_MS = 60 * 60_000
export const LINKS_PER_HOUR = 3

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface Passwords {
  /**
   * Mails a single-use reset link to the account's email, written to the outbox in the same
   * transaction; an unknown email gets the same answer and no mail. An account that signs in through
   * Google is mailed that it has no password here, with the same answer: the answer tells nobody what the email is.
   */
  forgot: (email: string, origin: string, locale: Locale, now: Date) => Promise<void>
  /** Sets a new password with a live, unused link; the link is spent, and a lock from wrong passwords lifted. */
  reset: (token: string, password: string, now: Date) => Promise<void>
  /** A signed-in customer's new password, given the current one; every other sign-in of theirs ends (the one under grant `keep` stays). */
  change: (accountId: string, current: string, next: string, keep?: string) => Promise<void>
}

/** Ends every sign-in of an account but the one holding grant `keep`. */
export type EndSessions = (accountId: string, keep?: string) => Promise<void>

export function createPasswords(db: Database, accountsOf: Accounts, endSessions: EndSessions): Passwords {
  return {
    async forgot(email, origin, locale, now) {
      const account = await accountsOf.byEmail(email)
      if (!account) return
      // A few mails an hour at most, so nobody can fill a shopper's inbox with them.
      const recent = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.accountId, account.id), gt(passwordResets.createdAt, new Date(now.getTime() - RESET_LINK_LIFE_MS))))
      if (recent.length >= LINKS_PER_HOUR) return
      const token = randomBytes(32).toString('base64url')
      const google = !account.passwordHash && Boolean(account.social)
      const mail = google
        ? googleAccountEmail(`${origin}/my-account`, locale)
        : resetEmail(`${origin}/resetpassword?token=${token}`, RESET_LINK_LIFE_MS / 60_000, locale)
      await db.transaction(async (tx) => {
        // A Google account's mail is counted as a link is; its token opens nothing, as it is spent already.
        await tx.insert(passwordResets).values({
          id: randomUUID(),
          accountId: account.id,
          tokenHash: hashOf(token),
          expiresAt: new Date(now.getTime() + RESET_LINK_LIFE_MS),
          ...(google ? { usedAt: now } : {}),
        })
        await tx
          .insert(outbox)
          .values({ id: randomUUID(), kind: 'passwordReset', recipient: account.email, subject: mail.subject, body: mail.body, secret: true })
      })
    },

    async reset(token, password, now) {
      const live = and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now))
      // The link is looked up before the new password is hashed: a made-up link costs the store a lookup, not a hash.
      const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live)
      if (!found) throw new InputError(AccountMessage.resetLinkInvalid, 'This reset link is not valid, was used, or has expired')
      const passwordHash = await hashPassword(password)
      const spent: string | false = await db.transaction(async (tx) => {
        const [link] = await tx.update(passwordResets).set({ usedAt: now }).where(live).returning({ accountId: passwordResets.accountId })
        if (!link) return false
        await tx.update(accounts).set({ passwordHash, failedSignIns: 0, lockedUntil: null }).where(eq(accounts.id, link.accountId))
        // Every other link of the account is spent too: the password they were for is gone.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.accountId, link.accountId), isNull(passwordResets.usedAt)))
        return link.accountId
      })
      if (!spent) throw new InputError(AccountMessage.resetLinkInvalid, 'This reset link is not valid, was used, or has expired')
      // Whoever was signed in with the old password is signed out everywhere.
      await endSessions(spent)
    },

    async change(accountId, current, next, keep) {
      const account = await accountsOf.byId(accountId)
      if (!account?.passwordHash || !(await passwordMatches(current, account.passwordHash)))
        throw new InputError(AccountMessage.wrongPassword, 'The current password is not right', 400, {
          fields: { currentPassword: AccountMessage.wrongPassword },
        })
      await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(next) })
        .where(eq(accounts.id, accountId))
      await endSessions(accountId, keep)
    },
  }
}
