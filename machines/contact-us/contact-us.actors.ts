import { fromPromise } from 'xstate'
import { contactUsMachine } from './contact-us.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { sendContactMessage } from '#api/contact-us.ts'
import type { Locale } from '#domain/locale.ts'

/** The contact form wired to the API, in the shopper's language. */
export function provideContactUs(api: ApiClient, locale: () => Locale) {
  return contactUsMachine.provide({
    actors: { sendMessage: fromPromise(({ input, signal }) => sendContactMessage(api, { ...input, locale: locale() }, signal)) },
  })
}
