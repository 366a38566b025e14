import { and, eq, isNull, sql } from 'drizzle-orm'
import { rowsOf } from '../db/rows.ts'
import { createTransport } from 'nodemailer'
import type { Database } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import { every } from '../start-up/every.ts'

/** Where mail leaves the store: an SMTP server in production, a sandbox's in development. */
export interface MailTransport {
  send(message: { from: string; to: string; replyTo?: string; subject: string; text: string }): Promise<void>
}

/** How long one send may take in all, however slowly a server keeps answering: a minute short of a claim. */
const SEND_DEADLINE_MS = 4 * 60_000

/**
 * The SMTP transport a URL names (`smtp://user:password@host:587`, `smtps://…`). A server that
 * falls silent for `silenceMs` (Nodemailer would wait ten minutes), or keeps a send going past
 * `deadlineMs`, fails the send, inside the five minutes a sender holds its claim on a message:
 * no other sender takes the message up while this one still sends it.
 */
export function smtpTransport(url: string, { silenceMs = 60_000, deadlineMs = SEND_DEADLINE_MS } = {}): MailTransport {
  const transporter = createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: silenceMs })
  return {
    async send(message) {
      await transporter.sendMail({ ...message, signal: AbortSignal.timeout(deadlineMs) } as typeof message)
    },
  }
}

const BATCH = 20
/** How long a sender holds the message it claimed: longer than a send may take. */
const CLAIM_MS = 5 * 60_000

/** How long a message waits after its `attempts`-th failure: 30 s, doubling, up to an hour; it is never dropped. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))

interface Claimed {
  id: string
  recipient: string
  reply_to: string | null
  subject: string
  body: string
  secret: boolean
  attempts: number
}

/**
 * Sends what waits in the outbox, oldest first, up to 20 a round. The sender claims each message
 * before it sends it (a row another sender is claiming is skipped, and a claim holds it for five
 * minutes), so several store processes send each message once between them; a message that fails
 * waits longer after each failure, its last error kept for the operator.
 */
export async function sendOutbox(db: Database, transport: MailTransport, from: string): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  // One message claimed at a time: a claim never outlives the send it covers.
  for (let round = 0; round < BATCH; round++) {
    const [message] = rowsOf<Claimed>(
      await db.execute(sql`
        UPDATE outbox SET next_attempt_at = now() + make_interval(secs => ${CLAIM_MS / 1000})
        WHERE id = (
          SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, reply_to, subject, body, secret, attempts`),
    )
    if (!message) break
    const unsent = and(eq(outbox.id, message.id), isNull(outbox.sentAt))
    try {
      await transport.send({
        from,
        to: message.recipient,
        ...(message.reply_to && { replyTo: message.reply_to }),
        subject: message.subject,
        text: message.body,
      })
      // A secret the mail carried (a reset link) leaves the store with it: the row keeps no copy.
      await db
        .update(outbox)
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null, ...(message.secret ? { body: '' } : {}) })
        .where(unsent)
      sent++
    } catch (error) {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(Number(message.attempts) + 1)),
        })
        .where(unsent)
      failed++
    }
  }
  return { sent, failed }
}

/** Sends the outbox every few seconds until stopped. */
export const startOutboxSender = (db: Database, transport: MailTransport, from: string, everyMs = 5_000) =>
  every(everyMs, 'Sending the outbox', () => sendOutbox(db, transport, from))
