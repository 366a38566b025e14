import * as oauth from 'oauth4webapi'

/** The store's site as a client of an OpenID provider: its issuer, client id and return address. */
export interface SignInClient {
  issuer: string
  clientId: string
  /** `<the site's origin>/implicit/callback` (SPEC §2). */
  redirectUri: string
}

/** What a sign-in started in this tab must find again when the provider sends the shopper back. */
export interface PendingSignIn {
  state: string
  codeVerifier: string
  /** Where the shopper was, to go back to. */
  returnTo: string
}

/** What the provider's answer gives the store: the access token for the API and who signed in. */
export interface SignedIn {
  accessToken: string
  accountId: string
  /** The provider's session, when its ID token names one (`sid`), and the shopper's Snackfolk Rewards member number when they have one. */
  customerSessionId?: string
  loyaltyId?: string
  /** Seconds the access token lives. */
  expiresIn?: number
  /** Renews the access token while the sign-in lasts. */
  refreshToken?: string
  /** Names the sign-in when the shopper signs out. */
  idToken?: string
}

/** A renewed access token (and the refresh token that replaces the one spent). */
export type Renewed = Pick<SignedIn, 'accessToken' | 'expiresIn' | 'refreshToken'>

export const SIGN_IN_SCOPE = 'openid email profile offline_access'

/** A fresh state for one sign-in, matched when the provider sends the shopper back. */
export const newState = () => oauth.generateRandomState()

const insecureFor = (issuer: string) => ({ [oauth.allowInsecureRequests]: new URL(issuer).protocol === 'http:' })

/** The provider's metadata, read from its discovery document. */
export async function discover(issuer: string, fetchImpl?: typeof fetch): Promise<oauth.AuthorizationServer> {
  const options = { algorithm: 'oidc' as const, ...insecureFor(issuer), ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}) }
  return oauth.processDiscoveryResponse(new URL(issuer), await oauth.discoveryRequest(new URL(issuer), options))
}

/** The provider's sign-in address for this tab: a code flow with PKCE S256 and a state to match on return. */
export function signInUrl(
  client: SignInClient,
  server: oauth.AuthorizationServer,
  pending: PendingSignIn & { codeChallenge: string },
  options: { locale?: string; prompt?: string; loginHint?: string } = {},
): URL {
  const url = new URL(server.authorization_endpoint!)
  url.searchParams.set('client_id', client.clientId)
  url.searchParams.set('redirect_uri', client.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', SIGN_IN_SCOPE)
  url.searchParams.set('code_challenge', pending.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('state', pending.state)
  if (options.locale) url.searchParams.set('ui_locales', options.locale)
  if (options.prompt) url.searchParams.set('prompt', options.prompt)
  if (options.loginHint) url.searchParams.set('login_hint', options.loginHint)
  return url
}

/** Exchanges the code the provider sent back for tokens; the state must be this tab's, and the verifier its own. */
export async function finishSignIn(
  client: SignInClient,
  server: oauth.AuthorizationServer,
  returned: URL,
  pending: PendingSignIn,
  fetchImpl?: typeof fetch,
): Promise<SignedIn> {
  const asClient: oauth.Client = { client_id: client.clientId }
  const params = oauth.validateAuthResponse(server, asClient, returned, pending.state)
  const options = { ...insecureFor(client.issuer), ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}) }
  const response = await oauth.authorizationCodeGrantRequest(server, asClient, oauth.None(), params, client.redirectUri, pending.codeVerifier, options)
  const tokens = await oauth.processAuthorizationCodeResponse(server, asClient, response)
  const claims = oauth.getValidatedIdTokenClaims(tokens)
  if (!claims) throw new Error('The provider gave no ID token')
  const text = (claim: unknown) => (typeof claim === 'string' && claim ? claim : undefined)
  return {
    accessToken: tokens.access_token,
    accountId: claims.sub,
    customerSessionId: text(claims.sid),
    loyaltyId: text(claims.loyalty_id),
    expiresIn: tokens.expires_in,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
  }
}

/** A new access token for the sign-in the refresh token belongs to; refused once that sign-in has ended. */
export async function renewSignIn(client: SignInClient, server: oauth.AuthorizationServer, refreshToken: string, fetchImpl?: typeof fetch): Promise<Renewed> {
  const asClient: oauth.Client = { client_id: client.clientId }
  const options = { ...insecureFor(client.issuer), ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}) }
  const response = await oauth.refreshTokenGrantRequest(server, asClient, oauth.None(), refreshToken, options)
  const tokens = await oauth.processRefreshTokenResponse(server, asClient, response)
  return { accessToken: tokens.access_token, expiresIn: tokens.expires_in, refreshToken: tokens.refresh_token ?? refreshToken }
}

/** Whether the provider refused a renewal because the sign-in is over (its grant revoked, the session ended), not because it could not be asked. */
export const isSignInEnded = (error: unknown) => error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant'

/** Where the browser goes to sign out at the provider (RP-initiated logout), back to `returnTo` after; none when the provider offers no sign-out. */
export function signOutUrl(
  client: SignInClient,
  server: oauth.AuthorizationServer,
  options: { idToken?: string; returnTo: string; locale?: string },
): string | undefined {
  if (!server.end_session_endpoint) return undefined
  const url = new URL(server.end_session_endpoint)
  url.searchParams.set('client_id', client.clientId)
  url.searchParams.set('post_logout_redirect_uri', options.returnTo)
  if (options.idToken) url.searchParams.set('id_token_hint', options.idToken)
  if (options.locale) url.searchParams.set('ui_locales', options.locale)
  return url.href
}
