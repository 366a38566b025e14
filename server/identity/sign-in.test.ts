import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { handshakeHeaders, listeningStoreForTests, REFUSAL_WAIT_MS } from '../testing/test-store.ts'
import { REGISTRATION, signInFlows } from './sign-in-flows.testing.ts'
import { SITES } from '#domain/site.ts'
import { WRONG_PASSWORDS_BEFORE_LOCK } from './accounts.ts'
import { LINKS_PER_HOUR } from './password-resets.ts'
import { accounts, addresses as addressesTable, outbox, passwordResets, savedCards } from '../db/schema.ts'
import { TEST_CARDS } from '#domain/payment.ts'

const shop = listeningStoreForTests()

async function api(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const handshake = await handshakeHeaders(shop.store)
  const response = await fetch(`${shop.origin}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { sessionId: handshake.sessionId!, rnduts: handshake.rnduts!, encstr: handshake.encstr!, 'content-type': 'application/json', ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}

/** Calls through the app itself, as one shopper's session on a site's host, signed in with `token` when given; `gatewayHost` sends one to the payment gateway instead. */
async function shopper(token?: string, site = 'localhost') {
  const handshake = await handshakeHeaders(shop.store, site)
  const headers: Record<string, string> = {
    ...handshake,
    'content-type': 'application/json',
    locationNumber: '1',
    origin: shop.origin.replace('127.0.0.1', site),
    ...(token ? { 'X-Auth-Token': token } : {}),
  }
  return async (method: string, path: string, body?: unknown, gatewayHost?: string) => {
    const response = await shop.store.app.request(path, {
      method,
      headers: gatewayHost ? { ...headers, host: gatewayHost, origin: shop.origin.replace('127.0.0.1', gatewayHost) } : headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
}

const { signIn, throughGoogle } = signInFlows(() => shop.origin)

describe('signing in', () => {
  it('registers a shopper, signs them in with a code and PKCE, and the API knows them by the access token', async () => {
    const registered = await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ana@example.com' } })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    const { signedIn } = await signIn('ANA@example.com', 'Snack$2026')
    expect(signedIn!.accountId).toBe(registered.body.data.accountId)
    const customer = await api('/v2/dopservice/getcustomer', { headers: { 'X-Auth-Token': signedIn!.accessToken } })
    expect(customer.body.data.accountContacts[0]).toMatchObject({ firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' })
  })

  it('changes a customer’s gender (updateUser), refuses one it does not know, and asks a guest to sign in', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'uma@example.com' } })
    const headers = { 'X-Auth-Token': (await signIn('uma@example.com', 'Snack$2026')).signedIn!.accessToken }
    const changed = await api('/v2/dopservice/updateUser', { headers, body: { gender: 'nonBinary' } })
    expect(changed.body.data.accountContacts[0].gender).toBe('nonBinary')
    expect((await api('/v2/dopservice/getcustomer', { headers })).body.data.accountContacts[0]).toMatchObject({ gender: 'nonBinary', firstName: 'Ana' })
    const unknown = await api('/v2/dopservice/updateUser', { headers, body: { gender: 'robot' } })
    expect([unknown.status, unknown.body.data?.fields?.gender ?? unknown.body.errorKey]).toEqual([400, 'genderRequired'])
    expect((await api('/v2/dopservice/updateUser', { body: { gender: 'male' } })).body.errorKey).toBe('signInRequired')
  })

  it('refuses an email registered before, and every broken rule with its field’s message', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'bo@example.com' } })
    const again = await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'BO@example.com' } })
    expect(again.body.errorKey).toBe('accountExists')
    const broken = await api('/v2/dopservice/register-user', {
      body: {
        ...REGISTRATION,
        email: 'x',
        password: 'short',
        firstName: 'A',
        birth: { day: '1', month: '1', year: String(new Date().getUTCFullYear() - 10) },
        acceptedTerms: false,
      },
    })
    expect(broken.body.data.fields).toEqual({
      firstName: 'nameTooShort',
      email: 'emailFormat',
      password: 'passwordTooShort',
      birth: 'tooYoung',
      acceptedTerms: 'termsRequired',
    })
  })

  it('says a wrong pair the same way for an unknown email, and locks the account after too many wrong passwords', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'cy@example.com' } })
    expect((await signIn('nobody@example.com', 'Snack$2026')).refused!.errorKey).toBe('signInRefused')
    for (let i = 1; i < WRONG_PASSWORDS_BEFORE_LOCK; i++) expect((await signIn('cy@example.com', 'Wrong$2026')).refused!.errorKey).toBe('signInRefused')
    expect((await signIn('cy@example.com', 'Wrong$2026')).refused!.errorKey).toBe('accountLocked')
    // Locked: even the right password waits.
    expect((await signIn('cy@example.com', 'Snack$2026')).refused!.errorKey).toBe('accountLocked')
    // Each refusal in a row waits twice as long as the one before: this eighth, 2⁶ times the first wait.
    const started = Date.now()
    await signIn('cy@example.com', 'Snack$2026')
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSAL_WAIT_MS * 2 ** 6)
  })

  it('answers 440 to a token it did not sign, and asks for sign-in where the customer is needed', async () => {
    const { signedIn } = await signIn('ana@example.com', 'Snack$2026')
    const [header, payload] = signedIn!.accessToken.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url')}.${signedIn!.accessToken.split('.')[2]}`
    expect((await api('/v2/dopservice/getcustomer', { headers: { 'X-Auth-Token': forged } })).body.responseCode).toBe(440)
    expect((await api('/v2/dopservice/getcustomer')).body.errorKey).toBe('signInRequired')
  })
})

