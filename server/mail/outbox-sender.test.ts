import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { eq } from 'drizzle-orm'
import { openTestDatabase } from '../db/test-database.ts'
import type { OpenDatabase } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import { backoffMs, sendOutbox, smtpTransport } from './outbox-sender.ts'

let database: OpenDatabase
let server: SMTPServer
let port = 0
const received: { to: string; data: string }[] = []

beforeAll(async () => {
  database = await openTestDatabase()
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  port = (server.server.address() as { port: number }).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await database.close()
})

describe('the outbox', () => {
  it('sends waiting mail through the SMTP server a URL names, once, and keeps a failure to try again', async () => {
    const id = randomUUID()
    await database.db
      .insert(outbox)
      .values({ id, kind: 'orderConfirmation', recipient: 'ana@example.com', subject: 'Your Snackfolk order SF-7K3Q9MX', body: 'Thank you for your order.' })
    const down = await sendOutbox(database.db, smtpTransport('smtp://127.0.0.1:1'), 'Snackfolk <orders@snackfolk.example>')
    expect(down).toEqual({ sent: 0, failed: 1 })
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, id))
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 })
    expect(failed!.lastError).toBeTruthy()

    expect(failed!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000)
    // It waits its turn: a round now leaves it, and one after its wait sends it.
    expect(await sendOutbox(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), 'x@example.com')).toEqual({ sent: 0, failed: 0 })
    await database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, id))

    const up = await sendOutbox(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), 'Snackfolk <orders@snackfolk.example>')
    expect(up).toEqual({ sent: 1, failed: 0 })
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toBe('ana@example.com')
    expect(received[0]!.data).toContain('Subject: Your Snackfolk order SF-7K3Q9MX')
    expect(received[0]!.data).not.toContain('Reply-To:')
    expect(await sendOutbox(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), 'x@example.com')).toEqual({ sent: 0, failed: 0 })
  })

  it('gives up on a server that falls silent, or that answers too slowly to finish, and keeps the message to try again', async () => {
    const id = randomUUID()
    await database.db.insert(outbox).values({ id, kind: 'orderConfirmation', recipient: 'cy@example.com', subject: 'Your order', body: 'Thanks.' })
    const silent = createServer((socket) => socket.write('220 snackfolk.example ESMTP\r\n'))
    // A greeting that never ends, a line at a time: never silent, never done.
    const dripping = createServer((socket) => {
      const drip = setInterval(() => socket.write('220-snackfolk.example\r\n'), 50)
      socket.on('close', () => clearInterval(drip))
    })
    const servers = [silent, dripping]
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
    try {
      for (const [server, reason] of [
        [silent, /timeout/i],
        [dripping, /abort/i],
      ] as const) {
        const started = Date.now()
        const url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`
        const tried = await sendOutbox(database.db, smtpTransport(url, { silenceMs: 300, deadlineMs: 1000 }), 'x@example.com')
        expect(tried).toEqual({ sent: 0, failed: 1 })
        expect(Date.now() - started).toBeLessThan(10_000)
        const [kept] = await database.db.select().from(outbox).where(eq(outbox.id, id))
        expect(kept!.sentAt).toBeNull()
        expect(kept!.lastError).toMatch(reason)
        await database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, id))
      }
      const [kept] = await database.db.select().from(outbox).where(eq(outbox.id, id))
      expect(kept!.attempts).toBe(2)
    } finally {
      await database.db.delete(outbox).where(eq(outbox.id, id))
      for (const server of servers) server.close()
    }
  })

  it('waits longer after each failure, up to an hour, and never drops a message', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  })

  it('sends each message once when several senders (store processes) send at the same time', async () => {
    const subjects = Array.from({ length: 45 }, (_, i) => `Order ${i}`)
    await database.db
      .insert(outbox)
      .values(subjects.map((subject) => ({ id: randomUUID(), kind: 'orderConfirmation', recipient: 'bo@example.com', subject, body: 'Thanks.' })))
    const sent: string[] = []
    const slow = { send: async (message: { subject: string }) => void (await new Promise((resolve) => setTimeout(resolve, 5)), sent.push(message.subject)) }
    for (let round = 0; round < 3; round++) await Promise.all([1, 2, 3].map(() => sendOutbox(database.db, slow, 'orders@snackfolk.example')))
    expect(sent.toSorted()).toEqual(subjects.toSorted())
  })

  it('sends a message to be answered elsewhere with its Reply-To', async () => {
    await database.db.insert(outbox).values({
      id: randomUUID(),
      kind: 'contactUs',
      recipient: 'service@snackfolk.example',
      replyTo: 'ana@example.com',
      subject: 'Contact form: Hi',
      body: 'Hello.',
    })
    expect(await sendOutbox(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), 'Snackfolk <orders@snackfolk.example>')).toEqual({ sent: 1, failed: 0 })
    expect(received.at(-1)!.data).toContain('Reply-To: ana@example.com')
  })
})
