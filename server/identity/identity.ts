import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'
import type Provider from 'oidc-provider'
import type { Database } from '../db/database.ts'
import { createAccounts, type Accounts } from './accounts.ts'
import { createPasswords, type Passwords } from './password-resets.ts'
import { createIdentityProvider, identitySecrets, publicKeyOf, type IdentityClient } from './provider.ts'

/** Who signed in, as an access token the store's API takes says. */
export interface Customer {
  accountId: string
}

export interface Identity {
  accounts: Accounts
  passwords: Passwords
  /** The embedded provider; mounted at `/oidc`. */
  provider: Provider
  issuer: string
  clients: IdentityClient[]
  /** The customer an access token stands for, when it is one the provider signed for the store's API and still alive. */
  customerOf: (accessToken: string) => Promise<Customer | undefined>
}

export interface IdentitySettings {
  /** The store's public origin (`http://localhost:3000`); the provider is `<origin>/oidc`. */
  publicOrigin: string
  clients: IdentityClient[]
}

export const API_AUDIENCE = 'urn:snackfolk:shop'

/** Accounts and the store's own OpenID provider, its keys made once and kept in the database. */
export async function openIdentity(db: Database, settings: IdentitySettings): Promise<Identity> {
  const secrets = await identitySecrets(db)
  const accounts = createAccounts(db)
  const issuer = `${settings.publicOrigin}/oidc`
  const provider = createIdentityProvider(db, accounts, { issuer, clients: settings.clients, apiAudience: API_AUDIENCE }, secrets)
  const keys = createLocalJWKSet({ keys: [publicKeyOf(secrets.signingKey) as JWK] })
  return {
    accounts,
    passwords: createPasswords(db, accounts),
    provider,
    issuer,
    clients: settings.clients,
    async customerOf(accessToken) {
      try {
        const { payload } = await jwtVerify(accessToken, keys, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'] })
        return typeof payload.sub === 'string' ? { accountId: payload.sub } : undefined
      } catch {
        return undefined
      }
    },
  }
}
