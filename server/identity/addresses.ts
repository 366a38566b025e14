import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { addresses } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { Address } from '#domain/address.ts'
import { MessageId } from '#domain/envelope.ts'

/** How many addresses a customer keeps at most. */
export const MOST_ADDRESSES = 20

/** The customer's addresses as SPEC §3 shapes them, the primary first. */
async function addressesOf(db: Database, accountId: string) {
  const rows = await db.select().from(addresses).where(eq(addresses.accountId, accountId)).orderBy(desc(addresses.primary), asc(addresses.createdAt))
  return rows.map((row) => ({ id: row.id, addressType: 'SHIPPING_ADDRESS' as const, primaryAddr: row.primary, ...row.address }))
}

/** Makes one address the account's primary, the others not. */
async function makePrimary(db: Database, accountId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({ primary: false })
      .where(and(eq(addresses.accountId, accountId), ne(addresses.id, id)))
    await tx
      .update(addresses)
      .set({ primary: true })
      .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
  })
}

const notFound = (id: string) => new InputError(MessageId.notFound, `No address ${id} for this customer`, 404)

/**
 * The row that keeps an address a customer typed at checkout, written with their order: none when
 * they keep the same address already, or as many as they may. Their first address is their primary.
 */
export async function addressToKeep(db: Database, accountId: string, address: Address): Promise<typeof addresses.$inferInsert | undefined> {
  const kept = await addressesOf(db, accountId)
  const same = (other: Record<keyof Address, string>) =>
    (Object.keys(address) as (keyof Address)[]).every((field) => other[field].toLowerCase() === address[field].toLowerCase())
  if (kept.length >= MOST_ADDRESSES || kept.some(same)) return undefined
  return { id: randomUUID(), accountId, address, primary: kept.length === 0 }
}

/** A customer's addresses (SPEC §3), as the account pages keep them; another customer's address is not found. */
export interface AddressBook {
  /** The customer's addresses, the primary first. */
  of(accountId: string): ReturnType<typeof addressesOf>
  /** Keeps a new address (the first one is the primary one); answers its id. */
  add(accountId: string, address: Address, primary: boolean): Promise<string>
  /** Changes one of the customer's addresses, and makes it the primary when asked. */
  update(accountId: string, id: string, address: Address, primary: boolean): Promise<void>
  /** Deletes one of the customer's addresses; the primary gone, the oldest one left takes its place. */
  remove(accountId: string, id: string): Promise<void>
}

export function createAddressBook(db: Database): AddressBook {
  return {
    of: (accountId) => addressesOf(db, accountId),
    async add(accountId, address, primary) {
      const kept = await addressesOf(db, accountId)
      if (kept.length >= MOST_ADDRESSES) throw new InputError(MessageId.invalidInput, `A customer keeps at most ${MOST_ADDRESSES} addresses`, 409)
      const id = randomUUID()
      await db.insert(addresses).values({ id, accountId, address })
      if (primary || kept.length === 0) await makePrimary(db, accountId, id)
      return id
    },
    async update(accountId, id, address, primary) {
      const [updated] = await db
        .update(addresses)
        .set({ address })
        .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
        .returning({ id: addresses.id })
      if (!updated) throw notFound(id)
      if (primary) await makePrimary(db, accountId, id)
    },
    async remove(accountId, id) {
      const [deleted] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
        .returning({ primary: addresses.primary })
      if (!deleted) throw notFound(id)
      const left = await addressesOf(db, accountId)
      if (deleted.primary && left.length > 0) await makePrimary(db, accountId, left[0]!.id)
    },
  }
}
