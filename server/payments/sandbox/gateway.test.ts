import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openTestDatabase } from '../../db/test-database.ts'
import type { OpenDatabase } from '../../db/database.ts'
import { sandboxAuthorizations, sandboxCaptures } from './tables.ts'
import { createSandboxGateway, sandboxSecret, type SandboxGateway } from './gateway.ts'
import type { AuthorizeInput } from '../gateway.ts'
import { TEST_CARDS } from '#domain/payment.ts'

const STORE = 'http://127.0.0.1:3000'
const FRAME = 'http://pay.localhost:3000'
const NOW = new Date('2026-11-22T12:00:00Z')
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)
const card = (cardNumber: string, expiry = '12/29') => ({ nameOnCard: 'Ana Diaz', cardNumber, expiry, cvv: '123' })

let database: OpenDatabase
let gateway: SandboxGateway
beforeAll(async () => {
  database = await openTestDatabase()
  gateway = createSandboxGateway(database.db, await sandboxSecret(database.db), 'pay.localhost')
})
afterAll(() => database.close())

async function tokenFor(cardNumber: string, sessionId = 'session-a') {
  const { captureContext } = await gateway.captureContext({ targetOrigin: STORE, sessionId, now: NOW })
  return (await gateway.tokenize({ captureContext, card: card(cardNumber), origin: FRAME, now: NOW })).transientToken
}
const authorize = (transientToken: string, sessionId = 'session-a', now = NOW, more: Partial<AuthorizeInput> = {}) =>
  gateway.authorize({
    source: { kind: 'card', transientToken },
    sessionId,
    amountCents: 1299,
    currency: 'USD',
    reference: 'SF-TEST',
    idempotencyKey: crypto.randomUUID(),
    now,
    ...more,
  })

