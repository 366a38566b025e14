import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { batched, rowsBy, settled } from '../../db/batched.ts'
import { rowsOf } from '../../db/rows.ts'
import type { Database } from '../../db/database.ts'
import { meta } from '../../db/schema.ts'
import { sandboxAuthorizations, sandboxCaptures, sandboxInstruments, sandboxPaypalOrders, sandboxRefunds } from './tables.ts'
import { InputError } from '../../http/envelope.ts'
import { cardNumberMask, cardSchema, cardTypeOf, cvvSchema, isCvvValid, type CardType } from '#domain/card.ts'
import { PaymentMessage, TEST_CARDS, WALLETS, type PayPalStatus, type Wallet } from '#domain/payment.ts'
import { CAPTURE_CONTEXT_LIFE_MS, TRANSIENT_TOKEN_LIFE_MS, type Authorization, type AuthorizeInput, type PaymentGateway } from '../gateway.ts'
import { signer } from '../signed.ts'

type Outcome = 'approve' | 'decline' | 'insufficientFunds'

interface ContextClaims {
  jti: string
  sid: string
  /** The page origin that may host the card fields. */
  targetOrigin: string
  frameOrigin: string
  exp: number
}

/** A token for a whole card, or for a saved card's CVV typed again (the digits are never kept, only how many there were). */
type TokenClaims = { jti: string; sid: string; exp: number } & (
  | { use: 'card'; cardType: string; mask: string; expiry: string; outcome: Outcome }
  | { use: 'cvv'; cvvDigits: number }
  /** A wallet's payment token: the card the sandbox wallet holds stands in for the shopper's device card. */
  | { use: 'wallet'; wallet: Wallet; cardType: string; mask: string; outcome: Outcome }
)

/** Apple Pay's merchant session, as the gateway validated the store for one page and session. */
interface MerchantSessionClaims {
  sid: string
  origin: string
  exp: number
}

/** The card each sandbox wallet holds. */
const WALLET_CARD = { cardType: 'visa', mask: '•••• 4242' } as const
const MERCHANT_SESSION_LIFE_MS = 5 * 60_000

export interface SandboxGateway extends PaymentGateway {
  /** The card frame's call: card fields (or a saved card's CVV) in, a transient token out; `origin` is the calling page's. */
  tokenize(input: {
    captureContext: string
    card: unknown
    /** Only the CVV of a saved card of this type. */
    cvvFor?: CardType
    origin: string | undefined
    now: Date
  }): Promise<{ transientToken: string; cardType: string; cardNumberMask: string }>
  /** The wallet sheet's call: a payment token for the wallet's card; Apple Pay's needs the merchant session the store was given. */
  walletToken(input: {
    captureContext: string
    wallet: Wallet
    merchantSession?: string
    origin: string | undefined
    now: Date
  }): Promise<{ transientToken: string; cardType: string; cardNumberMask: string }>
  /** The PayPal order its approval page shows, when there is one. */
  paypalOrderToApprove(orderId: string): Promise<{ orderId: string; amountCents: number; status: string } | undefined>
  /** The sandbox payer's answer in the approval window, once: false when the order was decided already or is unknown. */
  decidePayPal(orderId: string, decision: 'approved' | 'cancelled' | 'declined'): Promise<boolean>
  /** Whether a capture context this gateway signed lets `targetOrigin` host the card fields now (the frame asks before it shows them). */
  contextFor(captureContext: string, now: Date): ContextClaims | undefined
}

/** Where a PayPal order stands, and the payer who approved it. */
function statusOf(order: typeof sandboxPaypalOrders.$inferSelect): PayPalStatus {
  return { orderId: order.id, status: order.status, ...(order.payerId && { payerId: order.payerId, paymentId: `PAYID-${order.id}` }) }
}

