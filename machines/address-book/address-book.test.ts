import { expect } from 'vitest'
import { addressBookModel } from './address-book.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { AddressChange } from './address-book.machine.ts'

modelTests(addressBookModel, (input) => {
  let focused = 0
  const harness = startHarness(addressBookModel, input, { provide: { actions: { focusFirstError: () => void focused++ } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      listing: (expected) => {
        expect(now().context.addresses).toEqual(expected.context.addresses)
        expect(now().context.error).toBe(expected.context.error)
      },
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        if (Object.keys(expected.context.errors).length > 0) expect(focused).toBeGreaterThan(0)
      },
      // What is sent is the change asked for: a saved address with its id, a new one without, or a deletion.
      changing: () => {
        const change = callsTo<AddressChange>(harness, 'changeAddresses').last().input
        if (change.type === 'save') expect(change.address.firstName).toBe('Ana')
        else expect(change.id).toBe('a1')
      },
    },
  }
})
