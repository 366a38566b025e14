import { defineModel, done, failed } from '../testing/model.ts'
import { sessionMachine } from './session.machine.ts'

export const HANDSHAKE = { sessionId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', rnduts: 'a'.repeat(32), encstr: 'b'.repeat(43) }

/** A handshake first (retried, then given up), then a guest or a customer; a 440 or the expiry test signs the customer out. */
export const sessionModel = defineModel({
  machine: sessionMachine,
  starts: {
    'a first visit': {},
    'a returning guest': { handshake: HANDSHAKE },
    'a returning customer with the expiry test flag': { handshake: HANDSHAKE, accessToken: 'token-1', accountId: 'account-1', testExpiry: true },
  },
  events: {
    'the server shakes hands': done('requestHandshake', HANDSHAKE),
    'the server cannot be reached': failed('requestHandshake', new Error('offline')),
    'signs in': { type: 'session.signedIn', accessToken: 'token-2', accountId: 'account-2' },
    'opens their account': { type: 'session.securePageShown', returnTo: '/my-account' },
  },
  facts: ({ context }) => ({ attempts: context.attempts || undefined, signedIn: context.accessToken !== undefined, expired: context.expired }),
})
