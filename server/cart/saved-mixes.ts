import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { accounts, carts, savedMixes } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import { MAX_SAVED_MIXES, MixMessage } from '#domain/mix.ts'
import type { MultipackPick } from '#domain/multipack.ts'

/** Whose saved mixes they are: a customer's account's, or a guest's cart's until the guest signs in. */
export type MixOwner = { accountId: string } | { cartId: string }

export type SavedMix = typeof savedMixes.$inferSelect

/** A mix as the shopper names and fills it. */
export interface MixChange {
  name: string
  picks: MultipackPick[]
}

/** The condition that picks an owner's saved mixes. */
export const mine = (owner: MixOwner) =>
  'accountId' in owner ? eq(savedMixes.accountId, owner.accountId) : and(eq(savedMixes.cartId, owner.cartId), isNull(savedMixes.accountId))

/** A guest cart's mixes become the account's when its shopper signs in. */
export async function adoptGuestMixes(db: Database, cartId: string, accountId: string) {
  await db.update(savedMixes).set({ accountId }).where(mine({ cartId }))
}

/** The owner's saved mixes, the latest changed first. */
function mixesOf(db: Database, owner: MixOwner): Promise<SavedMix[]> {
  return db.select().from(savedMixes).where(mine(owner)).orderBy(desc(savedMixes.updatedAt), desc(savedMixes.id))
}

/** The saved mix, when it is the owner's; any other is not found. */
async function ownMix(db: Database, owner: MixOwner, mixId: string): Promise<SavedMix> {
  const [mix] = await db
    .select()
    .from(savedMixes)
    .where(and(eq(savedMixes.id, mixId), mine(owner)))
  if (!mix) throw new InputError(MixMessage.unknown, `No saved mix ${mixId} for this shopper`, 404)
  return mix
}

/** Keeps a new mix, within the limit of mixes an owner keeps. */
function keepMix(db: Database, owner: MixOwner, { name, picks }: MixChange): Promise<SavedMix> {
  return db.transaction(async (tx) => {
    // The owner's row is locked while their mixes are counted, so two saves at once cannot pass the limit together.
    if ('accountId' in owner) await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).for('update')
    else await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, owner.cartId)).for('update')
    const [kept] = await tx.select({ count: count() }).from(savedMixes).where(mine(owner))
    if ((kept?.count ?? 0) >= MAX_SAVED_MIXES) throw new InputError(MixMessage.limit, `A shopper keeps at most ${MAX_SAVED_MIXES} mixes`)
    const [made] = await tx
      .insert(savedMixes)
      .values({ id: crypto.randomUUID(), ...owner, name, picks })
      .returning()
    return made!
  })
}

/** Renames and refills the owner's mix. */
async function changeMix(db: Database, owner: MixOwner, mixId: string, { name, picks }: MixChange): Promise<SavedMix> {
  await ownMix(db, owner, mixId)
  const [mix] = await db.update(savedMixes).set({ name, picks, updatedAt: new Date() }).where(eq(savedMixes.id, mixId)).returning()
  return mix!
}

/** Deletes the owner's mix. */
async function deleteMix(db: Database, owner: MixOwner, mixId: string) {
  await ownMix(db, owner, mixId)
  await db.delete(savedMixes).where(eq(savedMixes.id, mixId))
}

/** The shoppers' saved variety packs (SPEC §7 Multipack), each an account's or a guest cart's; another owner's is not found. */
export interface SavedMultipacks {
  /** The owner's saved packs, the latest changed first. */
  of(owner: MixOwner): Promise<SavedMix[]>
  get(owner: MixOwner, mixId: string): Promise<SavedMix>
  keep(owner: MixOwner, mix: MixChange): Promise<SavedMix>
  change(owner: MixOwner, mixId: string, mix: MixChange): Promise<SavedMix>
  remove(owner: MixOwner, mixId: string): Promise<void>
}

export function createSavedMultipacks(db: Database): SavedMultipacks {
  return {
    of: (owner) => mixesOf(db, owner),
    get: (owner, mixId) => ownMix(db, owner, mixId),
    keep: (owner, mix) => keepMix(db, owner, mix),
    change: (owner, mixId, mix) => changeMix(db, owner, mixId, mix),
    remove: (owner, mixId) => deleteMix(db, owner, mixId),
  }
}
