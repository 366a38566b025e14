import { defineModel, done, failed } from '../testing/model.ts'
import { signInRoundTripMachine } from './sign-in-round-trip.machine.ts'

export const PROVIDER_URL = 'http://localhost:3000/oidc/auth?client_id=snackfolk-web&code_challenge=c&state=s'
export const RETURNED = 'http://localhost:3000/implicit/callback?code=abc&state=s'
export const SIGNED_IN = { accessToken: 'access-token', accountId: 'account-1', loyaltyId: 'SR0000000042', returnTo: '/cart' }

/** Sent to the provider with a PKCE challenge; back with a code, exchanged, signed in and back where the shopper was. */
export const signInRoundTripModel = defineModel({
  machine: signInRoundTripMachine,
  starts: {
    'a page of the store': {},
  },
  events: {
    'asks to sign in': { type: 'signInRoundTrip.start', returnTo: '/cart' },
    'comes back from the provider': { type: 'signInRoundTrip.finish', returned: RETURNED },
    'the provider is ready': done('prepareSignIn', { url: PROVIDER_URL }),
    'the provider cannot be reached': failed('prepareSignIn', { errorKey: 'requestFailed' }),
    'the code is exchanged': done('finishSignIn', SIGNED_IN),
    'the code is refused': failed('finishSignIn', { errorKey: 'signInFailed' }),
  },
  facts: ({ context }) => ({ error: context.error, back: context.returned !== undefined }),
})
