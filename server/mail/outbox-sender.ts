import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import type { Database } from '../db/database.ts'
import { outbox } from '../db/schema.ts'

/** Where mail leaves the store: an SMTP server in production, a sandbox's in development. */
export interface MailTransport {
  send(message: { from: string; to: string; replyTo?: string; subject: string; text: string }): Promise<void>
}

/** The SMTP transport a URL names (`smtp://user:password@host:587`, `smtps://…`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url)
  return {
    async send(message) {
      await transporter.sendMail(message)
    },
  }
}

const MOST_ATTEMPTS = 5
const BATCH = 20

/**
 * Sends what waits in the outbox, oldest first; a message that fails is tried again on the next
 * round, up to five times, its last error kept for the operator.
 */
export async function sendOutbox(db: Database, transport: MailTransport, from: string): Promise<{ sent: number; failed: number }> {
  const waiting = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MOST_ATTEMPTS)))
    .orderBy(asc(outbox.createdAt))
    .limit(BATCH)
  let sent = 0
  let failed = 0
  for (const message of waiting) {
    try {
      await transport.send({ from, to: message.recipient, ...(message.replyTo && { replyTo: message.replyTo }), subject: message.subject, text: message.body })
      // A secret the mail carried (a reset link) leaves the store with it: the row keeps no copy.
      await db
        .update(outbox)
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null, ...(message.secret ? { body: '' } : {}) })
        .where(eq(outbox.id, message.id))
      sent++
    } catch (error) {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: (error as Error).message.slice(0, 500) })
        .where(eq(outbox.id, message.id))
      failed++
    }
  }
  return { sent, failed }
}

/** Sends the outbox every few seconds until stopped. */
export function startOutboxSender(db: Database, transport: MailTransport, from: string, everyMs = 5_000) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void sendOutbox(db, transport, from)
      .catch((error: Error) => console.error(`outbox: ${error.message}`))
      .finally(() => (running = false))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
