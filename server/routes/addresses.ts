import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import type { Database } from '../db/database.ts'
import { addresses } from '../db/schema.ts'
import { InputError, ok, parseForm } from '../envelope.ts'
import { signedInAccount } from './signed-in.ts'
import { ShippingAddressSchema } from '../../src/domain/address.ts'
import { MessageId } from '../../src/domain/envelope.ts'

/** How many addresses a customer keeps at most. */
export const MOST_ADDRESSES = 20

const AddressIdSchema = v.pipe(v.string(), v.uuid())

/** The customer's addresses as SPEC §3 shapes them, the primary first. */
export async function addressesOf(db: Database, accountId: string) {
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

/** My addresses (SPEC §7 createaddress, updateaddress, deleteaddress): another customer's address is not found. */
export function addressRoutes() {
  return new Hono<AppEnv>()
    .post('/webservices/createaddress', async (c) => {
      const account = await signedInAccount(c)
      const { address, primary } = parseForm(c, v.object({ address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      const kept = await addressesOf(c.var.db, account.id)
      if (kept.length >= MOST_ADDRESSES) throw new InputError(MessageId.invalidInput, `A customer keeps at most ${MOST_ADDRESSES} addresses`, 409)
      const id = randomUUID()
      await c.var.db.insert(addresses).values({ id, accountId: account.id, address })
      // The first address is the primary one.
      if (primary || kept.length === 0) await makePrimary(c.var.db, account.id, id)
      return ok(c, { id, addresses: await addressesOf(c.var.db, account.id) })
    })
    .post('/webservices/updateaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id, address, primary } = parseForm(c, v.object({ id: AddressIdSchema, address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      const [updated] = await c.var.db
        .update(addresses)
        .set({ address })
        .where(and(eq(addresses.id, id), eq(addresses.accountId, account.id)))
        .returning({ id: addresses.id })
      if (!updated) throw notFound(id)
      if (primary) await makePrimary(c.var.db, account.id, id)
      return ok(c, { id, addresses: await addressesOf(c.var.db, account.id) })
    })
    .post('/webservices/deleteaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id } = parseForm(c, v.object({ id: AddressIdSchema }))
      const [deleted] = await c.var.db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.accountId, account.id)))
        .returning({ primary: addresses.primary })
      if (!deleted) throw notFound(id)
      const left = await addressesOf(c.var.db, account.id)
      // The primary address gone, the oldest one left takes its place.
      if (deleted.primary && left.length > 0) await makePrimary(c.var.db, account.id, left[0]!.id)
      return ok(c, { addresses: await addressesOf(c.var.db, account.id) })
    })
}
