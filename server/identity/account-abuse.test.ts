import { describe, expect, it } from 'vitest'
import { handshakeHeaders, listeningStoreForTests, REFUSAL_WAIT_MS } from '../testing/test-store.ts'
import { REGISTRATION, signInFlows } from './sign-in-flows.testing.ts'
import { passwordsHashed } from './passwords.ts'
import { RATE_LIMITS } from '../http/rate-limits.ts'
import { outbox } from '../db/schema.ts'
import { accounts } from '../db/schema.ts'
import { SITES } from '#domain/site.ts'

// The abuse paths a review of the account calls found, each made as an attacker would: the store must answer otherwise now.
// The limits are the store's own (not scaled up for tests); the store trusts one proxy, so each call may say its address.
const shop = listeningStoreForTests({ rateLimitScale: 1, trustProxy: 1 })
const { signIn } = signInFlows(() => shop.origin)

let nextAddress = 0
/** A client address of its own, as the proxy would name it. */
const anAddress = () => `198.51.100.${++nextAddress}`

async function api(path: string, init: { body?: unknown; headers?: Record<string, string>; from?: string } = {}) {
  const handshake = await handshakeHeaders(shop.store)
  const response = await fetch(`${shop.origin}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...handshake,
      'content-type': 'application/json',
      'x-forwarded-for': init.from ?? anAddress(),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: await response.json() }
}

describe('resetting a password with a link', () => {
  it('hashes nothing for a link the store did not send, and refuses the guesses of one address past the limit', async () => {
    const from = anAddress()
    const hashedBefore = passwordsHashed()
    const answers = []
    for (let i = 0; i <= RATE_LIMITS.resetPassword; i++)
      answers.push(await api('/v2/dopservice/resetpassword', { from, body: { token: `made-up-${i}`, password: 'Crunch$2027' } }))
    expect(passwordsHashed()).toBe(hashedBefore)
    expect(answers.slice(0, -1).map((answer) => answer.body.errorKey)).toEqual(Array(RATE_LIMITS.resetPassword).fill('resetLinkInvalid'))
    expect(answers.at(-1)).toMatchObject({ status: 429, body: { errorKey: 'tooManyRequests' } })
  })
})

describe('changing a password', () => {
  it('takes a few guesses of the current password for one account, whatever addresses they come from', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'kit@example.com' } })
    const { accessToken } = (await signIn('kit@example.com', 'Snack$2026')).signedIn!
    const guess = (currentPassword: string) =>
      api('/v2/dopservice/changepassword', { headers: { 'X-Auth-Token': accessToken }, body: { currentPassword, newPassword: 'Crunch$2027' } })
    for (let i = 0; i < RATE_LIMITS.changePassword; i++) expect((await guess(`Wrong$${i}000`)).body.errorKey).toBe('wrongCurrentPassword')
    // The right one, from yet another address: refused too, until the minute is over.
    expect(await guess('Snack$2026')).toMatchObject({ status: 429, body: { errorKey: 'tooManyRequests' } })
  })
})

describe('whether an email has an account', () => {
  it('is told a few times a minute to one address, usersExists and identify-social-user together', async () => {
    const from = anAddress()
    const asked = []
    for (let i = 0; i <= RATE_LIMITS.accountLookup; i++)
      asked.push(
        i % 2
          ? await api(`/v2/dopservice/identify-social-user?email=who${i}@example.com`, { from })
          : await api('/v2/dopservice/usersExists', { from, body: { email: `who${i}@example.com` } }),
      )
    expect(asked.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
    expect(asked.at(-1)).toMatchObject({ status: 429, body: { errorKey: 'tooManyRequests' } })
  })

  it('is told more slowly each time to one address, and a sign-in of its own between lookups does not make them quick again', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'mo@example.com' } })
    // The journeys' sign-in comes from the store's own machine, with no proxy's word for its address.
    const from = '127.0.0.1'
    const lookUp = async (email: string) => {
      const started = performance.now()
      expect((await api('/v2/dopservice/usersExists', { from, body: { email } })).status).toBe(200)
      return performance.now() - started
    }
    await lookUp('who-a@example.com')
    await lookUp('who-b@example.com')
    await lookUp('who-c@example.com')
    expect((await signIn('mo@example.com', 'Snack$2026')).signedIn).toBeDefined()
    // The fourth in a row waits four times the run's first wait.
    expect(await lookUp('who-d@example.com')).toBeGreaterThanOrEqual(4 * REFUSAL_WAIT_MS)
  })

  it('is not told by forgot password: an account with a password, one that signs in through Google and no account get the same answer', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'lu@example.com' } })
    await shop.store.database.db
      .insert(accounts)
      .values({ id: crypto.randomUUID(), email: 'gil@example.com', firstName: 'Gil', lastName: 'Ray', sourceId: SITES.snacks.sourceId, social: 'google' })
    const answers = await Promise.all(
      ['lu@example.com', 'gil@example.com', 'nobody@example.com'].map(async (email) => (await api('/v2/dopservice/forgotpassword', { body: { email } })).body),
    )
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    // What each is told goes to their inbox: a link to the one with a password, the way to sign in to the Google one.
    const mails = await shop.store.database.db.select().from(outbox)
    expect(mails.find((mail) => mail.recipient === 'lu@example.com')!.body).toContain('/resetpassword?token=')
    expect(mails.find((mail) => mail.recipient === 'gil@example.com')!.body).toContain('Sign in with Google here')
    expect(mails.some((mail) => mail.recipient === 'nobody@example.com')).toBe(false)
  })
})
