import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { notifyRequests, outbox } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { Catalog } from './catalog.ts'
import { MessageId } from '#domain/envelope.ts'
import { knownLocale, type Locale } from '#domain/locale.ts'
import { backInStockEmail } from './back-in-stock-email.ts'

/** Shoppers' requests to be mailed when a product is back in stock. */
export interface NotifyRequests {
  /** A shopper asks to be mailed when a product is back where they shop; asking twice keeps one request. */
  ask(request: { email: string; productId: string; locationNumber: number; locale: Locale }): Promise<{ alreadySubscribed: boolean }>
}

export function createNotifyRequests(db: Database, catalog: Catalog): NotifyRequests {
  return {
    async ask(request) {
      if (!catalog.productById.has(request.productId)) throw new InputError(MessageId.notFound, `No product ${request.productId}`, 404)
      const inserted = await db.insert(notifyRequests).values(request).onConflictDoNothing().returning()
      return { alreadySubscribed: inserted.length === 0 }
    },
  }
}

/**
 * Mails, through the outbox and in the caller's transaction, each shopper who asked to be told
 * about one of these products and whose location now has it; their requests are done, so each is
 * mailed once. Answers how many were mailed.
 */
export async function mailBackInStock(tx: Database, catalog: Catalog, productIds: string[], publicOrigin: string): Promise<number> {
  const back = rowsOf<{ email: string; product_id: string; locale: string }>(
    await tx.execute(sql`
      DELETE FROM notify_requests r USING stock s
      WHERE s.product_id = r.product_id AND s.location_number = r.location_number AND s.quantity > 0
        AND r.product_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))
      RETURNING r.email, r.product_id, r.locale`),
  )
  if (back.length > 0) {
    await tx.insert(outbox).values(
      back.map((request) => ({
        id: randomUUID(),
        kind: 'backInStock',
        recipient: request.email,
        ...backInStockEmail(catalog.productById.get(request.product_id)!, publicOrigin, knownLocale(request.locale)),
      })),
    )
  }
  return back.length
}
