import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseBody } from '../http/envelope.ts'
import type { SavedCards } from './saved-cards.ts'
import { signedInAccount } from '../identity/signed-in.ts'

/** My saved cards (SPEC §3 saved payment cards, §7 deletepaymentaccount): another customer's card is not found. */
export function savedCardRoutes(cards: SavedCards) {
  return new Hono<AppEnv>()
    .get('/webservices/paymentaccounts', async (c) => {
      const account = await signedInAccount(c)
      return ok(c, { cards: await cards.of(account.id) })
    })
    .post('/webservices/deletepaymentaccount', async (c) => {
      const account = await signedInAccount(c)
      const { id } = parseBody(c, v.object({ id: v.pipe(v.string(), v.uuid()) }))
      await cards.remove(account.id, id)
      return ok(c, { cards: await cards.of(account.id) })
    })
}
