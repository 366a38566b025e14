import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts, carts, savedMultipacks } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { MAX_SAVED_MULTIPACKS, MultipackMessage } from '#domain/saved-multipack.ts'
import type { MultipackPick } from '#domain/multipack.ts'

/** Whose saved variety packs they are: a customer's account's, or a guest's cart's until the guest signs in. */
export type MultipackOwner = { accountId: string } | { cartId: string }

export type SavedMultipack = typeof savedMultipacks.$inferSelect

/** A variety pack as the shopper names and fills it. */
export interface MultipackChange {
  name: string
  picks: MultipackPick[]
}

/** The condition that picks an owner's saved variety packs. */
export const mine = (owner: MultipackOwner) =>
  'accountId' in owner ? eq(savedMultipacks.accountId, owner.accountId) : and(eq(savedMultipacks.cartId, owner.cartId), isNull(savedMultipacks.accountId))

/** A guest cart's saved variety packs become the account's when its shopper signs in. */
export async function adoptGuestMultipacks(db: Database, cartId: string, accountId: string) {
  await db.update(savedMultipacks).set({ accountId }).where(mine({ cartId }))
}

/** The shoppers' saved variety packs (SPEC §7 Multipack), each an account's or a guest cart's; another owner's is not found. */
export interface SavedMultipacks {
  /** The owner's saved packs, the latest changed first. */
  of(owner: MultipackOwner): Promise<SavedMultipack[]>
  /** The saved pack, when it is the owner's. */
  get(owner: MultipackOwner, multipackId: string): Promise<SavedMultipack>
  /** Keeps a new pack, within the limit of packs an owner keeps. */
  keep(owner: MultipackOwner, multipack: MultipackChange): Promise<SavedMultipack>
  /** Renames and refills the owner's pack. */
  change(owner: MultipackOwner, multipackId: string, multipack: MultipackChange): Promise<SavedMultipack>
  /** Deletes the owner's pack. */
  remove(owner: MultipackOwner, multipackId: string): Promise<void>
}

export function createSavedMultipacks(db: Database): SavedMultipacks {
  const saved: SavedMultipacks = {
    of: (owner) => db.select().from(savedMultipacks).where(mine(owner)).orderBy(desc(savedMultipacks.updatedAt), desc(savedMultipacks.id)),
    async get(owner, multipackId) {
      const [multipack] = await db
        .select()
        .from(savedMultipacks)
        .where(and(eq(savedMultipacks.id, multipackId), mine(owner)))
      if (!multipack) throw new InputError(MultipackMessage.unknown, `No saved mix ${multipackId} for this shopper`, 404)
      return multipack
    },
    keep: (owner, { name, picks }) =>
      db.transaction(async (tx) => {
        // The owner's row is locked while their packs are counted, so two saves at once cannot pass the limit together.
        if ('accountId' in owner) await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).for('update')
        else await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, owner.cartId)).for('update')
        const [kept] = await tx.select({ count: count() }).from(savedMultipacks).where(mine(owner))
        if ((kept?.count ?? 0) >= MAX_SAVED_MULTIPACKS) throw new InputError(MultipackMessage.limit, `A shopper keeps at most ${MAX_SAVED_MULTIPACKS} mixes`)
        const [made] = await tx
          .insert(savedMultipacks)
          .values({ id: crypto.randomUUID(), ...owner, name, picks })
          .returning()
        return made!
      }),
    async change(owner, multipackId, { name, picks }) {
      await saved.get(owner, multipackId)
      const [multipack] = await db.update(savedMultipacks).set({ name, picks, updatedAt: new Date() }).where(eq(savedMultipacks.id, multipackId)).returning()
      return multipack!
    },
    async remove(owner, multipackId) {
      await saved.get(owner, multipackId)
      await db.delete(savedMultipacks).where(eq(savedMultipacks.id, multipackId))
    },
  }
  return saved
}
