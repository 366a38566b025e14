import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts, carts, savedMultipacks } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { MAX_SAVED_MULTIPACKS, MultipackMessage } from '#domain/saved-multipack.ts'
import type { MultipackPick } from '#domain/multipack.ts'

/** Whose saved mixes they are: a customer's account's, or a guest's cart's until the guest signs in. */
export type MultipackOwner = { accountId: string } | { cartId: string }

export type SavedMultipack = typeof savedMultipacks.$inferSelect

/** A mix as the shopper names and fills it. */
export interface MultipackChange {
  name: string
  picks: MultipackPick[]
}

/** The condition that picks an owner's saved mixes. */
export const mine = (owner: MultipackOwner) =>
  'accountId' in owner ? eq(savedMultipacks.accountId, owner.accountId) : and(eq(savedMultipacks.cartId, owner.cartId), isNull(savedMultipacks.accountId))

/** A guest cart's mixes become the account's when its shopper signs in. */
export async function adoptGuestMultipacks(db: Database, cartId: string, accountId: string) {
  await db.update(savedMultipacks).set({ accountId }).where(mine({ cartId }))
}

/** The owner's saved multipacks, the latest changed first. */
function multipacksOf(db: Database, owner: MultipackOwner): Promise<SavedMultipack[]> {
  return db.select().from(savedMultipacks).where(mine(owner)).orderBy(desc(savedMultipacks.updatedAt), desc(savedMultipacks.id))
}

/** The saved mix, when it is the owner's; any other is not found. */
async function ownMultipack(db: Database, owner: MultipackOwner, multipackId: string): Promise<SavedMultipack> {
  const [multipack] = await db
    .select()
    .from(savedMultipacks)
    .where(and(eq(savedMultipacks.id, multipackId), mine(owner)))
  if (!multipack) throw new InputError(MultipackMessage.unknown, `No saved mix ${multipackId} for this shopper`, 404)
  return multipack
}

/** Keeps a new mix, within the limit of mixes an owner keeps. */
function keepMultipack(db: Database, owner: MultipackOwner, { name, picks }: MultipackChange): Promise<SavedMultipack> {
  return db.transaction(async (tx) => {
    // The owner's row is locked while their mixes are counted, so two saves at once cannot pass the limit together.
    if ('accountId' in owner) await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).for('update')
    else await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, owner.cartId)).for('update')
    const [kept] = await tx.select({ count: count() }).from(savedMultipacks).where(mine(owner))
    if ((kept?.count ?? 0) >= MAX_SAVED_MULTIPACKS) throw new InputError(MultipackMessage.limit, `A shopper keeps at most ${MAX_SAVED_MULTIPACKS} mixes`)
    const [made] = await tx
      .insert(savedMultipacks)
      .values({ id: crypto.randomUUID(), ...owner, name, picks })
      .returning()
    return made!
  })
}

/** Renames and refills the owner's mix. */
async function changeMultipack(db: Database, owner: MultipackOwner, multipackId: string, { name, picks }: MultipackChange): Promise<SavedMultipack> {
  await ownMultipack(db, owner, multipackId)
  const [multipack] = await db.update(savedMultipacks).set({ name, picks, updatedAt: new Date() }).where(eq(savedMultipacks.id, multipackId)).returning()
  return multipack!
}

/** Deletes the owner's mix. */
async function deleteMultipack(db: Database, owner: MultipackOwner, multipackId: string) {
  await ownMultipack(db, owner, multipackId)
  await db.delete(savedMultipacks).where(eq(savedMultipacks.id, multipackId))
}

/** The shoppers' saved variety packs (SPEC §7 Multipack), each an account's or a guest cart's; another owner's is not found. */
export interface SavedMultipacks {
  /** The owner's saved packs, the latest changed first. */
  of(owner: MultipackOwner): Promise<SavedMultipack[]>
  get(owner: MultipackOwner, multipackId: string): Promise<SavedMultipack>
  keep(owner: MultipackOwner, multipack: MultipackChange): Promise<SavedMultipack>
  change(owner: MultipackOwner, multipackId: string, multipack: MultipackChange): Promise<SavedMultipack>
  remove(owner: MultipackOwner, multipackId: string): Promise<void>
}

export function createSavedMultipacks(db: Database): SavedMultipacks {
  return {
    of: (owner) => multipacksOf(db, owner),
    get: (owner, multipackId) => ownMultipack(db, owner, multipackId),
    keep: (owner, multipack) => keepMultipack(db, owner, multipack),
    change: (owner, multipackId, multipack) => changeMultipack(db, owner, multipackId, multipack),
    remove: (owner, multipackId) => deleteMultipack(db, owner, multipackId),
  }
}
