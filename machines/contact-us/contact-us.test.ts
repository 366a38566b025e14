import { expect } from 'vitest'
import { contactUsModel } from './contact-us.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { fieldErrors } from '#domain/address.ts'
import { ContactUsSchema } from '#domain/contact-us.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(contactUsModel, (input) => {
  const harness = startHarness(contactUsModel, input)
  const now = () => harness.actor.getSnapshot()
  const rules = () => fieldErrors(ContactUsSchema, now().context.form)
  return {
    harness,
    checks: {
      editing: () => {
        expectFieldErrors(harness, now().context.errors, rules, 'contactUs.submit')
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean))
        // Writing again keeps the email to answer and nothing else.
        if (harness.step.event?.type === 'contactUs.writeAgain')
          expect(now().context.form).toEqual({ subject: '', name: '', email: harness.step.before!.context.form.email, description: '' })
      },
      // What is sent is what the shopper typed, and only when the store's rules find nothing to mend.
      sending: () => {
        expect(callsTo<unknown>(harness, 'sendMessage').last().input).toEqual(now().context.form)
        expect(rules()).toEqual({})
      },
    },
  }
})
