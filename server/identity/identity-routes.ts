import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { AppEnv } from '../app-env.ts'
import { askerOf, type SlowedMisses } from '../http/slowed-misses.ts'
import { fail, InputError, ok, parseBody } from '../http/envelope.ts'
import { limited } from '../http/limited.ts'
import { SignInSchema } from '#domain/account.ts'
import { EmailSchema } from '#domain/email.ts'
import * as v from 'valibot'
import type Provider from 'oidc-provider'
import { SANDBOX_GOOGLE_PATH } from './google-sandbox.ts'
import { MessageId } from '#domain/envelope.ts'
import { log } from '../start-up/log.ts'

type NodeBindings = { incoming: IncomingMessage; outgoing: ServerResponse }

/** The Node request and response under a Hono request: the provider speaks to them directly. */
function nodeOf(c: Context<AppEnv>): NodeBindings {
  const env = c.env as Partial<NodeBindings> | undefined
  if (!env?.incoming || !env.outgoing) throw new InputError(MessageId.notFound, 'Sign-in is served by the store’s own server', 404)
  return env as NodeBindings
}

/** Hands a request to the provider and waits until it has answered. */
async function handOver(c: Context<AppEnv>, handle: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown) {
  const { incoming, outgoing } = nodeOf(c)
  const answered = new Promise((resolve) => outgoing.once('close', resolve).once('finish', resolve))
  await handle(incoming, outgoing)
  await answered
  return RESPONSE_ALREADY_SENT
}

/** The sandbox standing for Google; there is none when Google itself is configured. */
function sandboxOf(c: Context<AppEnv>) {
  const sandbox = c.get('identity').googleSandbox
  if (!sandbox) throw new InputError(MessageId.notFound, 'No Google sandbox here', 404)
  return sandbox
}

/** "Sign in with Google", when Google or its sandbox is there to sign in with. */
function googleOf(c: Context<AppEnv>) {
  const google = c.get('identity').google
  if (!google) throw new InputError(MessageId.notFound, 'Sign in with Google is not offered here', 404)
  return google
}

/** The sandbox's sign-in form: an email, a few hundred bytes. */
const sandboxFormLimit = bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, 413, MessageId.bodyTooLarge, 'The sandbox form takes at most 4 KiB') })

/**
 * A provider mounted at `path`, as a mounted app sees a request: the path below it, the whole one
 * kept as the original, and the store's public origin as its host and scheme, so every address the
 * provider gives (discovery, forms, redirects) is the configured one, never the request's.
 */
function mounted(c: Context<AppEnv>, path: string, provider: Provider) {
  const origin = new URL(c.get('hosts').publicOrigin)
  return handOver(c, (incoming, outgoing) => {
    for (const header of ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto']) delete incoming.headers[header]
    incoming.headers.host = origin.host
    incoming.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1)
    Object.assign(incoming, { originalUrl: incoming.url })
    incoming.url = incoming.url!.slice(path.length) || '/'
    return provider.callback()(incoming, outgoing)
  })
}

/**
 * The identity provider at `/oidc`, and the store's own sign-in pages' calls: the interaction's
 * details, the sign-in itself, and giving up. `/api/get-pkce-challenge` gives a PKCE pair.
 */
