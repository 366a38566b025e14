import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError } from '../http/envelope.ts'
import type { Account } from './accounts.ts'
import { MessageId } from '#domain/envelope.ts'

/** The signed-in customer's account; a call without a live sign-in is refused. */
export async function signedInAccount(c: Context<AppEnv>): Promise<Account> {
  const customer = c.get('customer')
  const account = customer && (await c.get('identity').accounts.byId(customer.accountId))
  if (!account) throw new InputError(MessageId.signInRequired, 'Sign in first', 401)
  return account
}
