import { createHash, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts } from '../db/schema.ts'
import { Lru } from '../lru.ts'

interface UserInfo {
  sub: string
  email?: string
  given_name?: string
  family_name?: string
}

const KNOWN_FOR_MS = 60_000

/**
 * Customers of another OpenID provider (Keycloak, Okta, Auth0…): an access token is asked of the
 * provider's userinfo endpoint, and the person it names is this store's account, made on first
 * sight from their claims (or the account of their email, when one exists).
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

  async function accountFor(info: UserInfo): Promise<string> {
    const subject = `${issuer} ${info.sub}`
    const [linked] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.externalSubject, subject))
    if (linked) return linked.id
    if (info.email) {
      const [same] = await db
        .update(accounts)
        .set({ externalSubject: subject })
        .where(sql`lower(${accounts.email}) = ${info.email.toLowerCase()} AND ${accounts.externalSubject} IS NULL`)
        .returning({ id: accounts.id })
      if (same) return same.id
    }
    const [made] = await db
      .insert(accounts)
      .values({ id: randomUUID(), email: info.email ?? `${info.sub}@${new URL(issuer).hostname}`, firstName: info.given_name ?? '', lastName: info.family_name ?? '', sourceId, externalSubject: subject })
      .onConflictDoNothing()
      .returning({ id: accounts.id })
    return made ? made.id : accountFor(info)
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
    known.set(key, { accountId, until: Date.now() + KNOWN_FOR_MS })
    return { accountId }
  }
}
