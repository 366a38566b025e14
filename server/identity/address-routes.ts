import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseForm } from '../http/envelope.ts'
import type { AddressBook } from './addresses.ts'
import { signedInAccount } from './signed-in.ts'
import { ShippingAddressSchema } from '#domain/address.ts'

const AddressIdSchema = v.pipe(v.string(), v.uuid())

/** My addresses (SPEC §7 createaddress, updateaddress, deleteaddress): another customer's address is not found. */
export function addressRoutes(book: AddressBook) {
  return new Hono<AppEnv>()
    .post('/webservices/createaddress', async (c) => {
      const account = await signedInAccount(c)
      const { address, primary } = parseForm(c, v.object({ address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      const id = await book.add(account.id, address, primary)
      return ok(c, { id, addresses: await book.of(account.id) })
    })
    .post('/webservices/updateaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id, address, primary } = parseForm(c, v.object({ id: AddressIdSchema, address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      await book.update(account.id, id, address, primary)
      return ok(c, { id, addresses: await book.of(account.id) })
    })
    .post('/webservices/deleteaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id } = parseForm(c, v.object({ id: AddressIdSchema }))
      await book.remove(account.id, id)
      return ok(c, { addresses: await book.of(account.id) })
    })
}
