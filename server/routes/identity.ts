import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Hono, type Context } from 'hono'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { SignInSchema } from '../../src/domain/account.ts'
import { MessageId } from '../../src/domain/envelope.ts'

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

/**
 * The identity provider at `/oidc`, and the store's own sign-in pages' calls: the interaction's
 * details, the sign-in itself, and giving up. `/api/get-pkce-challenge` gives a PKCE pair.
 */
export function identityRoutes() {
  return new Hono<AppEnv>()
    .all('/oidc/*', (c) =>
      handOver(c, (incoming, outgoing) => {
        // As a mounted app sees it: the path below /oidc, the whole one kept as the original.
        Object.assign(incoming, { originalUrl: incoming.url })
        incoming.url = incoming.url!.replace(/^\/oidc/, '') || '/'
        return c.var.identity.provider.callback()(incoming, outgoing)
      }),
    )
    .get('/interaction/:uid/details', async (c) => {
      const { incoming, outgoing } = nodeOf(c)
      const details = await c.var.identity.provider.interactionDetails(incoming, outgoing)
      if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
      return ok(c, { uid: details.uid, prompt: details.prompt.name, clientId: details.params.client_id, loginHint: details.params.login_hint ?? '', locale: details.params.ui_locales ?? '' })
    })
    .post('/interaction/:uid/login', async (c) => {
      const { incoming, outgoing } = nodeOf(c)
      const details = await c.var.identity.provider.interactionDetails(incoming, outgoing)
      if (details.uid !== c.req.param('uid')) throw new InputError(MessageId.notFound, 'No such sign-in', 404)
      const { email, password } = parseBody(c, SignInSchema)
      const account = await c.var.identity.accounts.signIn(email, password, new Date())
      const redirectTo = await c.var.identity.provider.interactionResult(incoming, outgoing, { login: { accountId: account.id } }, { mergeWithLastSubmission: false })
      return ok(c, { redirectTo })
    })
    .post('/interaction/:uid/abort', async (c) => {
      const { incoming, outgoing } = nodeOf(c)
      const redirectTo = await c.var.identity.provider.interactionResult(incoming, outgoing, { error: 'access_denied', error_description: 'The shopper went back' }, { mergeWithLastSubmission: false })
      return ok(c, { redirectTo })
    })
    .get('/api/get-pkce-challenge', (c) => {
      const codeVerifier = randomBytes(32).toString('base64url')
      return ok(c, { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'), codeChallengeMethod: 'S256' })
    })
}
