import { expect } from 'vitest'
import type { Harness } from './drive.ts'

/** Editing a field: the shopper typing, ticking or choosing. */
const isEditing = (type = '') => /\.(change|edit|newsletter|acceptTerms|name)$/.test(type)

/**
 * Focus goes to the first field to mend in the step that finds something to mend (a submit, or the
 * server's refusal), once; typing never moves it, and nothing to mend moves it nowhere.
 */
export function expectFocusOnFirstError(harness: Harness, somethingToMend: boolean) {
  const moved = harness.step.did('focusFirstError')
  expect(moved).toBe(somethingToMend && !isEditing(harness.step.event?.type) ? 1 : 0)
}

/**
 * The message the shopper reads after the step (a message id): the one the step says, when the test
 * knows it from the store's rules or the model's answer; after a refusal (the server's, or another
 * chart's such as the cart's), the one it named, unless it named fields (said beside them); after any
 * other step, none or the one already shown.
 */
export function expectMessageShown(harness: Harness, shown: string | undefined, said?: string) {
  const event = harness.step.event
  const refusal = (event && /^xstate\.error\.actor\./.test(event.type) ? event.error : event) as
    { errorKey?: string; data?: { fields?: object }; answered?: boolean; status?: number } | undefined
  if (said !== undefined) expect(shown).toBe(said)
  // A call that never reached the store, or that it could not take, is said as not sent: what was typed stays.
  else if (refusal?.answered === false || (refusal?.status ?? 0) >= 500) expect(shown).toBe('changeNotSent')
  else if (refusal?.errorKey !== undefined && !refusal.data?.fields) expect(shown).toBe(refusal.errorKey)
  else expect([undefined, harness.step.before?.context.error]).toContain(shown)
}

/** What the invoked actor (by id) answered in the step just taken, if that is what the step was. */
export function answerIn<T>(harness: Harness, actorId: string): T | undefined {
  const event = harness.step.event
  return event?.type === `xstate.done.actor.${actorId}` ? (event.output as T) : undefined
}

type FieldErrors = Record<string, string | undefined>
const named = (errors: FieldErrors | undefined) => Object.fromEntries(Object.entries(errors ?? {}).filter(([, message]) => message !== undefined))

/**
 * The errors beside the fields after the step: after a submit, each broken rule of the store's for
 * the form as typed (`rules`); after the server's refusal, the fields it named; after an edit, the
 * same as before but none beside the field edited (nor beside the fields `together` with it, such as
 * a date typed in parts); after any other step, the same as before.
 */
export function expectFieldErrors(harness: Harness, shown: FieldErrors, rules: () => FieldErrors, submit: string, together: Record<string, string[]> = {}) {
  const event = harness.step.event as { type: string; field?: string; error?: { data?: { fields?: FieldErrors } } } | undefined
  const before = named(harness.step.before?.context.errors as FieldErrors | undefined)
  if (event?.type === submit && Object.keys(named(rules())).length > 0) expect(named(shown)).toEqual(named(rules()))
  else if (event?.type.startsWith('xstate.error.actor.') && event.error?.data?.fields) expect(named(shown)).toEqual(named(event.error.data.fields))
  else if (event?.field !== undefined) {
    const cleared = [event.field, ...(together[event.field] ?? [])]
    expect(named(shown)).toEqual(Object.fromEntries(Object.entries(before).filter(([field]) => !cleared.includes(field))))
  } else expect([{}, before]).toContainEqual(named(shown))
}

/** The shopper hears a change is done once its answer came, and at no other step: a success toast, shown by the store. */
export function expectDoneSaid(harness: Harness, actorId: string, message: string) {
  const answered = harness.step.event?.type === `xstate.done.actor.${actorId}`
  expect(harness.sent.toast).toEqual(answered ? [{ type: 'toast.show', toast: { kind: 'success', message } }] : [])
}