describe('forgotten passwords', () => {
  const mailTo = async (email: string) =>
    (await shop.store.database.db.select().from(outbox)).filter((mail) => mail.recipient === email && mail.kind === 'passwordReset')
  const linkIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0])

  it('mails a single-use link that sets a new password and lifts a lock; an unknown email is answered alike, with no mail', async () => {
    // Everything the store logs meanwhile, to be searched for passwords, tokens and links.
    const logged: string[] = []
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args.map(String).join(' '))),
    )
    onTestFinished(() => spies.forEach((spy) => spy.mockRestore()))
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'di@example.com' } })
    for (let i = 0; i < WRONG_PASSWORDS_BEFORE_LOCK; i++) await signIn('di@example.com', 'Wrong$2026')
    expect((await signIn('di@example.com', 'Snack$2026')).refused!.errorKey).toBe('accountLocked')

    const asked = await api('/v2/dopservice/forgotpassword', { body: { email: 'di@example.com' } })
    const unknown = await api('/v2/dopservice/forgotpassword', { body: { email: 'nobody-here@example.com' } })
    expect(unknown.body).toEqual(asked.body)
    expect(await mailTo('nobody-here@example.com')).toEqual([])
    const [mail] = await mailTo('di@example.com')
    const link = linkIn(mail!.body)
    expect(link.pathname).toBe('/resetpassword')
    const token = link.searchParams.get('token')!
    // Only the token's hash is kept.
    expect(JSON.stringify(await shop.store.database.db.select().from(passwordResets))).not.toContain(token)

    const weak = await api('/v2/dopservice/resetpassword', { body: { token, password: 'short' } })
    expect(weak.body.data.fields).toEqual({ password: 'passwordTooShort' })
    expect((await api('/v2/dopservice/resetpassword', { body: { token, password: 'Crunch$2027' } })).status).toBe(200)
    expect((await api('/v2/dopservice/resetpassword', { body: { token, password: 'Crunch$2028' } })).body.errorKey).toBe('resetLinkInvalid')
    expect((await signIn('di@example.com', 'Snack$2026')).refused!.errorKey).toBe('signInRefused')
    const { accessToken } = (await signIn('di@example.com', 'Crunch$2027')).signedIn!
    expect(accessToken).toBeTruthy()
    for (const secret of ['Snack$2026', 'Wrong$2026', 'Crunch$2027', token, link.href, accessToken])
      expect(logged.filter((line) => line.includes(secret))).toEqual([])
  })

  it('refuses a link whose time ran out, and sends no more than a few links an hour', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ed@example.com' } })
    for (let i = 0; i < LINKS_PER_HOUR + 2; i++) await api('/v2/dopservice/forgotpassword', { body: { email: 'ed@example.com' } })
    const mails = await mailTo('ed@example.com')
    expect(mails).toHaveLength(LINKS_PER_HOUR)
    await shop.store.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) })
    const token = linkIn(mails[0]!.body).searchParams.get('token')!
    expect((await api('/v2/dopservice/resetpassword', { body: { token, password: 'Crunch$2027' } })).body.errorKey).toBe('resetLinkInvalid')
  })
})

