import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.ts'
import { contactMessages, outbox } from '../db/schema.ts'
import type { ContactUsInput } from '#domain/contact-us.ts'
import type { Locale } from '#domain/locale.ts'

/** The message as the store's service team reads it: who wrote, how to answer, and what they wrote. */
function serviceMail(message: ContactUsInput, locale: Locale) {
  return {
    subject: `Contact form: ${message.subject}`,
    body: [`From: ${message.name} <${message.email}>`, `Language: ${locale}`, '', message.description, '', 'Reply to this email to answer them.'].join('\n'),
  }
}

/** The contact form's messages. */
export interface ContactMessages {
  /** Keeps a message and, in the same transaction, mails it to the service address through the outbox, its writer as Reply-To. */
  send(message: ContactUsInput, locale: Locale): Promise<{ id: string }>
}

export function createContactMessages(db: Database, serviceEmail: string): ContactMessages {
  return {
    async send(message, locale) {
      const id = randomUUID()
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id, ...message, locale })
        await tx
          .insert(outbox)
          .values({ id: randomUUID(), kind: 'contactUs', recipient: serviceEmail, replyTo: message.email, ...serviceMail(message, locale) })
      })
      return { id }
    },
  }
}
