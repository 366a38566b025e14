import { eq, sql } from 'drizzle-orm'
import { batched, settled } from '../db/batched.ts'
import { rowsOf } from '../db/rows.ts'
import type { Database } from '../db/database.ts'
import { orderAttempts } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '#domain/envelope.ts'
import type { CartOwner } from '#domain/cart.ts'
import { OrderMessage, type PlacedOrder } from '#domain/order.ts'

/** An order placed, and the new empty cart that follows it. */
export interface Placed {
  order: PlacedOrder
  nextCart: CartOwner
}

/** A refusal: its message id, what it says to whoever reads the logs, and what the app needs to mend it. */
export interface Refused {
  errorKey: ErrorKey
  message: string
  data?: unknown
}

/** What an attempt came to, the same for every repeat: the order placed, or the refusal. */
export type OrderAnswer = { status: 200; placed: Placed } | { status: ContentfulStatusCode; refused: Refused }

/** An answer as the attempt's row keeps it. */
export const keptAnswer = (answer: OrderAnswer) => ({ status: answer.status, answer: 'placed' in answer ? answer.placed : answer.refused })

const answerOf = (status: number, kept: unknown): OrderAnswer =>
  status === 200 ? { status: 200, placed: kept as Placed } : { status: status as ContentfulStatusCode, refused: kept as Refused }

/** What the store knows of an attempt, asked after its answer was lost: placed, still being placed, refused, or never received. */
export type AttemptState = { status: 'placed'; placed: Placed } | { status: 'placing' } | { status: 'refused'; refused: Refused } | { status: 'notReceived' }

export interface OrderAttempts {
  /**
   * 'mine' when this submit is the attempt's first; else the first's answer, waited for while it is
   * being worked out. The key is the attempt's proof, whichever session sends it: another tab of the
   * same browser (a session of its own) shares it, and hears the one answer.
   */
  claim: (key: string, sessionId: string) => Promise<'mine' | OrderAnswer>
  /** What came of an attempt, by its key (another tab of the browser asks with a session of its own); a key never claimed is not received. */
  ask: (key: string) => Promise<AttemptState>
  /** Keeps the attempt's answer for every repeat. */
  keep: (key: string, answer: OrderAnswer, on?: Database) => Promise<void>
  /** Lets the attempt be made again with the same key: nothing was decided. */
  drop: (key: string) => Promise<void>
  /** Names the order number the attempt pays under, before the payment is asked for. */
  paysAs: (key: string, orderNumber: string) => Promise<void>
}

const WAIT_FOR_FIRST_ANSWER_MS = 15_000
/**
 * A claim still unanswered this long, with no payment named, was left by a process that stopped
 * before it asked for any payment or wrote anything (gift cards are charged with the order itself):
 * nothing came of it. One with a payment named is the sweep's (`voidUnwrittenOrders`).
 */
const CLAIM_LEFT_AFTER_MS = 2 * 60_000

/** Each order attempt's idempotency key, claimed by its first submit; claims made at the same time share one statement. */
export function createOrderAttempts(db: Database): OrderAttempts {
  const firstClaims = batched(
    async (claims: { key: string; sessionId: string }[]) => {
      const result = await db.execute(sql`
        INSERT INTO order_attempts (key, session_id)
        SELECT key, session_id FROM jsonb_to_recordset(${JSON.stringify(claims.map(({ key, sessionId }) => ({ key, session_id: sessionId })))}::jsonb) AS w(key text, session_id uuid)
        ON CONFLICT DO NOTHING RETURNING key`)
      const claimed = new Set(rowsOf<{ key: string }>(result).map((row) => row.key))
      return claims.map((claim) => settled(claimed.has(claim.key)))
    },
    { keyOf: (claim) => claim.key },
  )

  return {
    async claim(key, sessionId) {
      const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS
      while (Date.now() < deadline) {
        if (await firstClaims({ key, sessionId })) return 'mine'
        const [row] = await db.select().from(orderAttempts).where(eq(orderAttempts.key, key))
        if (row?.status != null) return answerOf(row.status, row.answer)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new InputError(OrderMessage.attemptInUse, 'This order attempt is still being placed', 409)
    },

    async ask(key) {
      const [row] = await db.select().from(orderAttempts).where(eq(orderAttempts.key, key))
      if (!row) return { status: 'notReceived' }
      if (row.status == null && row.orderNumber == null && Date.now() - row.createdAt.getTime() > CLAIM_LEFT_AFTER_MS) {
        await db.execute(sql`DELETE FROM order_attempts WHERE key = ${key} AND status IS NULL AND order_number IS NULL`)
        return { status: 'notReceived' }
      }
      if (row.status == null) return { status: 'placing' }
      const answer = answerOf(row.status, row.answer)
      return 'placed' in answer ? { status: 'placed', placed: answer.placed } : { status: 'refused', refused: answer.refused }
    },

    async keep(key, answer, on = db) {
      await on.update(orderAttempts).set(keptAnswer(answer)).where(eq(orderAttempts.key, key))
    },

    async drop(key) {
      await db.delete(orderAttempts).where(eq(orderAttempts.key, key))
    },

    async paysAs(key, orderNumber) {
      await db.update(orderAttempts).set({ orderNumber }).where(eq(orderAttempts.key, key))
    },
  }
}
