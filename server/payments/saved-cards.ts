import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { savedCards } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { PaymentGateway } from './gateway.ts'
import { PaymentMessage, type SavedCard } from '#domain/payment.ts'

const view = (row: typeof savedCards.$inferSelect): SavedCard => ({
  id: row.id,
  cardType: row.cardType,
  cardNumberMask: row.cardNumberMask,
  expiry: row.expiry,
})

/** A customer's saved cards (SPEC §3); another customer's card is not found. */
export interface SavedCards {
  /** The customer's saved cards, the latest first. */
  of(accountId: string): Promise<SavedCard[]>
  /** Forgets one of the customer's saved cards, at the gateway too. */
  remove(accountId: string, id: string): Promise<void>
}

export function createSavedCards(db: Database, gateway: PaymentGateway): SavedCards {
  return {
    async of(accountId) {
      const rows = await db.select().from(savedCards).where(eq(savedCards.accountId, accountId)).orderBy(desc(savedCards.createdAt))
      // Each card's place among the customer's cards, the latest first (SPEC §3 cardInfo.sequence).
      return rows.map((row, place) => ({ ...view(row), sequence: place + 1 }))
    },
    async remove(accountId, id) {
      const [row] = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.accountId, accountId)))
        .returning()
      if (!row) throw new InputError(PaymentMessage.savedCardUnknown, 'No such saved card for this customer', 404)
      await gateway.deleteInstrument({ instrumentId: row.instrumentId, holder: accountId })
    },
  }
}
