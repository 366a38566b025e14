import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { passwordSignInMachine } from './password-sign-in.machine.ts'
import { fakeCall } from '../testing/fakes.ts'
import { BACK_TO_PROVIDER, passwordSignInModel } from './password-sign-in.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { AccountMessage, SignInSchema } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { answerIn, expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(passwordSignInModel, (input) => {
  const left: string[] = []
  const harness = startHarness(passwordSignInModel, input, {
    provide: { actions: { leave: (_: unknown, url: string) => void left.push(url) } },
  })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      loading: () => expect(callsTo<unknown>(harness, 'loadInteraction').last().input).toEqual({ uid: 'interaction-1' }),
      editing: () => {
        // Typed before the page had asked the provider, or filled from what it knows: the email is kept.
        const before = harness.step.before?.context.email ?? ''
        const known = answerIn<{ loginHint: string }>(harness, 'loadInteraction')?.loginHint
        const typed = harness.step.event?.type === 'passwordSignIn.change' && harness.step.event.field === 'email' ? harness.step.event.value : undefined
        expect(now().context.email).toBe(typed ?? (known !== undefined ? before || known : before))
        const { email, password } = now().context
        expectFieldErrors(harness, now().context.errors, () => fieldErrors(SignInSchema, { email, password }), 'passwordSignIn.submit')
        // A Google sign-in that needs the account's password first says so.
        const googleWaits = harness.step.event === passwordSignInModel.events!['Google waits for the account’s password']
        expectMessageShown(harness, now().context.error, googleWaits ? AccountMessage.googleLinkNeeded : undefined)
        expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean) || now().context.error !== undefined)
        // After a refusal the password is asked for again.
        if (harness.step.event?.type.startsWith('xstate.error.actor.')) expect(now().context.password).toBe('')
      },
      submitting: () =>
        expect(callsTo<unknown>(harness, 'submitSignIn').last().input).toEqual({ uid: 'interaction-1', email: 'ana@example.com', password: 'Snack$2026' }),
      leaving: () =>
        expect(left).toEqual([
          callsTo<unknown>(harness, 'startGoogle').calls.length > 0
            ? 'http://localhost:3000/sandbox-google/auth?client_id=snackfolk-sandbox'
            : BACK_TO_PROVIDER,
        ]),
      toGoogle: () => expect(callsTo<unknown>(harness, 'startGoogle').last().input).toEqual({ uid: 'interaction-1' }),
      expired: () => expect(left).toEqual([]),
    },
  }
})

describe('the sign-in page', () => {
  it('keeps what the shopper typed while it was still asking the provider about the sign-in', async () => {
    const load = fakeCall<{ uid: string }, { loginHint: string; google: boolean; linkGoogle: boolean }>()
    const actor = createActor(passwordSignInMachine.provide({ actors: { loadInteraction: fromPromise(({ input, signal }) => load.run(input, signal)) } }), {
      input: { uid: 'interaction-1' },
    }).start()
    actor.send({ type: 'passwordSignIn.change', field: 'email', value: 'bo@example.com' })
    actor.send({ type: 'passwordSignIn.change', field: 'password', value: 'Snack$2026' })
    load.last().answer.resolve({ loginHint: 'ana@example.com', google: true, linkGoogle: false })
    await waitFor(actor, (state) => state.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ email: 'bo@example.com', password: 'Snack$2026' })
  })
})
