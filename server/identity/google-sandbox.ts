import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import type { Database } from '../db/database.ts'
import { keptSecret } from '../db/kept-secret.ts'
import { identityRecordsIn } from './records.ts'
import { InputError } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'

export const SANDBOX_GOOGLE_PATH = '/sandbox-google'

export interface GoogleClient {
  issuer: string
  clientId: string
  clientSecret: string
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * A sandbox standing for Google's OpenID provider, so "Sign in with Google" works without the
 * internet: a real provider of its own at `<origin>/sandbox-google`, its own keys, cookies and
 * records, and a sign-in page that says it is a sandbox and takes any email as a Google account.
 */
export async function openGoogleSandbox(db: Database, origin: string) {
  const issuer = `${origin}${SANDBOX_GOOGLE_PATH}`
  const clientSecret = await keptSecret(db, 'sandbox_google_client_secret', () => randomBytes(32).toString('base64url'))
  const signingKey = JSON.parse(
    await keptSecret(db, 'sandbox_google_signing_key', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
      return JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') })
    }),
  ) as JWK
  const cookieKey = await keptSecret(db, 'sandbox_google_cookie_key', () => randomBytes(32).toString('base64url'))
  const client: GoogleClient = { issuer, clientId: 'snackfolk-sandbox', clientSecret }
  const provider = new Provider(issuer, {
    adapter: identityRecordsIn(db, 'SandboxGoogle:'),
    clients: [
      {
        client_id: client.clientId,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/implicit/ssocallback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [cookieKey], names: { session: '_sandbox_google_session', interaction: '_sandbox_google_interaction', resume: '_sandbox_google_resume' } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, email) => ({
      accountId: email,
      claims: async () => ({
        sub: `sandbox-${Buffer.from(email).toString('hex').slice(0, 24)}`,
        email,
        email_verified: true,
        given_name: email.split('@')[0]!,
        family_name: 'Sandbox',
      }),
    }),
    // As Google does: the ID token itself carries the email and the names.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${SANDBOX_GOOGLE_PATH}/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client!.clientId
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })

  // Its host and scheme are the store's public origin, set by the store before every request.
  provider.proxy = true

  /** The sandbox's own sign-in page: choose any email as the Google account. */
  async function signInPage(incoming: IncomingMessage, outgoing: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(incoming, outgoing)
    if (details.uid !== uid) throw new InputError(MessageId.notFound, 'Not this sign-in', 404)
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : ''
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in – Google (sandbox)</title></head>
<body style="font-family:system-ui;max-width:26rem;margin:3rem auto;padding:0 1rem">
<main><h1>Google (sandbox)</h1>
<p role="note"><strong>This is a sandbox standing for Google.</strong> No real Google account is used: any email signs in as a Google account.</p>
<form method="post" action="${SANDBOX_GOOGLE_PATH}/interaction/${escapeHtml(uid)}">
<p><label for="email">Google account email</label><br><input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(hint)}"></p>
<p><button type="submit">Continue as this Google account</button></p>
</form></main></body></html>`
  }

  /** The email chosen on the sandbox's page signs that Google account in. */
  async function signIn(incoming: IncomingMessage, outgoing: ServerResponse, uid: string, email: string) {
    const details = await provider.interactionDetails(incoming, outgoing)
    if (details.uid !== uid) throw new InputError(MessageId.notFound, 'Not this sign-in', 404)
    return provider.interactionResult(incoming, outgoing, { login: { accountId: email.trim().toLowerCase() } }, { mergeWithLastSubmission: false })
  }

  return { provider, client, signInPage, signIn }
}

export type GoogleSandbox = Awaited<ReturnType<typeof openGoogleSandbox>>