describe('the sandbox gateway', () => {
  it('gives a capture context for the page’s origin, living 15 minutes, with the card frame on its own origin', async () => {
    const context = await gateway.captureContext({ targetOrigin: STORE, sessionId: 'session-a', now: NOW })
    expect(context).toMatchObject({ frameOrigin: FRAME, frameUrl: `${FRAME}/sandbox-gateway/card-frame.html`, expiresAt: later(15).toISOString() })
    expect(gateway.contextFor(context.captureContext, later(14))).toMatchObject({ targetOrigin: STORE, frameOrigin: FRAME })
    expect(gateway.contextFor(context.captureContext, later(15))).toBeUndefined()
  })

  it('takes card fields only from its own frame, checks them, and answers a token that holds no card number', async () => {
    const { captureContext } = await gateway.captureContext({ targetOrigin: STORE, sessionId: 'session-a', now: NOW })
    await expect(gateway.tokenize({ captureContext, card: card(TEST_CARDS.approved), origin: STORE, now: NOW })).rejects.toMatchObject({
      errorKey: 'captureContextInvalid',
    })
    await expect(gateway.tokenize({ captureContext: `${captureContext}x`, card: card(TEST_CARDS.approved), origin: FRAME, now: NOW })).rejects.toMatchObject({
      errorKey: 'captureContextInvalid',
    })
    await expect(gateway.tokenize({ captureContext, card: card(TEST_CARDS.approved, '10/26'), origin: FRAME, now: NOW })).rejects.toMatchObject({
      errorKey: 'cardExpired',
    })
    await expect(gateway.tokenize({ captureContext, card: card('4111111111111112'), origin: FRAME, now: NOW })).rejects.toMatchObject({
      errorKey: 'cardNumberInvalid',
    })
    const token = await gateway.tokenize({ captureContext, card: card('4111 1111 1111 1111'), origin: FRAME, now: NOW })
    expect(token).toMatchObject({ cardType: 'visa', cardNumberMask: '•••• 1111' })
    const claims = Buffer.from(token.transientToken.split('.')[1]!, 'base64url').toString()
    expect(claims).not.toContain('411111111111')
  })

  it('approves a good card once, and refuses the token ever after', async () => {
    const token = await tokenFor(TEST_CARDS.approved)
    const approved = await authorize(token)
    expect(approved).toMatchObject({ approved: true, cardType: 'visa', cardNumberMask: '•••• 1111' })
    await expect(authorize(token)).rejects.toMatchObject({ errorKey: 'paymentTokenUsed' })
    if (!approved.approved) throw new Error('not approved')
    await gateway.void(approved.authorizationId)
    const [row] = await database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, approved.authorizationId))
    expect(row).toMatchObject({ status: 'voided', amountCents: 1299 })
  })

  it('declines the decline card and the insufficient-funds card', async () => {
    expect(await authorize(await tokenFor(TEST_CARDS.declined))).toEqual({ approved: false, reason: 'cardDeclined' })
    expect(await authorize(await tokenFor(TEST_CARDS.insufficientFunds))).toEqual({ approved: false, reason: 'cardInsufficientFunds' })
  })

  it('refuses a token that is forged, expired, or another session’s', async () => {
    const token = await tokenFor(TEST_CARDS.approved)
    const [header, claims] = token.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), outcome: 'approve', sid: 'session-b' })).toString('base64url')}.${token.split('.')[2]}`
    await expect(authorize(forged, 'session-b')).rejects.toMatchObject({ errorKey: 'paymentTokenInvalid' })
    await expect(authorize(token, 'session-b')).rejects.toMatchObject({ errorKey: 'paymentTokenInvalid' })
    await expect(authorize(token, 'session-a', later(16))).rejects.toMatchObject({ errorKey: 'paymentTokenExpired' })
    expect(await authorize(token)).toMatchObject({ approved: true })
  })

  it('answers a repeat of one attempt with its first authorisation, captures it once, and refunds no more than it took', async () => {
    const key = crypto.randomUUID()
    const first = await authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { idempotencyKey: key })
    const again = await authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { idempotencyKey: key })
    if (!first.approved) throw new Error('not approved')
    expect(again).toEqual(first)
    expect(await database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.idempotencyKey, key))).toHaveLength(1)

    const captured = await gateway.capture({ authorizationId: first.authorizationId, idempotencyKey: `capture:${key}` })
    expect(await gateway.capture({ authorizationId: first.authorizationId, idempotencyKey: `capture:${key}` })).toEqual(captured)
    expect(await database.db.select().from(sandboxCaptures).where(eq(sandboxCaptures.authorizationId, first.authorizationId))).toHaveLength(1)

    const refund = await gateway.refund({ captureId: captured.captureId, amountCents: 1000, idempotencyKey: `refund:${key}` })
    expect(await gateway.refund({ captureId: captured.captureId, amountCents: 1000, idempotencyKey: `refund:${key}` })).toEqual(refund)
    await expect(gateway.refund({ captureId: captured.captureId, amountCents: 300, idempotencyKey: `refund2:${key}` })).rejects.toMatchObject({
      errorKey: 'paymentNotCapturable',
    })
    await gateway.refund({ captureId: captured.captureId, amountCents: 299, idempotencyKey: `refund3:${key}` })
  })

  it('refuses to answer a repeat of an attempt with an authorisation given back, or for another amount', async () => {
    const key = crypto.randomUUID()
    const first = await authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { idempotencyKey: key })
    if (!first.approved) throw new Error('not approved')
    await expect(authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { idempotencyKey: key, amountCents: 999 })).rejects.toMatchObject({
      errorKey: 'paymentTokenUsed',
    })
    await gateway.void(first.authorizationId)
    await expect(authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { idempotencyKey: key })).rejects.toMatchObject({
      errorKey: 'paymentTokenUsed',
    })
  })

  it('never captures a voided authorisation', async () => {
    const approved = await authorize(await tokenFor(TEST_CARDS.approved))
    if (!approved.approved) throw new Error('not approved')
    await gateway.void(approved.authorizationId)
    await expect(gateway.capture({ authorizationId: approved.authorizationId, idempotencyKey: 'capture-voided' })).rejects.toMatchObject({
      errorKey: 'paymentNotCapturable',
    })
  })

  it('keeps a card for its holder, pays with it again only with a CVV token, and never for another holder', async () => {
    const kept = await authorize(await tokenFor(TEST_CARDS.approved), 'session-a', NOW, { keepFor: 'holder-a' })
    if (!kept.approved || !kept.instrument) throw new Error('not kept')
    expect(kept.instrument).toMatchObject({ cardType: 'visa', cardNumberMask: '•••• 1111', expiry: '12/29' })
    const { captureContext } = await gateway.captureContext({ targetOrigin: STORE, sessionId: 'session-a', now: NOW })
    const cvvToken = async () => (await gateway.tokenize({ captureContext, card: { cvv: '321' }, cvvFor: 'visa', origin: FRAME, now: NOW })).transientToken
    await expect(gateway.tokenize({ captureContext, card: { cvv: '12' }, cvvFor: 'visa', origin: FRAME, now: NOW })).rejects.toMatchObject({
      errorKey: 'cardCvvInvalid',
    })
    const saved = (holder: string, transientToken: string) => ({
      source: { kind: 'savedCard' as const, instrumentId: kept.instrument!.instrumentId, holder, transientToken },
    })
    await expect(authorize('', 'session-a', NOW, saved('holder-b', await cvvToken()))).rejects.toMatchObject({ errorKey: 'savedCardUnknown' })
    await expect(authorize('', 'session-a', NOW, saved('holder-a', await tokenFor(TEST_CARDS.approved)))).rejects.toMatchObject({
      errorKey: 'paymentTokenInvalid',
    })
    await expect(authorize(await cvvToken())).rejects.toMatchObject({ errorKey: 'paymentTokenInvalid' })
    expect(await authorize('', 'session-a', NOW, saved('holder-a', await cvvToken()))).toMatchObject({
      approved: true,
      method: 'savedCard',
      cardNumberMask: '•••• 1111',
    })
    await gateway.deleteInstrument({ instrumentId: kept.instrument.instrumentId, holder: 'holder-b' })
    await gateway.deleteInstrument({ instrumentId: kept.instrument.instrumentId, holder: 'holder-a' })
    await expect(authorize('', 'session-a', NOW, saved('holder-a', await cvvToken()))).rejects.toMatchObject({ errorKey: 'savedCardUnknown' })
  })
})
