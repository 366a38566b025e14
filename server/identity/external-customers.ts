import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts } from '../db/schema.ts'
import { Lru } from '../lru.ts'

interface UserInfo {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

const KNOWN_FOR_MS = 60_000

/**
 * Customers of another OpenID provider (Keycloak, Okta, Auth0…): an access token is asked of the
 * provider's userinfo endpoint (so a token that provider revoked is refused within a minute), and
 * the person it names is this store's account, linked by their subject there, made on first sight
 * from their claims. An account of the same email that is not linked yet is never taken over:
 * that sign-in is refused.
 */
export function externalCustomers(db: Database, issuer: string, sourceId: string) {
  const known = new Lru<string, { accountId: string; until: number }>(10_000)
  let userinfoEndpoint: Promise<string> | undefined
  const endpoint = () =>
    (userinfoEndpoint ??= fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then((response) => response.json() as Promise<{ userinfo_endpoint: string }>)
      .then((metadata) => metadata.userinfo_endpoint)
      .catch((error: unknown) => {
        userinfoEndpoint = undefined
        throw error
      }))

  async function accountFor(info: UserInfo): Promise<string | undefined> {
    const subject = `${issuer} ${info.sub}`
    const [linked] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.externalSubject, subject))
    if (linked) return linked.id
    const [made] = await db
      .insert(accounts)
      .values({
        id: randomUUID(),
        email: info.email && info.email_verified === true ? info.email : `${info.sub}@${new URL(issuer).hostname}`,
        firstName: info.given_name ?? '',
        lastName: info.family_name ?? '',
        sourceId,
        externalSubject: subject,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id })
    if (made) return made.id
    // Made by another call meanwhile, or the email is another account's: only the former is this person's.
    const [again] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.externalSubject, subject))
    return again?.id
  }

  return async (accessToken: string): Promise<{ accountId: string } | undefined> => {
    const key = createHash('sha256').update(accessToken).digest('base64url')
    const cached = known.get(key)
    if (cached && cached.until > Date.now()) return { accountId: cached.accountId }
    const response = await fetch(await endpoint(), { headers: { authorization: `Bearer ${accessToken}` } })
    if (!response.ok) return undefined
    const info = (await response.json()) as UserInfo
    if (typeof info.sub !== 'string') return undefined
    const accountId = await accountFor(info)
    if (!accountId) return undefined
    known.set(key, { accountId, until: Date.now() + KNOWN_FOR_MS })
    return { accountId }
  }
}