/** The sandbox's signing secret: made once and kept in the database, so every server process shares it. */
export async function sandboxSecret(db: Database): Promise<string> {
  await db
    .insert(meta)
    .values({ key: 'payment_sandbox_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(meta).where(eq(meta.key, 'payment_sandbox_secret'))
  return row!.value
}

/** The kinds of value the sandbox signs: neither is ever taken for the other. */
const CAPTURE_CONTEXT = 'sbx-capture-context'
const TRANSIENT_TOKEN = 'sbx-transient-token'
const MERCHANT_SESSION = 'sbx-merchant-session'

const seconds = (now: Date, lifeMs: number) => Math.floor((now.getTime() + lifeMs) / 1000)

function outcomeOf(cardNumber: string): Outcome {
  if (cardNumber === TEST_CARDS.declined) return 'decline'
  if (cardNumber === TEST_CARDS.insufficientFunds) return 'insufficientFunds'
  return 'approve'
}

/**
 * A sandbox that behaves as a tokenizing processor: capture contexts and transient tokens signed
 * and short-lived, each token spent once, authorisations recorded and voidable. It keeps no card
 * number: only the last four digits and the sandbox's answer ride in the token.
 */
export function createSandboxGateway(db: Database, secret: string, paymentHost: string, contextLifeMs = CAPTURE_CONTEXT_LIFE_MS): SandboxGateway {
  const signed = signer(secret)
  const frameOriginFor = (targetOrigin: string) => {
    const url = new URL(targetOrigin)
    url.hostname = paymentHost
    return url.origin
  }
  const contextFor = (captureContext: string, now: Date) => {
    const claims = signed.verify<ContextClaims>(CAPTURE_CONTEXT, captureContext, now)
    return typeof claims === 'string' ? undefined : claims
  }
  /** The token's claims when it is this gateway's, alive, and the session's; else the refusal. */
  const tokenClaims = (transientToken: string, sessionId: string, now: Date): TokenClaims => {
    const claims = signed.verify<TokenClaims>(TRANSIENT_TOKEN, transientToken, now)
    if (claims === 'expired') throw new InputError(PaymentMessage.tokenExpired, 'The transient token has expired')
    if (claims === 'forged' || claims.sid !== sessionId)
      throw new InputError(PaymentMessage.tokenInvalid, 'The transient token is not one this gateway gave this session')
    return claims
  }
  const spend = spentTogether(db)
  // Each order's lookups, made by many orders at the same time, are read by one statement each.
  const authorizationOf = rowsBy(db, sandboxAuthorizations, sandboxAuthorizations.idempotencyKey)
  const paypalOrderOf = rowsBy(db, sandboxPaypalOrders, sandboxPaypalOrders.id)
  const instrumentOf = rowsBy(db, sandboxInstruments, sandboxInstruments.id)

  return {
    async captureContext({ targetOrigin, sessionId, now }) {
      const frameOrigin = frameOriginFor(targetOrigin)
      const exp = seconds(now, contextLifeMs)
      const claims: ContextClaims = { jti: randomUUID(), sid: sessionId, targetOrigin, frameOrigin, exp }
      const captureContext = signed.sign(CAPTURE_CONTEXT, claims)
      return {
        captureContext,
        frameOrigin,
        frameUrl: `${frameOrigin}/sandbox-gateway/card-frame.html`,
        expiresAt: new Date(exp * 1000).toISOString(),
        wallets: [...WALLETS],
      }
    },

    contextFor,
    frameOriginFor,

    async tokenize({ captureContext, card, cvvFor, origin, now }) {
      const context = contextFor(captureContext, now)
      if (!context || origin !== context.frameOrigin)
        throw new InputError(PaymentMessage.contextInvalid, 'Card fields are taken only from the gateway frame of a live capture context', 403)
      const base = { jti: randomUUID(), sid: context.sid, exp: seconds(now, TRANSIENT_TOKEN_LIFE_MS) }
      if (cvvFor) {
        const parsed = v.safeParse(cvvSchema(cvvFor), card)
        if (!parsed.success) throw new InputError(parsed.issues[0].message as PaymentMessage, 'The security code is not valid')
        const claims: TokenClaims = { ...base, use: 'cvv', cvvDigits: parsed.output.cvv.length }
        return { transientToken: signed.sign(TRANSIENT_TOKEN, claims), cardType: cvvFor, cardNumberMask: '' }
      }
      const parsed = v.safeParse(cardSchema(now), card, { abortPipeEarly: true })
      if (!parsed.success) throw new InputError(parsed.issues[0].message as PaymentMessage, 'The card fields are not valid')
      const { cardNumber, expiry } = parsed.output
      const claims: TokenClaims = {
        ...base,
        use: 'card',
        cardType: cardTypeOf(cardNumber)!,
        mask: cardNumberMask(cardNumber),
        expiry,
        outcome: outcomeOf(cardNumber),
      }
      return { transientToken: signed.sign(TRANSIENT_TOKEN, claims), cardType: claims.cardType, cardNumberMask: claims.mask }
    },

    async authorize(input): Promise<Authorization> {
      const first = await authorizationFor(input)
      if (first) return first
      const card = await payerOf(input)
      const authorization =
        card.outcome === 'approve'
          ? {
              id: `sbx_auth_${randomUUID()}`,
              amountCents: input.amountCents,
              currency: input.currency,
              reference: input.reference,
              idempotencyKey: input.idempotencyKey,
              method: input.source.kind,
              cardType: card.cardType,
              mask: card.mask,
            }
          : undefined
      if (!(await spend({ tokenId: card.tokenId, authorization }))) {
        // The same attempt asked twice at once: the other ask spent the token and holds the answer.
        const repeat = await authorizationFor(input)
        if (repeat) return repeat
        throw new InputError(PaymentMessage.tokenUsed, 'The transient token was used already')
      }
      if (card.outcome === 'decline') return { approved: false, reason: PaymentMessage.declined }
      if (card.outcome === 'insufficientFunds') return { approved: false, reason: PaymentMessage.insufficientFunds }
      const approved: Authorization = {
        approved: true,
        authorizationId: authorization!.id,
        method: input.source.kind,
        cardType: card.cardType,
        cardNumberMask: card.mask,
      }
      if (!input.keepFor || input.source.kind !== 'card' || !card.expiry) return approved
      const instrumentId = `sbx_pi_${randomUUID()}`
      await db
        .insert(sandboxInstruments)
        .values({ id: instrumentId, holder: input.keepFor, cardType: card.cardType, mask: card.mask, expiry: card.expiry, outcome: card.outcome })
      return { ...approved, instrument: { instrumentId, cardType: card.cardType, cardNumberMask: card.mask, expiry: card.expiry } }
    },

    async capture({ authorizationId, idempotencyKey }) {
      const [authorization] = await db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, authorizationId))
      if (!authorization || authorization.status === 'voided') throw new InputError(PaymentMessage.notCapturable, `${authorizationId} cannot be captured`, 409)
      await db
        .insert(sandboxCaptures)
        .values({ id: `sbx_cap_${randomUUID()}`, authorizationId, amountCents: authorization.amountCents, idempotencyKey })
        .onConflictDoNothing()
      const [capture] = await db.select().from(sandboxCaptures).where(eq(sandboxCaptures.authorizationId, authorizationId))
      await db.update(sandboxAuthorizations).set({ status: 'captured' }).where(eq(sandboxAuthorizations.id, authorizationId))
      return { captureId: capture!.id }
    },

    async refund({ captureId, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [capture] = await tx.select().from(sandboxCaptures).where(eq(sandboxCaptures.id, captureId)).for('update')
        if (!capture) throw new InputError(PaymentMessage.notCapturable, `${captureId} is not a capture`, 404)
        const [repeat] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey))
        if (repeat) return { refundId: repeat.id }
        const [{ refunded }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.captureId, captureId))) as [{ refunded: number }]
        if (Number(refunded) + amountCents > capture.amountCents)
          throw new InputError(PaymentMessage.notCapturable, `Refunds would pass the ${capture.amountCents} captured`, 409)
        const id = `sbx_ref_${randomUUID()}`
        await tx.insert(sandboxRefunds).values({ id, captureId, amountCents, idempotencyKey })
        return { refundId: id }
      })
    },

    async void(authorizationId) {
      await db.update(sandboxAuthorizations).set({ status: 'voided' }).where(eq(sandboxAuthorizations.id, authorizationId))
    },

    async heldFor(reference) {
      const held = await db
        .select({ id: sandboxAuthorizations.id })
        .from(sandboxAuthorizations)
        .where(and(eq(sandboxAuthorizations.reference, reference), eq(sandboxAuthorizations.status, 'authorized')))
      return held.map((row) => row.id)
    },

    async release({ transientToken, sessionId, now }) {
      await spend({ tokenId: tokenClaims(transientToken, sessionId, now).jti })
    },

    async deleteInstrument({ instrumentId, holder }) {
      await db.delete(sandboxInstruments).where(and(eq(sandboxInstruments.id, instrumentId), eq(sandboxInstruments.holder, holder)))
    },

    async applePayMerchantSession({ validationURL, origin, sessionId, now }) {
      // The sandbox's sheet asks its own validation URL, as Apple's sheet asks one of Apple's.
      if (validationURL !== `${frameOriginFor(origin)}/sandbox-gateway/apple-pay/validate`)
        throw new InputError(PaymentMessage.walletValidationInvalid, 'Merchant validation is asked only of the wallet itself')
      const claims: MerchantSessionClaims = { sid: sessionId, origin, exp: seconds(now, MERCHANT_SESSION_LIFE_MS) }
      return { merchantSession: signed.sign(MERCHANT_SESSION, claims) }
    },

    async walletToken({ captureContext, wallet, merchantSession, origin, now }) {
      const context = contextFor(captureContext, now)
      if (!context || origin !== context.frameOrigin)
        throw new InputError(PaymentMessage.contextInvalid, 'A wallet pays only from the gateway sheet of a live capture context', 403)
      if (wallet === 'applePay') {
        const session = signed.verify<MerchantSessionClaims>(MERCHANT_SESSION, merchantSession ?? '', now)
        if (typeof session === 'string' || session.sid !== context.sid || session.origin !== context.targetOrigin)
          throw new InputError(PaymentMessage.walletValidationInvalid, 'Apple Pay pays only for a merchant the gateway validated', 403)
      }
      const claims: TokenClaims = {
        jti: randomUUID(),
        sid: context.sid,
        exp: seconds(now, TRANSIENT_TOKEN_LIFE_MS),
        use: 'wallet',
        wallet,
        ...WALLET_CARD,
        outcome: 'approve',
      }
      return { transientToken: signed.sign(TRANSIENT_TOKEN, claims), cardType: WALLET_CARD.cardType, cardNumberMask: WALLET_CARD.mask }
    },

    async paypalOrder(input) {
      const id = `SBXPP-${randomBytes(9).toString('hex').toUpperCase()}`
      const requestId = randomUUID()
      const returnOrigin = new URL(input.returnOrigin).origin
      await db.insert(sandboxPaypalOrders).values({
        id,
        sessionId: input.sessionId,
        amountCents: input.amountCents,
        merchantReferenceCode: input.merchantReferenceCode,
        returnOrigin,
        status: 'created',
        details: { requestId, lineItems: input.lineItems, discount: input.discount },
      })
      return {
        merchantReferenceCode: input.merchantReferenceCode,
        paymentRedirectURL: `${frameOriginFor(returnOrigin)}/sandbox-gateway/paypal/checkoutnow?token=${id}`,
        paymentSessionRequestId: requestId,
        orderId: id,
        orderRequestId: requestId,
        amount: input.amountCents,
        lineItems: input.lineItems,
        discount: input.discount,
      }
    },

    async paypalStatus({ orderId, sessionId }) {
      return statusOf(await sessionPayPalOrder(orderId, sessionId))
    },

    async paypalOrderDetails({ orderId, sessionId }) {
      const order = await sessionPayPalOrder(orderId, sessionId)
      const details = order.details ?? { requestId: '', lineItems: [], discount: { amount: 0 } }
      return {
        merchantReferenceCode: order.merchantReferenceCode,
        paymentRedirectURL: `${frameOriginFor(order.returnOrigin)}/sandbox-gateway/paypal/checkoutnow?token=${order.id}`,
        paymentSessionRequestId: details.requestId,
        orderRequestId: details.requestId,
        amount: order.amountCents,
        lineItems: details.lineItems,
        discount: details.discount,
        ...statusOf(order),
      }
    },

    async paypalOrderToApprove(orderId) {
      const [order] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, orderId))
      return order && { orderId: order.id, amountCents: order.amountCents, status: order.status }
    },

    async decidePayPal(orderId, decision) {
      const payerId = decision === 'approved' ? `SBXPAYER${randomBytes(5).toString('hex').toUpperCase()}` : null
      const decided = await db
        .update(sandboxPaypalOrders)
        .set({ status: decision, payerId })
        .where(and(eq(sandboxPaypalOrders.id, orderId), eq(sandboxPaypalOrders.status, 'created')))
        .returning({ id: sandboxPaypalOrders.id })
      return decided.length === 1
    },
  }

  /** A PayPal order of this session; another session's is unknown. */
  async function sessionPayPalOrder(orderId: string, sessionId: string) {
    const [order] = await db
      .select()
      .from(sandboxPaypalOrders)
      .where(and(eq(sandboxPaypalOrders.id, orderId), eq(sandboxPaypalOrders.sessionId, sessionId)))
    if (!order) throw new InputError(PaymentMessage.paypalNotApproved, 'No such PayPal order for this session', 404)
    return order
  }

  /**
   * The authorisation an attempt was given already, answered again when it is still live and for
   * the same payment; one given back (voided) or for another amount or way to pay is refused, so
   * the shopper pays afresh in a new attempt.
   */
  async function authorizationFor({ idempotencyKey, amountCents, source }: AuthorizeInput): Promise<Authorization | undefined> {
    const row = await authorizationOf(idempotencyKey)
    if (!row) return undefined
    if (row.status === 'voided' || row.amountCents !== amountCents || row.method !== source.kind)
      throw new InputError(PaymentMessage.tokenUsed, 'This attempt was authorised before for another payment, or given back')
    return { approved: true, authorizationId: row.id, method: source.kind, cardType: row.cardType, cardNumberMask: row.mask }
  }

  /** What pays and what spends it once: a card's or a saved card's token, or a PayPal order the payer approved. */
  async function payerOf(input: AuthorizeInput): Promise<Payer> {
    const { source } = input
    if (source.kind === 'paypal') {
      const order = await paypalOrderOf(source.orderId)
      // The session's own order, approved for this attempt (its merchant reference), for what is left to pay: never replayed on another attempt.
      if (
        !order ||
        order.sessionId !== input.sessionId ||
        order.status !== 'approved' ||
        order.amountCents !== input.amountCents ||
        order.merchantReferenceCode !== input.idempotencyKey
      )
        throw new InputError(PaymentMessage.paypalNotApproved, 'The PayPal order is not approved for this attempt and amount', 402)
      return { tokenId: `paypal:${order.id}`, cardType: '', mask: '', outcome: 'approve' }
    }
    const claims = tokenClaims(source.transientToken, input.sessionId, input.now)
    if (source.kind === 'applePay' || source.kind === 'googlePay') {
      if (claims.use !== 'wallet' || claims.wallet !== source.kind) throw new InputError(PaymentMessage.tokenInvalid, `Not a ${source.kind} payment token`)
      return { tokenId: claims.jti, cardType: claims.cardType, mask: claims.mask, outcome: claims.outcome }
    }
    return { tokenId: claims.jti, ...(await cardOf(source, claims)) }
  }

  /** The card that pays: the token's own, or the saved card its CVV was typed for (the holder's only). */
  async function cardOf(
    source: Extract<AuthorizeInput['source'], { kind: 'card' | 'savedCard' }>,
    claims: TokenClaims,
  ): Promise<{ cardType: string; mask: string; expiry: string; outcome: Outcome }> {
    if (source.kind === 'card') {
      if (claims.use !== 'card') throw new InputError(PaymentMessage.tokenInvalid, 'A CVV token cannot pay as a card')
      return claims
    }
    const instrument = await instrumentOf(source.instrumentId)
    if (!instrument || instrument.holder !== source.holder)
      throw new InputError(PaymentMessage.savedCardUnknown, 'No such payment instrument for this holder', 404)
    if (claims.use !== 'cvv' || !isCvvValid('0'.repeat(claims.cvvDigits), instrument.cardType as CardType))
      throw new InputError(PaymentMessage.tokenInvalid, 'A saved card is paid with its CVV token')
    return { cardType: instrument.cardType, mask: instrument.mask, expiry: instrument.expiry, outcome: instrument.outcome as Outcome }
  }
}

