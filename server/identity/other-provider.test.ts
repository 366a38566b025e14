import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve, type ServerType } from '@hono/node-server'
import * as oauth from 'oauth4webapi'
import Provider from 'oidc-provider'
import { handshakeHeaders, openTestStore } from '../testing/test-store.ts'
import { cookieJar } from '../testing/cookie-jar.ts'
import type { Store } from '../start-up/start.ts'
import { discover, finishSignIn, signInUrl, type SignInClient } from '#api/sign-in.ts'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

const INTROSPECTION = { clientId: 'store-introspects', clientSecret: 'the-store-introspection-secret-000001' }

/**
 * Another OpenID provider, configured on its own as Keycloak or Okta would be: one public client
 * for the store and one for another app of the same tenant, PKCE, opaque access tokens the store
 * asks about as its introspection client (each naming the provider's session it was given in, as
 * theirs do), and its own people; its sign-in pages take any name.
 */
function otherProvider(issuer: string, storeOrigin: string) {
  const publicClient = (clientId: string) => ({
    client_id: clientId,
    redirect_uris: [`${storeOrigin}/implicit/callback`],
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    backchannel_logout_uri: `${storeOrigin}/signed-out-elsewhere`,
    backchannel_logout_session_required: true,
  })
  return new Provider(issuer, {
    clients: [
      publicClient('store-at-other'),
      publicClient('another-app'),
      { client_id: INTROSPECTION.clientId, client_secret: INTROSPECTION.clientSecret, grant_types: [], response_types: [], redirect_uris: [] },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@other.example`, email_verified: true, given_name: 'Kim', family_name: 'Ray' }),
    }),
    features: { devInteractions: { enabled: true }, introspection: { enabled: true }, backchannelLogout: { enabled: true } },
  })
}

let other: Server
let store: Store
let server: ServerType
let storeOrigin = ''
let issuer = ''

beforeAll(async () => {
  const [otherPort, storePort] = [await freePort(), await freePort()]
  issuer = `http://127.0.0.1:${otherPort}`
  storeOrigin = `http://127.0.0.1:${storePort}`
  other = createHttpServer(otherProvider(issuer, storeOrigin).callback())
  await new Promise<void>((resolve) => other.listen(otherPort, '127.0.0.1', resolve))
  store = await openTestStore({
    port: storePort,
    publicOrigin: storeOrigin,
    identity: { issuer, clientIds: { snacks: 'store-at-other', rewards: 'store-at-other' }, introspection: INTROSPECTION },
  })
  server = serve({ fetch: store.app.fetch, port: storePort, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await new Promise((resolve) => other.close(resolve))
  await store.database.close()
})

/** The other provider's own pages, walked as a browser would: sign in as `name`, agree, and come back with a code. */
async function throughOtherProvider(start: URL): Promise<URL> {
  const browser = cookieJar()
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await browser(url, init)
    return new URL(response.headers.get('location') ?? url, url)
  }
  let next = await go(start.href)
  for (let hops = 0; !next.href.startsWith(`${storeOrigin}/implicit/callback`); hops++) {
    if (hops > 10) throw new Error(`never sent back: ${next}`)
    if (/\/interaction\/[^/]+$/.test(next.pathname)) {
      const page = await (await browser(next)).text()
      const prompt = page.includes('name="login"') ? 'login' : 'consent'
      next = await go(next.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt, login: 'kim', password: 'any' }).toString(),
      })
    } else next = await go(next.href)
  }
  return next
}

/** Signs Kim in at the other provider through the app `clientId`, and answers the tokens it gives. */
async function signedInThrough(clientId: string) {
  const client: SignInClient = { issuer, clientId, redirectUri: `${storeOrigin}/implicit/callback` }
  const provider = await discover(issuer)
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const pending = { state: oauth.generateRandomState(), codeVerifier, returnTo: '/' }
  const returned = await throughOtherProvider(signInUrl(client, provider, { ...pending, codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier) }))
  return finishSignIn(client, provider, returned, pending)
}

describe('signing in with another OpenID provider', () => {
  it('signs a shopper in there, and the store knows them as its customer by the token it gave', async () => {
    const signedIn = await signedInThrough('store-at-other')

    const headers = { ...(await handshakeHeaders(store)), 'X-Auth-Token': signedIn.accessToken }
    const customer = await (await store.app.request('/v2/dopservice/getcustomer', { headers })).json()
    expect(customer.data.accountContacts[0]).toMatchObject({ email: 'kim@other.example', firstName: 'Kim', lastName: 'Ray' })
    // The same person again is the same account.
    const again = await (await store.app.request('/v2/dopservice/getcustomer', { headers })).json()
    expect(again.data.id).toBe(customer.data.id)
    // A token the other provider does not know is answered 440.
    const forged = await (await store.app.request('/v2/dopservice/getcustomer', { headers: { ...headers, 'X-Auth-Token': 'not-a-token' } })).json()
    expect(forged.responseCode).toBe(440)
  })

  it("gives each sign-in there its own token for the customer's cart, of no use in the other", async () => {
    const call = async (path: string, token: string, body: object) =>
      (
        await store.app.request(path, {
          method: 'POST',
          headers: { ...(await handshakeHeaders(store)), 'X-Auth-Token': token, locationNumber: '1', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    const [first, second] = [await signedInThrough('store-at-other'), await signedInThrough('store-at-other')]
    const firstCart = (await call('/v3/dopservice/b2c/mergecart', first.accessToken, {})).data
    const secondCart = (await call('/v3/dopservice/b2c/mergecart', second.accessToken, {})).data
    expect(secondCart.cartId).toBe(firstCart.cartId)
    expect(secondCart.cartToken).not.toBe(firstCart.cartToken)
    const read = await call('/v3/dopservice/b2c/getcartwebdata', second.accessToken, { cartId: firstCart.cartId, cartToken: firstCart.cartToken })
    expect(read.data.cartToken).toBe(secondCart.cartToken)
  })

  it('takes no token the provider gave another app of the same tenant, though its userinfo knows the person', async () => {
    const elsewhere = await signedInThrough('another-app')
    const userinfo = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${elsewhere.accessToken}` } })
    expect(userinfo.status).toBe(200)
    const headers = { ...(await handshakeHeaders(store)), 'X-Auth-Token': elsewhere.accessToken }
    const refused = await store.app.request('/v2/dopservice/getcustomer', { headers })
    expect([refused.status, (await refused.json()).responseCode]).toEqual([401, 440])
  })
})
