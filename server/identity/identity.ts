import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'
import type Provider from 'oidc-provider'
import type { Database } from '../db/database.ts'
import { createAccounts, type Accounts } from './accounts.ts'
import { createPasswords, type Passwords } from './password-resets.ts'
import { createRewardsMembers, type RewardsMembers } from './rewards-members.ts'
import { createIdentityProvider, identitySecrets, publicKeyOf, type IdentityClient } from './provider.ts'
import { externalCustomers } from './external-customers.ts'
import type { Customer } from './customer.ts'
import { liveGrants } from './grants.ts'
import { Lru } from '../db/lru.ts'
import { googleSignIn, type GoogleSignIn } from './google.ts'
import { openGoogleSandbox, type GoogleClient, type GoogleSandbox } from './google-sandbox.ts'
import { SITES, type SiteId } from '#domain/site.ts'

export interface Identity {
  accounts: Accounts
  passwords: Passwords
  /** Snackfolk Rewards members, joined on the rewards site before they register. */
  rewards: RewardsMembers
  /** The embedded provider; mounted at `/oidc`. */
  provider: Provider
  /** The provider the sites sign shoppers in with. */
  issuer: string
  clients: IdentityClient[]
  /** Each site's client id at that provider. */
  clientIdFor: (site: SiteId) => string
  /** "Sign in with Google" from the store's sign-in page; not offered with neither Google nor its sandbox. */
  google?: GoogleSignIn
  /** The sandbox standing for Google, when no Google client is configured. */
  googleSandbox?: GoogleSandbox
  /** Grants ended elsewhere (another process signed a customer out): their tokens are refused from now on; unnamed, every grant is read again. */
  forgetGrants: (grantIds?: Iterable<string>) => void
  /** The customer an access token stands for, when it is one the provider signed for the store's API and still alive. */
  customerOf: (accessToken: string) => Promise<Customer | undefined>
}

export interface IdentitySettings {
  /** The store's public origin (`http://localhost:3000`); the provider is `<origin>/oidc`. */
  publicOrigin: string
  clients: IdentityClient[]
  /** Another OpenID provider to sign shoppers in with instead of the store's own, and each site's client id there. */
  external?: { issuer: string; clientIds: Record<SiteId, string> }
  /** Google's OpenID provider and the store's client there. */
  google?: GoogleClient
  /** Whether the sandbox standing for Google is live (no Google client is set). */
  googleSandbox?: boolean
}

export const API_AUDIENCE = 'urn:snackfolk:shop'

/** How many verified access tokens a process keeps. */
const VERIFIED_TOKENS_KEPT = 10_000

/** Accounts and the store's own OpenID provider, its keys made once and kept in the database. */
export async function openIdentity(db: Database, settings: IdentitySettings): Promise<Identity> {
  const secrets = await identitySecrets(db)
  const accounts = createAccounts(db)
  const ownIssuer = `${settings.publicOrigin}/oidc`
  const grants = liveGrants(db)
  const provider = createIdentityProvider(
    db,
    accounts,
    {
      issuer: ownIssuer,
      publicOrigin: settings.publicOrigin,
      clients: settings.clients,
      apiAudience: API_AUDIENCE,
      grantEnded: (grantId) => grants.forget([grantId]),
    },
    secrets,
  )
  const keys = createLocalJWKSet({ keys: [publicKeyOf(secrets.signingKey) as JWK] })
  const { external } = settings
  const googleSandbox = !settings.google && settings.googleSandbox ? await openGoogleSandbox(db, settings.publicOrigin) : undefined
  const googleClient = settings.google ?? googleSandbox?.client
  // Access tokens already verified, with their claims: a customer's every call is not an RS256 verification.
  const verified = new Lru<string, { sub: string; gid: string; exp: number }>(VERIFIED_TOKENS_KEPT)
  const claimsOf = async (accessToken: string) => {
    const known = verified.get(accessToken)
    if (known) return known.exp * 1000 > Date.now() ? known : undefined
    const { payload } = await jwtVerify(accessToken, keys, { issuer: ownIssuer, audience: API_AUDIENCE, algorithms: ['RS256'], typ: 'at+jwt' })
    if (typeof payload.sub !== 'string' || typeof payload.gid !== 'string' || typeof payload.exp !== 'number') return undefined
    const claims = { sub: payload.sub, gid: payload.gid, exp: payload.exp }
    verified.set(accessToken, claims)
    return claims
  }
  const ownCustomerOf = async (accessToken: string) => {
    try {
      const claims = await claimsOf(accessToken)
      // A token whose grant is gone (signed out, a new password) is refused.
      return claims && (await grants.alive(claims.gid)) ? { accountId: claims.sub, grantId: claims.gid } : undefined
    } catch {
      return undefined
    }
  }
  return {
    accounts,
    passwords: createPasswords(db, accounts, (accountId, keep) => grants.endSessionsOf(accountId, keep)),
    rewards: createRewardsMembers(db, accounts),
    provider,
    issuer: external?.issuer ?? ownIssuer,
    clients: settings.clients,
    clientIdFor: (site) => external?.clientIds[site] ?? SITES[site].identityClientId,
    customerOf: external ? externalCustomers(db, external, SITES.snacks.sourceId) : ownCustomerOf,
    google: googleClient && googleSignIn(db, accounts, googleClient, settings.publicOrigin),
    googleSandbox,
    forgetGrants: grants.forget,
  }
}