export function identityRoutes(misses: SlowedMisses) {
  return (
    new Hono<AppEnv>()
      // The sandbox standing for Google: its own sign-in page, then its provider.
      .get('/sandbox-google/interaction/:uid', async (c) => {
        const sandbox = sandboxOf(c)
        const { incoming, outgoing } = nodeOf(c)
        const page = await sandbox.signInPage(incoming, outgoing, c.req.param('uid'))
        // Its form's redirects end at whichever site the sign-in is for.
        // A policy cannot name an IPv6 literal such as [::1]: those origins are left out of it.
        const sites = c
          .get('hosts')
          .served.map((host) => host.origin)
          .filter((origin) => !origin.includes('['))
          .join(' ')
        c.header(
          'Content-Security-Policy',
          `default-src 'none'; style-src-attr 'unsafe-inline'; form-action 'self' ${sites}; frame-ancestors 'none'; base-uri 'none'`,
        )
        return c.html(page)
      })
      .post('/sandbox-google/interaction/:uid', sandboxFormLimit, async (c) => {
        const sandbox = sandboxOf(c)
        const form = await c.req.parseBody()
        const email = v.safeParse(EmailSchema, form.email)
        if (!email.success) throw new InputError(MessageId.invalidInput, 'The sandbox takes an email')
        const { incoming, outgoing } = nodeOf(c)
        return c.redirect(await sandbox.signIn(incoming, outgoing, c.req.param('uid'), email.output), 303)
      })
      .all('/sandbox-google/*', (c) => {
        const sandbox = sandboxOf(c)
        return mounted(c, SANDBOX_GOOGLE_PATH, sandbox.provider)
      })
      // Sign in with Google: sent there from the store's sign-in page, back here, and finished on that page.
      .post('/interaction/:uid/google', async (c) => {
        const { incoming, outgoing } = nodeOf(c)
        const details = await c.get('identity').provider.interactionDetails(incoming, outgoing)
        if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
        return ok(c, { redirectTo: await googleOf(c).start(details.uid) })
      })
      .get('/implicit/ssocallback', async (c, next) => {
        try {
          return c.redirect(await googleOf(c).finish(new URL(c.req.url)), 303)
        } catch (error) {
          // Google's answer could not be used: the page says the sign-in did not finish.
          if (!(error instanceof InputError)) log.error({ failure: `${(error as Error).name}: ${(error as Error).message}` }, 'Google sign-in failed')
          return next()
        }
      })
      .get('/interaction/:uid/google/finish', async (c) => {
        const { incoming, outgoing } = nodeOf(c)
        const details = await c.get('identity').provider.interactionDetails(incoming, outgoing)
        if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
        const outcome = await googleOf(c).ticket(details.uid, c.req.query('ticket') ?? '')
        // An account of the same email with a password: the store's sign-in page asks for it once.
        if ('link' in outcome) return c.redirect(`/interaction/${encodeURIComponent(details.uid)}`, 303)
        return c.redirect(
          await c
            .get('identity')
            .provider.interactionResult(incoming, outgoing, { login: { accountId: outcome.accountId } }, { mergeWithLastSubmission: false }),
          303,
        )
      })
      // As usersExists: asked a few times a minute at most, each answer slower than the last.
      .get('/v2/dopservice/identify-social-user', limited('accountLookup'), async (c) => {
        const email = v.safeParse(EmailSchema, c.req.query('email'))
        if (!email.success) throw new InputError(MessageId.invalidInput, 'An email is asked for')
        await misses.looked(askerOf(c))
        const account = await c.get('identity').accounts.byEmail(email.output)
        return ok(c, { exists: Boolean(account), social: account?.social ?? '' })
      })
      .all('/oidc/*', (c) => mounted(c, '/oidc', c.get('identity').provider))
      .get('/interaction/:uid/details', async (c) => {
        const { incoming, outgoing } = nodeOf(c)
        const details = await c.get('identity').provider.interactionDetails(incoming, outgoing)
        if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
        const google = c.get('identity').google
        const linking = await google?.linkWaiting(details.uid)
        return ok(c, {
          uid: details.uid,
          prompt: details.prompt.name,
          clientId: details.params.client_id,
          loginHint: linking ?? details.params.login_hint ?? '',
          locale: details.params.ui_locales ?? '',
          google: Boolean(google),
          linkGoogle: Boolean(linking),
        })
      })
      .post('/interaction/:uid/login', limited('signIn'), async (c) => {
        const { incoming, outgoing } = nodeOf(c)
        const details = await c.get('identity').provider.interactionDetails(incoming, outgoing)
        if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
        const { email, password } = parseBody(c, SignInSchema)
        const account = await misses.counted(askerOf(c), () => c.get('identity').accounts.signIn(email, password, new Date()))
        await c.get('identity').google?.linkAfterSignIn(details.uid, account.id)
        const redirectTo = await c
          .get('identity')
          .provider.interactionResult(incoming, outgoing, { login: { accountId: account.id } }, { mergeWithLastSubmission: false })
        return ok(c, { redirectTo })
      })
      .post('/interaction/:uid/abort', async (c) => {
        const { incoming, outgoing } = nodeOf(c)
        const redirectTo = await c
          .get('identity')
          .provider.interactionResult(
            incoming,
            outgoing,
            { error: 'access_denied', error_description: 'The shopper went back' },
            { mergeWithLastSubmission: false },
          )
        return ok(c, { redirectTo })
      })
      .get('/api/get-pkce-challenge', (c) => {
        const codeVerifier = randomBytes(32).toString('base64url')
        return ok(c, { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'), codeChallengeMethod: 'S256' })
      })
  )
}
