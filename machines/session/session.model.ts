import { defineModel, done, failed } from '../testing/model.ts'
import { sessionMachine } from './session.machine.ts'

export const HANDSHAKE = { sessionId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', rnduts: 'a'.repeat(32), encstr: 'b'.repeat(43) }
export const SIGN_OUT_PAGE = 'http://localhost:3000/oidc/session/end?client_id=snackfolk-web'

/**
 * A handshake first (retried, then given up), then a guest or a customer; a 440 or the expiry test
 * signs the customer out; the access token is renewed before it ends; signing out goes through the provider.
 */
export const sessionModel = defineModel({
  machine: sessionMachine,
  starts: {
    'a first visit': {},
    'a returning guest': { handshake: HANDSHAKE },
    'a returning customer with the expiry test flag': { handshake: HANDSHAKE, accessToken: 'token-1', accountId: 'account-1', testExpiry: true },
    'a returning customer whose sign-in renews': {
      handshake: HANDSHAKE,
      accessToken: 'token-3',
      accountId: 'account-3',
      refreshToken: 'refresh-3',
      idToken: 'id-3',
      expiresInMs: 600_000,
    },
  },
  events: {
    'the server shakes hands': done('requestHandshake', HANDSHAKE),
    'the server cannot be reached': failed('requestHandshake', new Error('offline')),
    'signs in': { type: 'session.signedIn', accessToken: 'token-2', accountId: 'account-2', refreshToken: 'refresh-2', idToken: 'id-2', expiresIn: 900 },
    'the provider renews the token': done('renewToken', { accessToken: 'token-4', refreshToken: 'refresh-4', expiresIn: 900 }),
    'the sign-in ended elsewhere': failed('renewToken', { ended: true }),
    'renewal cannot reach the provider': failed('renewToken', { ended: false }),
    'the provider’s sign-out page': done('endProviderSession', { url: SIGN_OUT_PAGE }),
    'a provider with no sign-out page': done('endProviderSession', {}),
    'the provider cannot be reached': failed('endProviderSession', new Error('offline')),
    'opens their account': { type: 'session.securePageShown', returnTo: '/my-account' },
  },
  facts: ({ context }) => ({
    attempts: context.attempts || undefined,
    signedIn: context.accessToken !== undefined,
    renews: context.refreshToken !== undefined,
    expired: context.expired,
  }),
})
