import { expect } from 'vitest'
import { addressBookModel } from './address-book.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectDoneSaid, expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { fieldErrors, ShippingAddressSchema } from '#domain/address.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { AddressChange } from './address-book.machine.ts'

modelTests(addressBookModel, (input) => {
  const harness = startHarness(addressBookModel, input)
  const now = () => harness.actor.getSnapshot()
  // What the shopper typed into the form since it opened, by field: the walk's own record.
  let typed: Record<string, string> = {}
  return {
    harness,
    checks: {
      // The addresses shown are the server's answer to the change, else those shown before.
      listing: () => {
        const event = harness.step.event
        const answer = event?.type === 'xstate.done.actor.changeAddresses' ? (event.output as { addresses: unknown[] }).addresses : undefined
        expect(now().context.addresses).toEqual(answer ?? harness.step.before?.context.addresses ?? input.addresses)
        expectMessageShown(harness, now().context.error)
        // An address saved from the form is said so; a change of the primary or a deletion shows in the list itself.
        if (harness.step.before?.matches('saving')) expectDoneSaid(harness, 'changeAddresses', 'addressSaved')
        else expect(harness.sent.toast).toEqual([])
      },
      editing: () => {
        const event = harness.step.event
        if (event?.type === 'addressBook.edit' || event?.type === 'addressBook.add') typed = {}
        if (event?.type === 'addressBook.change') typed[event.field as string] = event.value as string
        // Nothing typed is lost: the form holds every field as typed, after a refusal or a call that never reached the store too.
        expect(now().context.form).toMatchObject(typed)
        expect(now().hasTag('form')).toBe(true)
        if (event?.type === 'xstate.error.actor.changeAddresses') {
          expect(now().context.form).toEqual(harness.step.before!.context.form)
          expectMessageShown(harness, now().context.error)
          // A refusal that names a field says so beside it, with focus on it.
          const named = (event.error as { data?: { fields?: Record<string, string> } }).data?.fields
          if (named) expect(now().context.errors).toEqual(named)
          expectFocusOnFirstError(harness, named !== undefined)
          return
        }
        expectFieldErrors(harness, now().context.errors, () => fieldErrors(ShippingAddressSchema, now().context.form), 'addressBook.save')
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
      },
      // The address typed is sent, under the id of the saved address it changes (none for a new one).
      saving: () => {
        const change = callsTo<Extract<AddressChange, { type: 'save' }>>(harness, 'changeAddresses').last().input
        expect(change).toEqual({ type: 'save', id: now().context.editing, address: { ...change.address, ...typed }, primary: false })
        expect(change.address.firstName).toBe('Ana')
      },
      // Making an address primary sends it as saved, marked primary; a deletion names the address.
      changing: () => {
        const change = callsTo<AddressChange>(harness, 'changeAddresses').last().input
        const event = harness.step.event!
        if (event.type === 'addressBook.delete') expect(change).toEqual({ type: 'delete', id: event.id })
        else expect(change).toMatchObject({ type: 'save', id: event.id, primary: true })
      },
    },
  }
})
