import { desc } from 'drizzle-orm'
import { outbox } from '../db/schema.ts'
import { importStock, type StockLevel } from './stock-import.ts'
import { importCatalogFile, importContentFile } from './file-imports-with-pictures.ts'
import { exportContent } from '../content/content-file.ts'
import { exportCatalog } from '../catalog/import-catalog.ts'
import { exportCoupons, importCoupons } from '../catalog/coupon-file.ts'
import { keepPicture, missingPictures, pictureBytes } from './catalog-pictures.ts'
import { cancelOrder, shipOrder, type SettleDeps } from '../orders/settle-order.ts'
import type { Shipment } from '#domain/order.ts'

/** The outbox's messages an operator may read at once. */
export const MOST_OUTBOX_MESSAGES = 500

/**
 * What the operator API does over the store's database: each of the merchant's files in and out
 * (catalog and its pictures, coupons, content), stock levels, an order shipped or cancelled, and
 * the mail the store wrote.
 */
export function createOperator(deps: SettleDeps) {
  const { db, catalog, publicOrigin } = deps
  return {
    importStock: (levels: StockLevel[]) => importStock(db, catalog, levels, publicOrigin),
    importCatalog: (file: unknown) => importCatalogFile(db, file),
    exportCatalog: () => exportCatalog(db),
    importCoupons: (file: unknown) => importCoupons(db, file),
    exportCoupons: () => exportCoupons(db),
    importContent: (file: unknown) => importContentFile(db, file),
    exportContent: () => exportContent(db),
    keepPicture: (bytes: Buffer) => keepPicture(db, bytes),
    missingPictures: (shas: string[]) => missingPictures(db, shas),
    picture: (sha: string) => pictureBytes(db, sha),
    ship: (orderNumber: string, parcel: Omit<Shipment, 'shippedAt'>) => shipOrder(deps, orderNumber, parcel),
    cancel: (orderNumber: string) => cancelOrder(deps, orderNumber),
    /** The newest messages first; one that carries a secret (a reset link, a gift card's code) shows none of it, sent or not. */
    async outbox(count: number) {
      const messages = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(count)
      return messages.map((message) => (message.secret ? { ...message, body: '(it carries a secret, not shown)' } : message))
    },
  }
}

export type Operator = ReturnType<typeof createOperator>