describe('the account’s saved cart', () => {
  const stocked = () => shop.store.catalog.orders.priceAsc.filter((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) >= 120)
  const guestCart = async (lines: { itemId: string; quantity: number }[]) => {
    const made = await api('/v2/dopservice/update-persist-cart', {
      method: 'PUT',
      body: { isAuth: false, email: '', accountId: '', cartamount: 0, persistCartData: lines.map((l) => ({ kind: 'product', ...l })) },
    })
    return { cartId: made.body.data.persistCartId as string, cartToken: made.body.data.cartToken as string }
  }
  const merge = (token: string, guest?: { cartId: string; cartToken: string }) =>
    api('/v3/dopservice/b2c/mergecart', { body: { guest }, headers: { 'X-Auth-Token': token, locationNumber: '1' } })
  /** A cart's lines, read by its owner: a guest by its token, a customer by theirs and their sign-in. */
  const linesOf = async (owner: { cartId: string; cartToken: string }, signedIn?: string) =>
    Object.fromEntries(
      (
        (await api('/v3/dopservice/b2c/getcartwebdata', { body: owner, headers: { locationNumber: '1', ...(signedIn && { 'X-Auth-Token': signedIn }) } })).body
          .data.cartItems as {
          lineId: string
          quantity: number
        }[]
      ).map((l) => [l.lineId, l.quantity]),
    )

  it('becomes the guest’s cart at the first sign-in, and the same cart in a second browser', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'fa@example.com' } })
    const [a] = stocked()
    const guest = await guestCart([{ itemId: a!.id, quantity: 2 }])
    const firstSignIn = (await signIn('fa@example.com', 'Snack$2026')).signedIn!.accessToken
    const first = (await merge(firstSignIn, guest)).body.data
    expect(first.cartId).toBe(guest.cartId)
    const secondSignIn = (await signIn('fa@example.com', 'Snack$2026')).signedIn!.accessToken
    const second = (await merge(secondSignIn)).body.data
    expect(second.cartId).toBe(first.cartId)
    expect(await linesOf(second, secondSignIn)).toEqual({ [a!.id]: 2 })
    // The guest's own token no longer opens it: the cart is the account's.
    expect((await api('/v3/dopservice/b2c/getcartwebdata', { body: guest })).status).toBe(403)
    // Its token is of one sign-in: of no use without it (a shared computer's next user); another sign-in of the customer is given its own.
    const read = (owner: { cartId: string; cartToken: string }, signedIn?: string) =>
      api('/v3/dopservice/b2c/getcartwebdata', { body: owner, headers: { locationNumber: '1', ...(signedIn && { 'X-Auth-Token': signedIn }) } })
    expect(second.cartToken).not.toBe(first.cartToken)
    expect((await read(first)).status).toBe(403)
    expect((await read(first, secondSignIn)).body.data.cartToken).toBe(second.cartToken)
    const change = { ...first, change: { type: 'add', itemId: a!.id, quantity: 1 } }
    expect((await api('/v3/dopservice/b2c/savecartwebdata', { body: change, headers: { locationNumber: '1' } })).status).toBe(403)
    expect((await read(first, firstSignIn)).status).toBe(200)
  })

  it('is given with the account’s token to its customer whose browser kept the guest’s token, and to nobody else', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ke@example.com' } })
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ry@example.com' } })
    const [a] = stocked()
    const guest = await guestCart([{ itemId: a!.id, quantity: 3 }])
    const token = (await signIn('ke@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, guest)).body.data
    // The page went away before it kept the account's token: its next reading, signed in, is given it.
    const read = (headers: Record<string, string>) => api('/v3/dopservice/b2c/getcartwebdata', { body: { ...guest, locale: 'en-us' }, headers })
    const kept = await read({ 'X-Auth-Token': token, locationNumber: '1' })
    expect(kept.status).toBe(200)
    expect(kept.body.data).toMatchObject({ cartId: guest.cartId, cartToken: account.cartToken })
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 3 })
    // Signed out, or signed in as somebody else, the guest's token opens nothing.
    expect((await read({ locationNumber: '1' })).status).toBe(403)
    expect((await read({ 'X-Auth-Token': (await signIn('ry@example.com', 'Snack$2026')).signedIn!.accessToken, locationNumber: '1' })).status).toBe(403)
  })

  it('is given with its token to its customer whose browser kept the guest’s cart the merge emptied; signed out, the guest’s cart is still theirs', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'qu@example.com' } })
    const [a, b] = stocked()
    const token = (await signIn('qu@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 1 }]))).body.data
    const guest = await guestCart([{ itemId: b!.id, quantity: 2 }])
    await merge(token, guest)
    const read = (headers: Record<string, string>) => api('/v3/dopservice/b2c/getcartwebdata', { body: { ...guest, locale: 'en-us' }, headers })
    const signedIn = await read({ 'X-Auth-Token': token, locationNumber: '1' })
    expect(signedIn.body.data).toMatchObject({ cartId: account.cartId, cartToken: account.cartToken })
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 1, [b!.id]: 2 })
    const signedOut = await read({ locationNumber: '1' })
    expect(signedOut.body.data).toMatchObject({ cartId: guest.cartId, cartItems: [] })
    expect(signedOut.body.data.cartToken).toBeUndefined()
  })

  it('takes the guest’s cart into the account’s when the merge asked for at sign-in never reached the store, at the next reading signed in', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ja@example.com' } })
    const [a, b] = stocked()
    const token = (await signIn('ja@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 1 }]))).body.data
    // Signed in again from a browser whose page went away before it asked for the merge.
    const guest = await guestCart([{ itemId: b!.id, quantity: 2 }])
    const again = (await signIn('ja@example.com', 'Snack$2026')).signedIn!.accessToken
    const read = await api('/v3/dopservice/b2c/getcartwebdata', {
      body: { ...guest, locale: 'en-us' },
      headers: { 'X-Auth-Token': again, locationNumber: '1' },
    })
    expect(read.body.data).toMatchObject({ cartId: account.cartId })
    expect(await linesOf({ cartId: account.cartId, cartToken: read.body.data.cartToken }, again)).toEqual({ [a!.id]: 1, [b!.id]: 2 })
    expect(await linesOf(guest)).toEqual({})
  })

  it('takes a guest cart into the saved one: the same snack’s quantities added up to 99, other snacks added, the guest cart emptied', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'gi@example.com' } })
    const [a, b] = stocked()
    const token = (await signIn('gi@example.com', 'Snack$2026')).signedIn!.accessToken
    const saved = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 60 }]))).body.data
    const guest = await guestCart([
      { itemId: a!.id, quantity: 50 },
      { itemId: b!.id, quantity: 1 },
    ])
    const merged = (await merge(token, guest)).body.data
    expect(merged.cartId).toBe(saved.cartId)
    expect(await linesOf(merged, token)).toEqual({ [a!.id]: 99, [b!.id]: 1 })
    expect(await linesOf(guest)).toEqual({})
  })

  it('takes a change the guest’s browser sends after the merge into the account’s cart, and a change the guest’s cart had applied once', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'lu@example.com' } })
    const [a, b, c] = stocked()
    const token = (await signIn('lu@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 1 }]))).body.data
    const save = (owner: { cartId: string; cartToken: string }, change: object, changeId: string, signedIn?: string) =>
      api('/v3/dopservice/b2c/savecartwebdata', {
        body: { ...owner, change, changeId, locale: 'en-us' },
        headers: { locationNumber: '1', ...(signedIn && { 'X-Auth-Token': signedIn }) },
      })
    const guest = await guestCart([{ itemId: b!.id, quantity: 1 }])
    // A guest's change applied, whose answer was lost on the way; the sign-in merges the cart before it is sent again.
    const lost = crypto.randomUUID()
    expect((await save(guest, { type: 'add', itemId: b!.id, quantity: 2 }, lost)).status).toBe(200)
    await merge(token, guest)
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 1, [b!.id]: 3 })
    // Sent again by the signed-in browser, to the account's cart or still to the guest's, it is answered by that cart as it stands.
    const again = await save(account, { type: 'add', itemId: b!.id, quantity: 2 }, lost, token)
    expect(again.status).toBe(200)
    expect((await save(guest, { type: 'add', itemId: b!.id, quantity: 2 }, lost, token)).body.data).toMatchObject({ cartId: guest.cartId, cartItems: [] })
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 1, [b!.id]: 3 })
    // A new change the signed-in browser sends to the guest's cart goes to the account's, with the token that proves it.
    const moved = await save(guest, { type: 'add', itemId: c!.id, quantity: 1 }, crypto.randomUUID(), token)
    expect(moved.body.data).toMatchObject({ cartId: account.cartId, cartToken: account.cartToken })
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 1, [b!.id]: 3, [c!.id]: 1 })
    expect(await linesOf(guest)).toEqual({})
  })

  it('answers a guest’s emptying whose answer was lost, sent again signed in, from the guest’s cart: the account’s cart keeps its lines', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'vi@example.com' } })
    const [a] = stocked()
    const token = (await signIn('vi@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 2 }]))).body.data
    const guest = await guestCart([{ itemId: a!.id, quantity: 1 }])
    const send = (change: object, changeId: string, signedIn?: string) =>
      api('/v3/dopservice/b2c/savecartwebdata', {
        body: { ...guest, change, changeId, locale: 'en-us' },
        headers: { locationNumber: '1', ...(signedIn && { 'X-Auth-Token': signedIn }) },
      })
    // The guest removes the snack and empties the cart; both are applied, their answers lost; the shopper signs in and they are sent again.
    const removed = crypto.randomUUID()
    const cleared = crypto.randomUUID()
    await send({ type: 'remove', lineId: a!.id }, removed)
    await send({ type: 'clear' }, cleared)
    for (const [change, id] of [
      [{ type: 'remove', lineId: a!.id }, removed],
      [{ type: 'clear' }, cleared],
    ] as const)
      expect((await send(change, id, token)).body.data.cartItems).toEqual([])
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 2 })
  })

  it('merges a guest’s cart once when its merge is asked twice at once', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'wu@example.com' } })
    const [a, b] = stocked()
    const token = (await signIn('wu@example.com', 'Snack$2026')).signedIn!.accessToken
    const account = (await merge(token, await guestCart([{ itemId: a!.id, quantity: 1 }]))).body.data
    const guest = await guestCart([{ itemId: b!.id, quantity: 3 }])
    const read = () =>
      api('/v3/dopservice/b2c/getcartwebdata', { body: { ...guest, locale: 'en-us' }, headers: { 'X-Auth-Token': token, locationNumber: '1' } })
    await Promise.all([merge(token, guest), read(), merge(token, guest)])
    expect(await linesOf(account, token)).toEqual({ [a!.id]: 1, [b!.id]: 3 })
    expect(await linesOf(guest)).toEqual({})
  })

  it('brings nothing from a cart that is not the caller’s, and needs a sign-in', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ho@example.com' } })
    const [a] = stocked()
    const someoneElses = await guestCart([{ itemId: a!.id, quantity: 1 }])
    const token = (await signIn('ho@example.com', 'Snack$2026')).signedIn!.accessToken
    const mine = (await merge(token, { cartId: someoneElses.cartId, cartToken: 'x'.repeat(43) })).body.data
    expect(mine.cartId).not.toBe(someoneElses.cartId)
    expect(await linesOf(mine, token)).toEqual({})
    expect((await merge('')).body.errorKey).toBe('signInRequired')
  })
})