/** What pays an authorisation: what it spends (once), and the card's type, mask, expiry and the sandbox's answer. */
interface Payer {
  tokenId: string
  cardType: string
  mask: string
  expiry?: string
  outcome: Outcome
}

interface Spending {
  tokenId: string
  /** The authorisation the token buys, when the card approves it. */
  authorization?: {
    id: string
    amountCents: number
    currency: string
    reference: string
    idempotencyKey: string
    method: string
    cardType: string
    mask: string
  }
}

/**
 * Marks tokens used, each once, recording the authorisation each buys in the same statement;
 * answers false for a token used before. Tokens spent at the same time share one statement.
 */
function spentTogether(db: Database): (spending: Spending) => Promise<boolean> {
  return batched(
    async (batch: Spending[]) => {
      const rows = batch.map(({ tokenId, authorization }) => ({
        token_id: tokenId,
        ...(authorization && {
          authorization_id: authorization.id,
          amount_cents: authorization.amountCents,
          currency: authorization.currency,
          reference: authorization.reference,
          idempotency_key: authorization.idempotencyKey,
          method: authorization.method,
          card_type: authorization.cardType,
          mask: authorization.mask,
        }),
      }))
      const result = await db.execute(sql`
        WITH w AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS w(token_id text, authorization_id text, amount_cents integer, currency text, reference text, idempotency_key text, method text, card_type text, mask text)),
        spent AS (INSERT INTO sandbox.payment_tokens (id) SELECT token_id FROM w ON CONFLICT DO NOTHING RETURNING id),
        given AS (
          INSERT INTO sandbox.authorizations (id, token_id, amount_cents, currency, reference, idempotency_key, method, card_type, mask, status)
          SELECT w.authorization_id, w.token_id, w.amount_cents, w.currency, w.reference, w.idempotency_key, w.method, w.card_type, w.mask, 'authorized'
          FROM w JOIN spent ON spent.id = w.token_id
          WHERE w.authorization_id IS NOT NULL
          ON CONFLICT DO NOTHING)
        SELECT id FROM spent`)
      const spent = new Set(rowsOf<{ id: string }>(result).map((row) => row.id))
      return batch.map((spending) => settled(spent.has(spending.tokenId)))
    },
    { keyOf: (spending) => spending.tokenId },
  )
}
