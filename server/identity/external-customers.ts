import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose'
import type { ExternalIdentity } from '../start-up/env.ts'
import type { Database } from '../db/database.ts'
import { accounts } from '../db/schema.ts'
import { Lru } from '../db/lru.ts'
import type { Customer } from './customer.ts'

interface UserInfo {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

const KNOWN_FOR_MS = 60_000

interface ProviderMetadata {
  userinfo_endpoint: string
  jwks_uri?: string
  introspection_endpoint?: string
}

/** Whether what a token says of itself names one of the store's clients: as its client, the party it was given to, or its audience. */
const namesOneOf = (clientIds: string[], claims: { client_id?: unknown; azp?: unknown; aud?: unknown }) =>
  [claims.client_id, claims.azp, ...[claims.aud].flat()].some((value) => typeof value === 'string' && clientIds.includes(value))

/** The provider's session a token was given in (`sid`, as Keycloak, Okta and oidc-provider name it), where it says. */
const sessionOf = (claims: { sid?: unknown }) => (typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : undefined)

/**
 * Customers of another OpenID provider (Keycloak, Okta, Auth0…). An access token counts only when
 * that provider gave it to one of the store's clients: a JWT access token is verified with the
 * provider's keys and read; any other is asked of the provider's introspection endpoint, as the
 * store's introspection client. Another app of the same provider cannot act as the customer here.
 * The token is then asked of the userinfo endpoint (so a token that provider revoked is refused
 * within a minute), and the person it names is this store's account, linked by their subject
 * there, made on first sight from their claims. An account of the same email that is not linked
 * yet is never taken over: that sign-in is refused.
 */
export function externalCustomers(db: Database, external: ExternalIdentity, sourceId: string) {
  const { issuer } = external
  const clientIds = [...new Set(Object.values(external.clientIds))]
  const known = new Lru<string, { customer: Customer; until: number }>(10_000)
  let metadata: Promise<ProviderMetadata> | undefined
  const providerMetadata = () =>
    (metadata ??= fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then((response) => response.json() as Promise<ProviderMetadata>)
      .catch((error: unknown) => {
        metadata = undefined
        throw error
      }))
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined

  /**
   * Whether the provider gave this token to one of the store's clients, and the provider's session
   * (its sign-in) it was given in, where the provider names it.
   */
  async function givenToStore(accessToken: string): Promise<{ session?: string } | undefined> {
    const provider = await providerMetadata()
    const jwt = (() => {
      try {
        return decodeProtectedHeader(accessToken).alg !== undefined
      } catch {
        return false
      }
    })()
    if (jwt && provider.jwks_uri) {
      keys ??= createRemoteJWKSet(new URL(provider.jwks_uri))
      const verified = await jwtVerify<JWTPayload & { client_id?: unknown; azp?: unknown; sid?: unknown }>(accessToken, keys, { issuer }).catch(() => undefined)
      return verified && namesOneOf(clientIds, verified.payload) ? { session: sessionOf(verified.payload) } : undefined
    }
    if (!external.introspection || !provider.introspection_endpoint) return undefined
    const { clientId, clientSecret } = external.introspection
    const response = await fetch(provider.introspection_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: accessToken, token_type_hint: 'access_token' }).toString(),
    })
    if (!response.ok) return undefined
    const about = (await response.json()) as { active?: unknown; client_id?: unknown; aud?: unknown; sid?: unknown }
    return about.active === true && namesOneOf(clientIds, about) ? { session: sessionOf(about) } : undefined
  }

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

  return async (accessToken: string): Promise<Customer | undefined> => {
    const key = createHash('sha256').update(accessToken).digest('base64url')
    const cached = known.get(key)
    if (cached && cached.until > Date.now()) return cached.customer
    const given = await givenToStore(accessToken)
    if (!given) return undefined
    const response = await fetch((await providerMetadata()).userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` } })
    if (!response.ok) return undefined
    const info = (await response.json()) as UserInfo
    if (typeof info.sub !== 'string') return undefined
    const accountId = await accountFor(info)
    if (!accountId) return undefined
    // The provider's session stands for the sign-in: an account's cart token of one sign-in is of no use in the next.
    const customer = { accountId, grantId: given.session && `${issuer} ${given.session}` }
    known.set(key, { customer, until: Date.now() + KNOWN_FOR_MS })
    return customer
  }
}