describe('a customer’s orders', () => {
  const ALBANY = { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' }

  it('keeps a signed-in customer’s order in their history, gives it back to the cart by reorder, and answers 404 to anyone else', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'iv@example.com' } })
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'jo@example.com' } })
    const ivy = await shopper((await signIn('iv@example.com', 'Snack$2026')).signedIn!.accessToken)
    const jo = await shopper((await signIn('jo@example.com', 'Snack$2026')).signedIn!.accessToken)
    const snack = shop.store.catalog.orders.priceAsc.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) >= 10)!

    const owner = (await ivy('POST', '/v3/dopservice/b2c/mergecart', {})).body.data
    await ivy('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: snack.id, quantity: 2 } })
    const checkout = {
      ...owner,
      shipping: ALBANY,
      billingSameAsShipping: true,
      contact: { email: 'iv@example.com', phoneNumber: '5185550142' },
      locale: 'en-us',
    }
    const quote = (await ivy('POST', '/v3/dopservice/validateOrder', checkout)).body.data
    const context = (await ivy('POST', '/webservices/capturecontext', {})).body.data
    const token = (
      await ivy(
        'POST',
        '/sandbox-gateway/tokens',
        { captureContext: context.captureContext, nameOnCard: 'Ana Diaz', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' },
        'pay.localhost',
      )
    ).body.data.transientToken
    const placed = await ivy('POST', '/v3/dopservice/submittedorder', {
      ...checkout,
      payment: { method: 'card', transientToken: token },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order, nextCart } = placed.body.data
    // The next cart is the account's saved cart again.
    expect((await ivy('POST', '/v3/dopservice/b2c/mergecart', {})).body.data).toEqual(nextCart)

    const history = (await ivy('GET', '/v3/dopservice/myorders')).body.data.orders
    expect(history.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber])
    expect((await ivy('GET', `/v3/dopservice/orderdetails?orderNumber=${order.orderNumber}`)).status).toBe(200)

    const again = await ivy('POST', '/v3/dopservice/b2c/reorder', { orderNumber: order.orderNumber, cart: nextCart })
    expect(again.body.data.short).toEqual([])
    const cart = (await ivy('POST', '/v3/dopservice/b2c/getcartwebdata', nextCart)).body.data
    expect(cart.cartItems.map((l: { lineId: string; quantity: number }) => [l.lineId, l.quantity])).toEqual([[snack.id, 2]])

    // Another customer: no such order, whichever way they ask.
    expect((await jo('GET', `/v3/dopservice/orderdetails?orderNumber=${order.orderNumber}`)).status).toBe(404)
    expect((await jo('GET', '/v3/dopservice/myorders')).body.data.orders).toEqual([])
    const joCart = (await jo('POST', '/v3/dopservice/b2c/mergecart', {})).body.data
    expect((await jo('POST', '/v3/dopservice/b2c/reorder', { orderNumber: order.orderNumber, cart: joCart })).status).toBe(404)
  })
})

