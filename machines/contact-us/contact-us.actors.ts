import { fromPromise } from 'xstate'
import { contactUsMachine } from './contact-us.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { sendContactMessage } from '../../src/api/contact-us.ts'
import type { Locale } from '../../src/domain/locale.ts'

/** The contact form wired to the API, in the shopper's language. */
export function provideContactUs(api: ApiClient, locale: () => Locale) {
  return contactUsMachine.provide({
    actors: { sendMessage: fromPromise(({ input, signal }) => sendContactMessage(api, { ...input, locale: locale() }, signal)) },
  })
}
