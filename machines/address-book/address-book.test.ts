import { expect } from 'vitest'
import { addressBookModel } from './address-book.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { fieldErrors, ShippingAddressSchema } from '../../src/domain/address.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { AddressChange } from './address-book.machine.ts'

modelTests(addressBookModel, (input) => {
  const harness = startHarness(addressBookModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // The addresses shown are the server's answer to the change, else those shown before.
      listing: () => {
        const event = harness.step.event
        const answer = event?.type === 'xstate.done.actor.changeAddresses' ? (event.output as { addresses: unknown[] }).addresses : undefined
        expect(now().context.addresses).toEqual(answer ?? harness.step.before?.context.addresses ?? input.addresses)
        expectMessageShown(harness, now().context.error)
      },
      editing: () => {
        expectFieldErrors(harness, now().context.errors, () => fieldErrors(ShippingAddressSchema, now().context.form), 'addressBook.save')
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
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
