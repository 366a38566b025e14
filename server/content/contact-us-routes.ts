import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseForm } from '../http/envelope.ts'
import { limited } from '../http/limited.ts'
import type { ContactMessages } from './contact-us.ts'
import { ContactUsSchema } from '#domain/contact-us.ts'
import { LocaleSchema } from '#domain/content.ts'

/** The contact form (SPEC §7 contactus): checked by the form's own rules, kept, and mailed to the service address; repeated sends are limited per address. */
export function contactUsRoutes(messages: ContactMessages) {
  return new Hono<AppEnv>().post('/webservices/contactus', limited('contactUs'), async (c) => {
    const { locale, ...message } = parseForm(c, v.object({ ...ContactUsSchema.entries, locale: LocaleSchema }))
    return ok(c, { sent: true, ...(await messages.send(message, locale)) })
  })
}
