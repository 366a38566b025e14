import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { batched, rowsOf, settled } from '../db/batched.ts'
import type { Database } from '../db/database.ts'
import { meta, sandboxAuthorizations } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import { cardNumberMask, cardSchema, cardTypeOf } from '../../src/domain/card.ts'
import { PaymentMessage, TEST_CARDS } from '../../src/domain/payment.ts'
import { CAPTURE_CONTEXT_LIFE_MS, TRANSIENT_TOKEN_LIFE_MS, type Authorization, type PaymentGateway } from './gateway.ts'
import { signer } from './signed.ts'

type Outcome = 'approve' | 'decline' | 'insufficientFunds'

interface ContextClaims {
  jti: string
  sid: string
  /** The page origin that may host the card fields. */
  targetOrigin: string
  frameOrigin: string
  exp: number
}

interface TokenClaims {
  jti: string
  sid: string
  cardType: string
  mask: string
  outcome: Outcome
  exp: number
}

export interface SandboxGateway extends PaymentGateway {
  /** The card frame's call: card fields in, a transient token out; `origin` is the calling page's. */
  tokenize(input: {
    captureContext: string
    card: unknown
    origin: string | undefined
    now: Date
  }): Promise<{ transientToken: string; cardType: string; cardNumberMask: string }>
  /** The origin the card frame is served from for a page at `targetOrigin`: the gateway's host, same scheme and port. */
  frameOriginFor(targetOrigin: string): string
  /** Whether a capture context this gateway signed lets `targetOrigin` host the card fields now (the frame asks before it shows them). */
  contextFor(captureContext: string, now: Date): ContextClaims | undefined
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

  return {
    async captureContext({ targetOrigin, sessionId, now }) {
      const frameOrigin = frameOriginFor(targetOrigin)
      const exp = seconds(now, contextLifeMs)
      const claims: ContextClaims = { jti: randomUUID(), sid: sessionId, targetOrigin, frameOrigin, exp }
      const captureContext = signed.sign(CAPTURE_CONTEXT, claims)
      return { captureContext, frameOrigin, frameUrl: `${frameOrigin}/sandbox-gateway/card-frame.html`, expiresAt: new Date(exp * 1000).toISOString() }
    },

    contextFor,
    frameOriginFor,

    async tokenize({ captureContext, card, origin, now }) {
      const context = contextFor(captureContext, now)
      if (!context || origin !== context.frameOrigin)
        throw new InputError(PaymentMessage.contextInvalid, 'Card fields are taken only from the gateway frame of a live capture context', 403)
      const parsed = v.safeParse(cardSchema(now), card, { abortPipeEarly: true })
      if (!parsed.success) throw new InputError(parsed.issues[0].message as PaymentMessage, 'The card fields are not valid')
      const { cardNumber } = parsed.output
      const claims: TokenClaims = {
        jti: randomUUID(),
        sid: context.sid,
        cardType: cardTypeOf(cardNumber)!,
        mask: cardNumberMask(cardNumber),
        outcome: outcomeOf(cardNumber),
        exp: seconds(now, TRANSIENT_TOKEN_LIFE_MS),
      }
      return { transientToken: signed.sign(TRANSIENT_TOKEN, claims), cardType: claims.cardType, cardNumberMask: claims.mask }
    },

    async authorize({ transientToken, sessionId, amountCents, currency, reference, now }): Promise<Authorization> {
      const claims = tokenClaims(transientToken, sessionId, now)
      const authorization = claims.outcome === 'approve' ? { id: `sbx_auth_${randomUUID()}`, amountCents, currency, reference } : undefined
      if (!(await spend({ tokenId: claims.jti, authorization }))) throw new InputError(PaymentMessage.tokenUsed, 'The transient token was used already')
      if (claims.outcome === 'decline') return { approved: false, reason: PaymentMessage.declined }
      if (claims.outcome === 'insufficientFunds') return { approved: false, reason: PaymentMessage.insufficientFunds }
      return { approved: true, authorizationId: authorization!.id, cardType: claims.cardType, cardNumberMask: claims.mask }
    },

    async void(authorizationId) {
      await db.update(sandboxAuthorizations).set({ status: 'voided' }).where(eq(sandboxAuthorizations.id, authorizationId))
    },

    async release({ transientToken, sessionId, now }) {
      await spend({ tokenId: tokenClaims(transientToken, sessionId, now).jti })
    },
  }
}

interface Spending {
  tokenId: string
  /** The authorisation the token buys, when the card approves it. */
  authorization?: { id: string; amountCents: number; currency: string; reference: string }
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
        }),
      }))
      const result = await db.execute(sql`
        WITH w AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(token_id text, authorization_id text, amount_cents integer, currency text, reference text)),
        spent AS (INSERT INTO sandbox_payment_tokens (id) SELECT token_id FROM w ON CONFLICT DO NOTHING RETURNING id),
        given AS (
          INSERT INTO sandbox_authorizations (id, token_id, amount_cents, currency, reference, status)
          SELECT w.authorization_id, w.token_id, w.amount_cents, w.currency, w.reference, 'authorized' FROM w JOIN spent ON spent.id = w.token_id
          WHERE w.authorization_id IS NOT NULL)
        SELECT id FROM spent`)
      const spent = new Set(rowsOf<{ id: string }>(result).map((row) => row.id))
      return batch.map((spending) => settled(spent.has(spending.tokenId)))
    },
    { keyOf: (spending) => spending.tokenId },
  )
}