describe('what a customer keeps at checkout: their cards and addresses', () => {
  const ALBANY = { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' }
  type Call = Awaited<ReturnType<typeof shopper>>

  /** A cart of one snack at checkout, priced. */
  async function atCheckout(who: Call) {
    const snack = shop.store.catalog.orders.priceAsc.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) >= 10)!
    const owner = (await who('POST', '/v3/dopservice/b2c/savecartwebdata', { change: { type: 'add', itemId: snack.id, quantity: 1 } })).body.data
    const checkout = {
      cartId: owner.cartId,
      cartToken: owner.cartToken,
      shipping: ALBANY,
      billingSameAsShipping: true,
      contact: { email: 'ma@example.com', phoneNumber: '5185550142' },
      locale: 'en-us',
    }
    const quote = (await who('POST', '/v3/dopservice/validateOrder', checkout)).body.data
    return { ...checkout, idempotencyKey: crypto.randomUUID(), reviewedTotal: quote.totalAmount }
  }
  /** A token from the gateway's frame: the whole card, or a saved card's CVV alone. */
  async function frameToken(who: Call, fields: Record<string, unknown>) {
    const context = (await who('POST', '/webservices/capturecontext', {})).body.data
    return (await who('POST', '/sandbox-gateway/tokens', { captureContext: context.captureContext, ...fields }, 'pay.localhost')).body.data
      .transientToken as string
  }
  const newCard = { nameOnCard: 'Ana Diaz', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' }

  it('keeps a card saved at checkout by its mask and expiry only, pays with it again by its CVV, and answers 404 to anyone else', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ma@example.com' } })
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ne@example.com' } })
    const ma = await shopper((await signIn('ma@example.com', 'Snack$2026')).signedIn!.accessToken)
    const ne = await shopper((await signIn('ne@example.com', 'Snack$2026')).signedIn!.accessToken)
    const guest = await shopper()

    // A guest cannot keep a card.
    const guestOrder = await guest('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(guest)),
      payment: { method: 'card', transientToken: await frameToken(guest, newCard), saveCard: true },
    })
    expect(guestOrder.body.errorKey).toBe('saveCardNeedsAccount')

    const first = await ma('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(ma)),
      payment: { method: 'card', transientToken: await frameToken(ma, newCard), saveCard: true },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const { cards } = (await ma('GET', '/webservices/paymentaccounts')).body.data
    expect(cards).toEqual([{ id: expect.any(String), cardType: 'visa', cardNumberMask: '•••• 1111', expiry: '12/30', sequence: 1 }])
    const [row] = await shop.store.database.db.select().from(savedCards).where(eq(savedCards.id, cards[0].id))
    expect(Object.keys(row!).sort()).toEqual(['accountId', 'cardNumberMask', 'cardType', 'createdAt', 'expiry', 'id', 'instrumentId'])

    // Another customer can neither pay with it nor delete it, nor see it.
    const theirs = await ne('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(ne)),
      payment: { method: 'savedCard', savedCardId: cards[0].id, transientToken: await frameToken(ne, { cvvFor: 'visa', cvv: '123' }) },
    })
    expect([theirs.status, theirs.body.errorKey]).toEqual([404, 'savedCardUnknown'])
    expect((await ne('POST', '/webservices/deletepaymentaccount', { id: cards[0].id })).status).toBe(404)
    expect((await ne('GET', '/webservices/paymentaccounts')).body.data.cards).toEqual([])

    // Paying with it again asks its CVV only.
    const again = await ma('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(ma)),
      payment: { method: 'savedCard', savedCardId: cards[0].id, transientToken: await frameToken(ma, { cvvFor: 'visa', cvv: '321' }) },
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data.order.payment).toMatchObject({ method: 'savedCard', cardNumberMask: '•••• 1111' })

    // A card past its expiry month is still listed to delete, but no longer pays.
    await shop.store.database.db.update(savedCards).set({ expiry: '01/25' }).where(eq(savedCards.id, cards[0].id))
    const expired = await ma('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(ma)),
      payment: { method: 'savedCard', savedCardId: cards[0].id, transientToken: await frameToken(ma, { cvvFor: 'visa', cvv: '321' }) },
    })
    expect([expired.status, expired.body.errorKey]).toEqual([402, 'cardExpired'])
    expect((await ma('GET', '/webservices/paymentaccounts')).body.data.cards).toHaveLength(1)

    expect((await ma('POST', '/webservices/deletepaymentaccount', { id: cards[0].id })).body.data.cards).toEqual([])
    const gone = await ma('POST', '/v3/dopservice/submittedorder', {
      ...(await atCheckout(ma)),
      payment: { method: 'savedCard', savedCardId: cards[0].id, transientToken: await frameToken(ma, { cvvFor: 'visa', cvv: '321' }) },
    })
    expect(gone.body.errorKey).toBe('savedCardUnknown')
    expect((await guest('GET', '/webservices/paymentaccounts')).status).toBe(401)
  })

  it('keeps the shipping address a customer typed at checkout with their order, once, as their primary when it is their first; a guest’s nowhere', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'kim@example.com' } })
    const kim = await shopper((await signIn('kim@example.com', 'Snack$2026')).signedIn!.accessToken)
    const guest = await shopper()
    const addresses = async () => (await kim('GET', '/v2/dopservice/getcustomer')).body.data.accountAddresses
    const place = async (who: Call, extra: Record<string, unknown>, cardNumber = newCard.cardNumber) =>
      who('POST', '/v3/dopservice/submittedorder', {
        ...(await atCheckout(who)),
        ...extra,
        payment: { method: 'card', transientToken: await frameToken(who, { ...newCard, cardNumber }), saveCard: false },
      })
    const paid = async (who: Call, extra: Record<string, unknown>) => {
      const order = await place(who, extra)
      expect(order.status, JSON.stringify(order.body)).toBe(200)
    }

    // The card declined, the order is not placed: nothing is kept.
    const declined = await place(kim, { keepShippingAddress: true }, TEST_CARDS.declined)
    expect(declined.body.errorKey).toBe('cardDeclined')
    expect(await addresses()).toEqual([])

    await paid(kim, { keepShippingAddress: true })
    expect(await addresses()).toEqual([{ id: expect.any(String), addressType: 'SHIPPING_ADDRESS', primaryAddr: true, ...ALBANY }])
    // The same address again, written another way, is not kept twice; one not asked to be kept is not kept.
    await paid(kim, { keepShippingAddress: true, shipping: { ...ALBANY, address: '12 ELM ST' } })
    await paid(kim, { shipping: { ...ALBANY, address: '400 Broadway' } })
    expect(await addresses()).toHaveLength(1)
    await paid(kim, { keepShippingAddress: true, shipping: { ...ALBANY, address: '400 Broadway' } })
    expect((await addresses()).map((kept: { address: string; primaryAddr: boolean }) => [kept.address, kept.primaryAddr])).toEqual([
      ['12 Elm St', true],
      ['400 Broadway', false],
    ])
    // A guest has no addresses to keep it in: the order is placed, and nothing is kept.
    await paid(guest, { keepShippingAddress: true })
    expect(await shop.store.database.db.select().from(addressesTable)).toHaveLength(2)
  })
})

