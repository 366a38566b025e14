import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { handshakeHeaders, openTestStore } from '../testing/test-store.ts'
import { contactMessages, outbox } from '../db/schema.ts'
import { RATE_LIMITS } from '../http/rate-limits.ts'
import type { Store } from '../start-up/start.ts'

let store: Store
beforeAll(async () => {
  // Limits as a real store has them: the contact form is the call under test.
  store = await openTestStore({ rateLimitScale: 1 })
})
afterAll(() => store.database.close())

const MESSAGE = { subject: 'Where is my order?', name: 'Ana Lee', email: 'Ana@Example.com', description: 'Order SF-7K3Q9MX has not come yet.', locale: 'es-us' }

async function send(body: unknown) {
  const headers = { ...(await handshakeHeaders(store)), 'content-type': 'application/json', origin: store.hosts.publicOrigin }
  const response = await store.app.request('/webservices/contactus', { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: await response.json() }
}

describe('the contact form', () => {
  it('keeps a message and mails it to the service address, with the address to answer', async () => {
    const sent = await send(MESSAGE)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const [kept] = await store.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.body.data.id))
    expect(kept).toMatchObject({ subject: 'Where is my order?', name: 'Ana Lee', email: 'ana@example.com', locale: 'es-us' })
    const mail = (await store.database.db.select().from(outbox).where(eq(outbox.kind, 'contactUs'))).at(-1)!
    expect(mail.recipient).toBe('service@snackfolk.example')
    // The service team answers with Reply: it goes to the shopper, not to the store.
    expect(mail.replyTo).toBe('ana@example.com')
    expect(mail.subject).toBe('Contact form: Where is my order?')
    expect(mail.body).toContain('From: Ana Lee <ana@example.com>')
    expect(mail.body).toContain('Order SF-7K3Q9MX has not come yet.')
  })

  it('names each field to mend, special characters included, and keeps nothing', async () => {
    const before = (await store.database.db.select().from(contactMessages)).length
    const refused = await send({ subject: '<b>hi</b>', name: '', email: 'ana@', description: '' })
    expect(refused.status).toBe(400)
    expect(refused.body.data.fields).toEqual({
      subject: 'contactSpecialCharacters',
      name: 'nameRequired',
      email: 'emailFormat',
      description: 'contactDescriptionRequired',
    })
    expect(await store.database.db.select().from(contactMessages)).toHaveLength(before)
  })

  it('answers a send past the limit from one address 429, with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.contactUs + 1 }, () => send(MESSAGE)))
    expect(answers.map((answer) => answer.status)).toContain(429)
    expect(answers.find((answer) => answer.status === 429)!.body.errorKey).toBe('tooManyRequests')
  })
})
