import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseForm } from '../http/envelope.ts'
import { addAddress, addressesOf, deleteAddress, updateAddress } from './addresses.ts'
import { signedInAccount } from './signed-in.ts'
import { ShippingAddressSchema } from '../../src/domain/address.ts'

const AddressIdSchema = v.pipe(v.string(), v.uuid())

/** My addresses (SPEC §7 createaddress, updateaddress, deleteaddress): another customer's address is not found. */
export function addressRoutes() {
  return new Hono<AppEnv>()
    .post('/webservices/createaddress', async (c) => {
      const account = await signedInAccount(c)
      const { address, primary } = parseForm(c, v.object({ address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      const id = await addAddress(c.get('db'), account.id, address, primary)
      return ok(c, { id, addresses: await addressesOf(c.get('db'), account.id) })
    })
    .post('/webservices/updateaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id, address, primary } = parseForm(c, v.object({ id: AddressIdSchema, address: ShippingAddressSchema, primary: v.optional(v.boolean(), false) }))
      await updateAddress(c.get('db'), account.id, id, address, primary)
      return ok(c, { id, addresses: await addressesOf(c.get('db'), account.id) })
    })
    .post('/webservices/deleteaddress', async (c) => {
      const account = await signedInAccount(c)
      const { id } = parseForm(c, v.object({ id: AddressIdSchema }))
      await deleteAddress(c.get('db'), account.id, id)
      return ok(c, { addresses: await addressesOf(c.get('db'), account.id) })
    })
}