describe('a customer’s addresses', () => {
  const HOME = { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' }
  const WORK = { ...HOME, address: '40 Pine Ave' }

  it('keeps them with one primary, which checkout starts from, and answers 404 to another customer for each', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ka@example.com' } })
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'lu@example.com' } })
    const ka = { 'X-Auth-Token': (await signIn('ka@example.com', 'Snack$2026')).signedIn!.accessToken }
    const lu = { 'X-Auth-Token': (await signIn('lu@example.com', 'Snack$2026')).signedIn!.accessToken }

    const home = (await api('/webservices/createaddress', { body: { address: HOME }, headers: ka })).body.data
    const work = (await api('/webservices/createaddress', { body: { address: WORK, primary: true }, headers: ka })).body.data
    expect(work.addresses.map((a: { address: string; primaryAddr: boolean }) => [a.address, a.primaryAddr])).toEqual([
      ['40 Pine Ave', true],
      ['12 Elm St', false],
    ])
    const refused = await api('/webservices/createaddress', { body: { address: { ...HOME, address: 'PO Box 12', zipcode: '1220' } }, headers: ka })
    expect(refused.body.data.fields).toEqual({ 'address.address': 'addressPoBoxRefused', 'address.zipcode': 'zipFormat' })

    // Another customer: no such address, to update or to delete.
    expect((await api('/webservices/updateaddress', { body: { id: home.id, address: WORK }, headers: lu })).status).toBe(404)
    expect((await api('/webservices/deleteaddress', { body: { id: home.id }, headers: lu })).status).toBe(404)
    expect((await api('/v2/dopservice/getcustomer', { headers: lu })).body.data.accountAddresses).toEqual([])

    // Deleting the primary makes the one left primary.
    const left = (await api('/webservices/deleteaddress', { body: { id: work.id }, headers: ka })).body.data.addresses
    expect(left).toMatchObject([{ id: home.id, primaryAddr: true }])
    expect((await api('/v2/dopservice/getcustomer', { headers: ka })).body.data.accountAddresses).toMatchObject([
      { id: home.id, address: '12 Elm St', primaryAddr: true },
    ])
  })
})

