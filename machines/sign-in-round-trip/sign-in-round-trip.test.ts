import { expect } from 'vitest'
import { PROVIDER_URL, RETURNED, SIGNED_IN, signInRoundTripModel } from './sign-in-round-trip.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(signInRoundTripModel, (input) => {
  const left: string[] = []
  const wentBack: string[] = []
  const harness = startHarness(signInRoundTripModel, input, {
    provide: {
      actions: {
        leave: (_: unknown, url: string) => void left.push(url),
        goBack: (_: unknown, returnTo: string) => void wentBack.push(returnTo),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  // What the session and the cart merge were told during the step just taken.
  const told = () => ({ session: harness.sent.session.splice(0), cartMerge: harness.sent.cartMerge.splice(0) })
  const nothingTold = { session: [], cartMerge: [] }
  return {
    harness,
    checks: {
      idle: () => expect(told()).toEqual(nothingTold),
      sending: () => expect(callsTo<unknown>(harness, 'prepareSignIn').last().input).toEqual({ returnTo: '/cart', loginHint: undefined }),
      leaving: () => expect(left).toEqual([PROVIDER_URL]),
      finishing: () => expect(callsTo<unknown>(harness, 'finishSignIn').last().input).toEqual({ returned: RETURNED }),
      // The session is signed in with the tokens, and the guest's cart goes into the account's.
      signedIn: () => {
        expect(told()).toEqual({
          session: [{ type: 'session.signedIn', accessToken: SIGNED_IN.accessToken, accountId: SIGNED_IN.accountId, loyaltyId: SIGNED_IN.loyaltyId }],
          cartMerge: [{ type: 'cartMerge.start' }],
        })
        expect(wentBack).toEqual(['/cart'])
      },
      failed: () => {
        expectMessageShown(harness, now().context.error)
        expect(left).toEqual([])
        expect(told()).toEqual(nothingTold)
      },
    },
  }
})
