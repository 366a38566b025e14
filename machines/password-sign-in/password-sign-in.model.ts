import { defineModel, done, failed } from '../testing/model.ts'
import { passwordSignInMachine } from './password-sign-in.machine.ts'

export const BACK_TO_PROVIDER = 'http://localhost:3000/oidc/auth/abc'

/** The provider's interaction read, email and password checked, sent, refused or followed back. */
export const passwordSignInModel = defineModel({
  machine: passwordSignInMachine,
  starts: { 'the provider’s sign-in page': { uid: 'interaction-1' } },
  events: {
    'the provider knows the email': done('loadInteraction', { loginHint: 'ana@example.com', google: true, linkGoogle: false }),
    'the provider asks afresh': done('loadInteraction', { loginHint: '', google: true, linkGoogle: false }),
    'Google waits for the account’s password': done('loadInteraction', { loginHint: 'ana@example.com', google: true, linkGoogle: true }),
    'the store offers no Google': done('loadInteraction', { loginHint: '', google: false, linkGoogle: false }),
    'the interaction has ended': failed('loadInteraction', { errorKey: 'notFound' }),
    'types the email': { type: 'passwordSignIn.change', field: 'email', value: 'ana@example.com' },
    'types the password': { type: 'passwordSignIn.change', field: 'password', value: 'Snack$2026' },
    'the provider takes it': done('submitSignIn', { redirectTo: BACK_TO_PROVIDER }),
    'a wrong pair': failed('submitSignIn', { errorKey: 'signInRefused' }),
    'the account is locked': failed('submitSignIn', { errorKey: 'accountLocked' }),
    'the account signs in through Google': failed('submitSignIn', { errorKey: 'accountGoogleOnly' }),
    'chooses Google': { type: 'passwordSignIn.google' },
    'Google is ready': done('startGoogle', { redirectTo: 'http://localhost:3000/sandbox-google/auth?client_id=snackfolk-sandbox' }),
    'Google cannot be reached': failed('startGoogle', { errorKey: 'signInFailed' }),
  },
  facts: ({ context }) => ({
    email: context.email !== '',
    password: context.password !== '',
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
    google: context.google,
  }),
})
