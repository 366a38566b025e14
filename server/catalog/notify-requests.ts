import type { Database } from '../db/database.ts'
import { notifyRequests } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import type { Catalog } from './catalog.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import type { Locale } from '../../src/domain/locale.ts'

/** A shopper asks to be mailed when a product is back in stock; asking twice keeps one request. */
export async function askToBeNotified(
  deps: { db: Database; catalog: Catalog },
  request: { email: string; productId: string; locationNumber: number; locale: Locale },
) {
  if (!deps.catalog.productById.has(request.productId)) throw new InputError(MessageId.notFound, `No product ${request.productId}`, 404)
  const inserted = await deps.db.insert(notifyRequests).values(request).onConflictDoNothing().returning()
  return { alreadySubscribed: inserted.length === 0 }
}
