import { expect } from 'vitest'
import { PROVIDER_URL, RETURNED, SIGNED_IN, signInModel } from './sign-in.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(signInModel, (input) => {
  const left: string[] = []
  const signedIn: unknown[] = []
  const wentBack: string[] = []
  const harness = startHarness(signInModel, input, {
    provide: {
      actions: {
        leave: (_: unknown, url: string) => void left.push(url),
        signedIn: (_: unknown, tokens: unknown) => void signedIn.push(tokens),
        goBack: (_: unknown, returnTo: string) => void wentBack.push(returnTo),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      idle: () => expect(signedIn).toEqual([]),
      sending: () => expect(callsTo<unknown>(harness, 'prepareSignIn').last().input).toEqual({ returnTo: '/cart', loginHint: undefined }),
      leaving: () => expect(left).toEqual([PROVIDER_URL]),
      finishing: () => expect(callsTo<unknown>(harness, 'finishSignIn').last().input).toEqual({ returned: RETURNED }),
      signedIn: () => {
        expect(signedIn).toEqual([{ accessToken: SIGNED_IN.accessToken, accountId: SIGNED_IN.accountId, loyaltyId: SIGNED_IN.loyaltyId }])
        expect(wentBack).toEqual(['/cart'])
      },
      failed: (expected) => {
        expect(now().context.error).toBe(expected.context.error)
        expect(left).toEqual([])
        expect(signedIn).toEqual([])
      },
    },
  }
})
