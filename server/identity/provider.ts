import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Database } from '../db/database.ts'
import { keptSecret } from '../db/kept-secret.ts'
import type { Accounts } from './accounts.ts'
import { identityRecordsIn } from './records.ts'
import { providerPages } from './provider-pages.ts'

/** A site that signs shoppers in here: a public client, PKCE S256, returning to its `/implicit/callback`. */
export interface IdentityClient {
  clientId: string
  origins: string[]
}

export interface IdentityOptions {
  /** The provider's own address, `<store origin>/oidc`. */
  issuer: string
  /** The store's address: where the provider's own pages send the shopper back to. */
  publicOrigin: string
  clients: IdentityClient[]
  /** The audience of the access tokens the store's API takes. */
  apiAudience: string
  /** Told of each grant ended in this process (a sign-out), before the provider answers. */
  grantEnded: (grantId: string) => void
}

export const SCOPES = 'openid email profile offline_access'
/** Access tokens live 15 minutes; the sites renew them with the refresh token, which lives no longer than the sign-in. */
const TTL = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
}

/** The provider's RS256 signing key and its cookie key, made on the first start. */
export async function identitySecrets(db: Database): Promise<{ signingKey: JWK; cookieKey: string }> {
  const signingKey = await keptSecret(db, 'identity_signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
    return JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') })
  })
  const cookieKey = await keptSecret(db, 'identity_cookie_key', async () => randomBytes(32).toString('base64url'))
  return { signingKey: JSON.parse(signingKey) as JWK, cookieKey }
}

/** The public half of the signing key: what checks the access tokens the provider signs. */
export function publicKeyOf({ kty, n, e, alg, use, kid }: JWK): JWK {
  return { kty, n, e, alg, use, kid }
}

/**
 * The store's own OpenID provider: sign-in on the store's own pages, codes only for PKCE S256,
 * JWT access tokens for the store's API, everything kept in the database.
 */
export function createIdentityProvider(db: Database, accounts: Accounts, options: IdentityOptions, secrets: { signingKey: JWK; cookieKey: string }): Provider {
  const pages = providerPages(options.publicOrigin)
  const configuration: Configuration = {
    adapter: identityRecordsIn(db, '', options.grantEnded),
    clients: options.clients.map(({ clientId, origins }) => ({
      client_id: clientId,
      redirect_uris: origins.map((origin) => `${origin}/implicit/callback`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: [secrets.cookieKey] },
    scopes: SCOPES.split(' '),
    // A refresh token for every sign-in of the store's sites; it ends with the provider session (no offline access).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The access token names its grant, so the API refuses it once the grant is revoked (sign-out, a new password).
    extraTokenClaims: async (_ctx, token) => (token.kind === 'AccessToken' ? { gid: token.grantId } : undefined),
    renderError: pages.renderError,
    claims: { openid: ['sub', 'sid'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'loyalty_id'] },
    // The ID token says who signed in, with their rewards member number, so the sites need not ask again.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id, token) {
      const account = await accounts.byId(id)
      if (!account) return undefined
      // `sid`: the provider session the sign-in belongs to, which the sites keep as the customer's session id (SPEC §3).
      const sid = token && 'sessionUid' in token ? (token.sessionUid as string | undefined) : undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          sid,
          email: account.email,
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
          loyalty_id: account.loyaltyId ?? undefined,
        }),
      }
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'shop',
          audience: options.apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: TTL.AccessToken,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The store's sites are its own: signing in grants them what they ask, with no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client!.clientId
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId })
      grant.addOIDCScope(SCOPES)
      grant.addResourceScope(options.apiAudience, 'shop')
      await grant.save()
      return grant
    },
    ttl: TTL,
  }
  const provider = new Provider(options.issuer, configuration)
  // Its host and scheme are the store's public origin, set by the store before every request (never the request's own).
  provider.proxy = true
  return provider
}
