import { expect } from 'vitest'
import { reorderModel } from './reorder.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(reorderModel, (input) => {
  const shown: string[][] = []
  const harness = startHarness(reorderModel, input, { provide: { actions: { showCart: (_: unknown, short: string[]) => void shown.push(short) } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      idle: (expected) => {
        expect(now().context.error).toBe(expected.context.error)
        expect(shown).toEqual([])
      },
      reordering: () => expect(callsTo<unknown>(harness, 'reorder').last().input).toEqual({ orderNumber: 'SF-7K3Q9MX' }),
      done: (expected) => expect(shown).toEqual([expected.context.short]),
    },
  }
})
