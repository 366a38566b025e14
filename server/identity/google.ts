import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import * as oauth from 'oauth4webapi'
import type { Database } from '../db/database.ts'
import { accounts, identityRecords } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { AccountMessage } from '#domain/account.ts'
import type { Accounts } from './accounts.ts'
import type { GoogleClient } from './google-sandbox.ts'

const PENDING_MS = 10 * 60_000
const TICKET_MS = 2 * 60_000

/**
 * "Sign in with Google": the store is Google's client. A sign-in on the store's page is sent to
 * Google with PKCE and a nonce; Google's answer comes back to `/implicit/ssocallback`, the code is
 * exchanged on the server, and the Google account is the store's customer (made on first sight,
 * signing in through Google only). A single-use ticket then finishes the sign-in on the store's page.
 */
export function googleSignIn(db: Database, accountsOf: Accounts, google: GoogleClient, origin: string) {
  const redirectUri = `${origin}/implicit/ssocallback`
  const client: oauth.Client = { client_id: google.clientId }
  const insecure = { [oauth.allowInsecureRequests]: new URL(google.issuer).protocol === 'http:' }
  let server: Promise<oauth.AuthorizationServer> | undefined
  const discovered = () =>
    (server ??= oauth
      .discoveryRequest(new URL(google.issuer), { algorithm: 'oidc', ...insecure })
      .then((response) => oauth.processDiscoveryResponse(new URL(google.issuer), response))
      .catch((error: unknown) => {
        server = undefined
        throw error
      }))

  const keep = (model: string, id: string, payload: Record<string, unknown>, lifeMs: number) =>
    db.insert(identityRecords).values({ model, id, payload, expiresAt: new Date(Date.now() + lifeMs) })
  /** A kept record, taken once: it is gone after. */
  const take = async (model: string, id: string) => {
    const [row] = await db
      .delete(identityRecords)
      .where(and(eq(identityRecords.model, model), eq(identityRecords.id, id), gt(identityRecords.expiresAt, new Date())))
      .returning({ payload: identityRecords.payload })
    return row?.payload
  }

  return {
    /** Google's sign-in address for the store's interaction `uid`. */
    async start(uid: string): Promise<string> {
      const as = await discovered()
      const verifier = oauth.generateRandomCodeVerifier()
      const state = oauth.generateRandomState()
      const nonce = oauth.generateRandomNonce()
      await keep('GoogleSignIn', state, { uid, verifier, nonce }, PENDING_MS)
      const url = new URL(as.authorization_endpoint!)
      for (const [key, value] of Object.entries({
        client_id: google.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }))
        url.searchParams.set(key, value)
      return url.href
    },

    /** Google's answer, exchanged; the address that finishes the sign-in on the store's page. */
    async finish(returned: URL): Promise<string> {
      const state = returned.searchParams.get('state') ?? ''
      const pending = (await take('GoogleSignIn', state)) as { uid: string; verifier: string; nonce: string } | undefined
      if (!pending) throw new InputError(AccountMessage.signInFailed, 'This Google sign-in is unknown or took too long')
      const as = await discovered()
      const params = oauth.validateAuthResponse(as, client, returned, state)
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.ClientSecretPost(google.clientSecret),
        params,
        redirectUri,
        pending.verifier,
        insecure,
      )
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: pending.nonce, requireIdToken: true })
      const claims = oauth.getValidatedIdTokenClaims(tokens)!
      const outcome = await accountFor({
        subject: `${google.issuer} ${claims.sub}`,
        email: claims.email,
        verified: claims.email_verified === true,
        firstName: String(claims.given_name ?? ''),
        lastName: String(claims.family_name ?? ''),
      })
      const ticket = randomBytes(24).toString('base64url')
      await keep('GoogleTicket', ticket, { uid: pending.uid, ...outcome }, TICKET_MS)
      return `/interaction/${encodeURIComponent(pending.uid)}/google/finish?ticket=${ticket}`
    },

    /**
     * What a ticket of the interaction it was made for comes to, once: the account it signs in, or
     * the account the shopper must sign in to with its password first, which the Google account is then linked to.
     */
    async ticket(uid: string, ticket: string): Promise<GoogleOutcome> {
      const kept = (await take('GoogleTicket', ticket)) as ({ uid: string } & GoogleOutcome) | undefined
      if (!kept || kept.uid !== uid) throw new InputError(AccountMessage.signInFailed, 'This Google sign-in ticket is unknown, used or expired')
      if ('link' in kept) await keep('GoogleLink', uid, { ...kept.link }, PENDING_MS)
      return kept
    },

    /** The email a sign-in waiting for its account's password is for, when this interaction has one. */
    async linkWaiting(uid: string): Promise<string | undefined> {
      const [row] = await db
        .select({ payload: identityRecords.payload })
        .from(identityRecords)
        .where(and(eq(identityRecords.model, 'GoogleLink'), eq(identityRecords.id, uid), gt(identityRecords.expiresAt, new Date())))
      const link = row?.payload as GoogleLink | undefined
      return link && (await accountsOf.byId(link.accountId))?.email
    },

    /** The account's password was given in the interaction that waited for it: its Google account signs in to it from now on. */
    async linkAfterSignIn(uid: string, accountId: string): Promise<void> {
      const link = (await take('GoogleLink', uid)) as GoogleLink | undefined
      if (link?.accountId === accountId) await db.update(accounts).set({ googleSubject: link.subject }).where(eq(accounts.id, accountId))
    },
  }

  /**
   * The customer of a Google account: the account it was linked to, or a new one that signs in
   * through Google. An account of the same email is linked only once its password has been given:
   * a Google account alone never opens an account that is not its own.
   */
  async function accountFor(google: { subject: string; email: unknown; verified: boolean; firstName: string; lastName: string }): Promise<GoogleOutcome> {
    const [linked] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.googleSubject, google.subject))
    if (linked) return { accountId: linked.id }
    if (typeof google.email !== 'string' || !google.verified) throw new InputError(AccountMessage.signInFailed, 'Google gave no verified email')
    const email = google.email
    const known = await accountsOf.byEmail(email)
    // An account made by a Google sign-in before its subject was kept has no password to prove: Google's word for its email stands.
    if (known?.social === 'google' && !known.passwordHash && !known.googleSubject) {
      await db.update(accounts).set({ googleSubject: google.subject }).where(eq(accounts.id, known.id))
      return { accountId: known.id }
    }
    if (known) return { link: { accountId: known.id, subject: google.subject } }
    const [made] = await db
      .insert(accounts)
      .values({
        id: randomUUID(),
        email,
        firstName: google.firstName || email.split('@')[0]!,
        lastName: google.lastName,
        sourceId: 'SNACKFOLK_WEB',
        social: 'google',
        googleSubject: google.subject,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id })
    if (made) return { accountId: made.id }
    return { link: { accountId: (await accountsOf.byEmail(email))!.id, subject: google.subject } }
  }
}

interface GoogleLink {
  accountId: string
  subject: string
}

/** A Google sign-in signs an account in, or waits for the password of the account of its email. */
export type GoogleOutcome = { accountId: string } | { link: GoogleLink }

export type GoogleSignIn = ReturnType<typeof googleSignIn>