describe('a customer’s variety packs', () => {
  const picks = () => {
    const [a, b] = shop.store.catalog.orders.name.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 15)
    return [
      { productId: a!.id, quantity: 15 },
      { productId: b!.id, quantity: 15 },
    ]
  }
  const multipacks = (headers: Record<string, string>, query = '') =>
    api(`/v3/dopservice/b2c/getmixpacklist${query}`, { headers: { locationNumber: '1', ...headers } })

  it('keeps a guest’s saved mix with the account they sign in to, lists them, and answers 404 to another customer for each', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'mo@example.com' } })
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'ni@example.com' } })
    const guest = (await api('/v3/dopservice/b2c/savecartwebdata', { body: { change: { type: 'clear' } } })).body.data
    const owner = { cartId: guest.cartId, cartToken: guest.cartToken }
    const movieNight = (await api('/v3/dopservice/b2c/mixpack', { body: { ...owner, name: 'Movie night', picks: picks() } })).body.data
    expect((await multipacks({ 'X-Cart-Token': owner.cartToken }, `?cartId=${owner.cartId}`)).body.data.map((m: { name: string }) => m.name)).toEqual([
      'Movie night',
    ])

    const mo = { 'X-Auth-Token': (await signIn('mo@example.com', 'Snack$2026')).signedIn!.accessToken }
    const ni = { 'X-Auth-Token': (await signIn('ni@example.com', 'Snack$2026')).signedIn!.accessToken }
    const saved = (await api('/v3/dopservice/b2c/mergecart', { body: { guest: owner }, headers: mo })).body.data
    const roadTrip = (await api('/v3/dopservice/b2c/mixpack', { body: { ...saved, name: 'Road trip', picks: picks() }, headers: mo })).body.data
    expect((await multipacks(mo)).body.data.map((m: { id: string }) => m.id)).toEqual([roadTrip.id, movieNight.id])
    // The guest cart became the account's, so its old token reaches neither it nor its mixes.
    expect((await multipacks({ 'X-Cart-Token': owner.cartToken }, `?cartId=${owner.cartId}`)).status).toBe(403)

    // Another customer: no such mix, to read, change or delete, and none in their list.
    const niCart = (await api('/v3/dopservice/b2c/mergecart', { body: {}, headers: ni })).body.data
    expect((await api(`/v3/dopservice/b2c/mixpack/${movieNight.id}`, { headers: ni })).status).toBe(404)
    expect(
      (await api(`/v3/dopservice/b2c/mixpack/${movieNight.id}`, { method: 'PUT', body: { ...niCart, name: 'Taken', picks: picks() }, headers: ni })).status,
    ).toBe(404)
    expect((await api(`/v3/dopservice/b2c/mixpack/${movieNight.id}`, { method: 'DELETE', body: {}, headers: ni })).status).toBe(404)
    expect((await multipacks(ni)).body.data).toEqual([])

    const renamed = (await api(`/v3/dopservice/b2c/mixpack/${movieNight.id}`, { method: 'PUT', body: { name: 'Game night', picks: picks() }, headers: mo }))
      .body.data
    expect(renamed.name).toBe('Game night')
    expect((await api(`/v3/dopservice/b2c/mixpack/${roadTrip.id}`, { method: 'DELETE', body: {}, headers: mo })).body.data).toEqual({ deleted: roadTrip.id })
    expect((await multipacks(mo)).body.data.map((m: { name: string }) => m.name)).toEqual(['Game night'])
  })
})

