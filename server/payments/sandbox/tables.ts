import { index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'
import type { PayPalOrder } from '#domain/payment.ts'

/**
 * The sandbox's own tables, in a schema of their own (`sandbox`), apart from the store's: they
 * stand for a processor's systems and go with the sandbox, never with the store's data.
 */
export const sandbox = pgSchema('sandbox')

/**
 * The sandbox payment gateway's own records, standing for a processor's systems: which transient
 * tokens were used (each once) and which authorisations it gave. No card number is kept.
 */
export const sandboxPaymentTokens = sandbox.table('payment_tokens', {
  id: text('id').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sandboxAuthorizations = sandbox.table('authorizations', {
  id: text('id').primaryKey(),
  tokenId: text('token_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  reference: text('reference').notNull(),
  /** The order attempt's key: one authorisation per attempt, however often it is asked. */
  idempotencyKey: text('idempotency_key').unique(),
  method: text('method').notNull().default('card'),
  cardType: text('card_type').notNull().default(''),
  mask: text('mask').notNull().default(''),
  status: text('status', { enum: ['authorized', 'captured', 'voided'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The money taken of an authorisation: once each. */
export const sandboxCaptures = sandbox.table('captures', {
  id: text('id').primaryKey(),
  authorizationId: text('authorization_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Money given back of a capture, once per key, never more than was captured. */
export const sandboxRefunds = sandbox.table('refunds', {
  id: text('id').primaryKey(),
  captureId: text('capture_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Cards the sandbox keeps for a holder (payment instruments): the last four digits, the type, the expiry, and the sandbox's answer for that card. */
export const sandboxInstruments = sandbox.table(
  'instruments',
  {
    id: text('id').primaryKey(),
    holder: text('holder').notNull(),
    cardType: text('card_type').notNull(),
    mask: text('mask').notNull(),
    expiry: text('expiry').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instruments_holder_idx').on(t.holder)],
)

/** PayPal orders the sandbox made, standing for PayPal's: what each is for, whose session, and what the payer did in the approval window. */
export const sandboxPaypalOrders = sandbox.table('paypal_orders', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  merchantReferenceCode: text('merchant_reference_code').notNull(),
  /** The origin of the store's page that opened the approval window. */
  returnOrigin: text('return_origin').notNull(),
  status: text('status', { enum: ['created', 'approved', 'cancelled', 'declined'] }).notNull(),
  payerId: text('payer_id'),
  /** What the order pays for, as it was created: its request id, lines and discount (SPEC §3 PayPal object). */
  details: jsonb('details').$type<{ requestId: string; lineItems: PayPalOrder['lineItems']; discount: PayPalOrder['discount'] }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
