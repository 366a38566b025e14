import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { savedMixes } from '../db/schema.ts'

/** Whose saved mixes they are: a customer's account's, or a guest's cart's until the guest signs in. */
export type MixOwner = { accountId: string } | { cartId: string }

/** The condition that picks an owner's saved mixes. */
export const mine = (owner: MixOwner) =>
  'accountId' in owner ? eq(savedMixes.accountId, owner.accountId) : and(eq(savedMixes.cartId, owner.cartId), isNull(savedMixes.accountId))

/** A guest cart's mixes become the account's when its shopper signs in. */
export async function adoptGuestMixes(db: Database, cartId: string, accountId: string) {
  await db.update(savedMixes).set({ accountId }).where(mine({ cartId }))
}