describe('joining Snackfolk Rewards on the rewards site', () => {
  const onRewardsSite = (site = 'rewards.localhost') => shopper(undefined, site)
  const PROFILE = { birth: REGISTRATION.birth, gender: 'female', newsletters: ['NL-REWARDS'] }

  it('checks the email, joins the member, gives them a profile, and registers the account with the member number, which the sign-in carries', async () => {
    const rewards = await onRewardsSite()
    expect((await (await onRewardsSite('localhost'))('POST', '/v2/dopservice/verifyemailfortastyrewards', { email: 'ola@example.com' })).status).toBe(404)
    expect((await rewards('POST', '/v2/dopservice/verifyemailfortastyrewards', { email: 'ola@example.com' })).body.data).toEqual({
      email: 'ola@example.com',
      member: false,
    })
    expect((await rewards('POST', '/v2/dopservice/createcustomer', { firstName: 'O', lastName: 'Lund', email: 'ola@example.com' })).body.data.fields).toEqual({
      firstName: 'nameTooShort',
    })

    const { loyaltyId } = (await rewards('POST', '/v2/dopservice/createcustomer', { firstName: 'Ola', lastName: 'Lund', email: 'ola@example.com' })).body.data
    expect(loyaltyId).toMatch(/^SR\d{10}$/)
    // Joining again before registering keeps the number, and the email is known as a member.
    expect((await rewards('POST', '/v2/dopservice/createcustomer', { firstName: 'Ola', lastName: 'Lund', email: 'OLA@example.com' })).body.data).toEqual({
      loyaltyId,
    })
    expect((await rewards('POST', '/v2/dopservice/verifyemailfortastyrewards', { email: 'ola@example.com' })).body.data.member).toBe(true)

    // The number is the email's own: another email can neither profile it nor register with it.
    expect((await rewards('POST', '/v2/dopservice/createprofile', { ...PROFILE, loyaltyId, email: 'pia@example.com' })).body.errorKey).toBe(
      'rewardsMemberUnknown',
    )
    const registration = { ...REGISTRATION, sourceID: SITES.rewards.sourceId, loyaltyId }
    expect((await rewards('POST', '/v2/dopservice/register-user', { ...registration, email: 'ola@example.com' })).body.errorKey).toBe('rewardsMemberUnknown')
    expect((await rewards('POST', '/v2/dopservice/createprofile', { ...PROFILE, loyaltyId, email: 'ola@example.com' })).body.data).toEqual({ loyaltyId })
    expect((await rewards('POST', '/v2/dopservice/register-user', { ...registration, email: 'pia@example.com' })).body.errorKey).toBe('rewardsMemberUnknown')
    expect((await api('/v2/dopservice/usersExists', { body: { email: 'pia@example.com' } })).body.data.exists).toBe(false)

    expect((await rewards('POST', '/v2/dopservice/register-user', { ...registration, email: 'ola@example.com' })).status).toBe(200)
    const { signedIn } = await signIn('ola@example.com', 'Snack$2026')
    expect(signedIn).toMatchObject({ loyaltyId, customerSessionId: expect.any(String) })
    expect((await api('/v2/dopservice/getcustomer', { headers: { 'X-Auth-Token': signedIn!.accessToken } })).body.data.loyaltyId).toBe(loyaltyId)

    // Registered now: the email joins no more, and is sent to sign in.
    const again = await rewards('POST', '/v2/dopservice/verifyemailfortastyrewards', { email: 'ola@example.com' })
    expect(again).toMatchObject({ status: 409, body: { errorKey: 'pepTRUSUserIdExists' } })
    expect((await rewards('POST', '/v2/dopservice/createcustomer', { firstName: 'Ola', lastName: 'Lund', email: 'ola@example.com' })).body.errorKey).toBe(
      'pepTRUSUserIdExists',
    )
  })

  it('tells an email that signs in through Google to sign in that way', async () => {
    await shop.store.database.db
      .insert(accounts)
      .values({ id: crypto.randomUUID(), email: 'gus@example.com', firstName: 'Gus', lastName: 'Ray', sourceId: SITES.snacks.sourceId, social: 'google' })
    const rewards = await onRewardsSite()
    expect((await rewards('POST', '/v2/dopservice/verifyemailfortastyrewards', { email: 'gus@example.com' })).body.errorKey).toBe('pepTRUSsocialIdExists')
  })
})

describe('a customer’s profile', () => {
  it('takes a new name and newsletters, refuses a broken name with its message, and is no one else’s to change', async () => {
    await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'mo@example.com' } })
    const mo = { 'X-Auth-Token': (await signIn('mo@example.com', 'Snack$2026')).signedIn!.accessToken }
    const changed = await api('/v2/dopservice/updateaccount', { body: { firstName: 'Mo', lastName: 'Chen', newsletters: ['NL-REWARDS'] }, headers: mo })
    expect(changed.body.data.accountContacts[0]).toMatchObject({ firstName: 'Mo', lastName: 'Chen', email: 'mo@example.com' })
    expect(changed.body.data.newsletters).toEqual(['NL-REWARDS'])
    const broken = await api('/v2/dopservice/updateaccount', { body: { firstName: 'M', lastName: 'Chen9', newsletters: [] }, headers: mo })
    expect(broken.body.data.fields).toEqual({ firstName: 'nameTooShort', lastName: 'nameLetters' })
    expect((await api('/v2/dopservice/updateaccount', { body: { firstName: 'Mo', lastName: 'Chen', newsletters: [] } })).body.errorKey).toBe('signInRequired')
  })
})

describe('signing in with Google (the sandbox standing for it)', () => {
  it('makes a Google account the store’s customer, who has no password here, and signs them in again as the same one', async () => {
    const first = (await throughGoogle('nia@gmail.example')).signedIn!
    const customer = (await api('/v2/dopservice/getcustomer', { headers: { 'X-Auth-Token': first.accessToken } })).body.data
    expect(customer.accountContacts[0].email).toBe('nia@gmail.example')
    expect(customer.accountUsers[0].social).toBe('google')
    expect((await throughGoogle('NIA@gmail.example')).signedIn!.accountId).toBe(first.accountId)

    expect((await api('/v2/dopservice/identify-social-user?email=nia@gmail.example')).body.data).toEqual({ exists: true, social: 'google' })
    expect((await signIn('nia@gmail.example', 'Snack$2026')).refused!.errorKey).toBe('accountGoogleOnly')
    // Forgot password answers as for any email; the account is mailed that it has no password here.
    expect((await api('/v2/dopservice/forgotpassword', { body: { email: 'nia@gmail.example' } })).body).toMatchObject({ success: true, data: { sent: true } })
    const [mail] = await shop.store.database.db.select().from(outbox).where(eq(outbox.recipient, 'nia@gmail.example'))
    expect(mail!.body).toContain('Forgot password is not available for a Google sign in account')
    expect(mail!.body).not.toContain('/resetpassword')
    expect((await api('/v2/dopservice/register-user', { body: { ...REGISTRATION, email: 'nia@gmail.example' } })).body.errorKey).toBe('accountGoogleOnly')
  })
})
