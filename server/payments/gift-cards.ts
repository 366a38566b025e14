import { createHash, randomInt, randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { batched, settled } from '../db/batched.ts'
import { rowsOf } from '../db/rows.ts'
import type { Database } from '../db/database.ts'
import { issuedGiftCards } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GiftCardMessage,
  giftCardLast4,
  giftCardShares,
  normalGiftCardCode,
  type GiftCardBalance,
} from '#domain/gift-card.ts'

/** How the store finds a code: its SHA-256 (the code's 79 random bits make a slow hash needless). */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(normalGiftCardCode(code)).digest('base64url')

/** A new code, drawn by the system's cryptographic random source. */
export const newGiftCardCode = () => Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join('')

/** A gift card ready to be written with the order that bought it: the code goes to its recipient, the row keeps its hash. */
export function issueGiftCard(amountCents: number, orderId: string) {
  const code = newGiftCardCode()
  return {
    code,
    row: { id: randomUUID(), codeHash: giftCardCodeHash(code), last4: giftCardLast4(code), amountCents, balanceCents: amountCents, orderId },
  }
}

export interface FoundGiftCard extends GiftCardBalance {
  id: string
}

type GiftCardRow = { id: string; last4: string; balanceCents: number }

/** Each database's reader of gift cards by code hash: the codes asked at the same time are read by one statement. */
const readers = new WeakMap<Database, (hashes: string[]) => Promise<Map<string, GiftCardRow>>>()
function readerOf(db: Database) {
  let read = readers.get(db)
  if (!read) {
    read = batched(async (asked: string[][]) => {
      const hashes = [...new Set(asked.flat())]
      const rows = await db
        .select({ codeHash: issuedGiftCards.codeHash, id: issuedGiftCards.id, last4: issuedGiftCards.last4, balanceCents: issuedGiftCards.balanceCents })
        .from(issuedGiftCards)
        .where(inArray(issuedGiftCards.codeHash, hashes))
      const byHash = new Map(rows.map(({ codeHash, ...row }) => [codeHash, row]))
      return asked.map(() => settled(byHash))
    })
    readers.set(db, read)
  }
  return read
}

/** The gift cards of these codes, in the order given; an unknown code or one with nothing left is refused by name. */
export async function giftCardsByCode(db: Database, codes: readonly string[]): Promise<FoundGiftCard[]> {
  if (codes.length === 0) return []
  const hashes = codes.map(giftCardCodeHash)
  const byHash = await readerOf(db)(hashes)
  return hashes.map((hash) => {
    const row = byHash.get(hash)
    if (!row) throw new InputError(GiftCardMessage.unknown, 'No gift card has this code', 404)
    if (row.balanceCents === 0) throw new InputError(GiftCardMessage.usedUp, `Gift card …${row.last4} has nothing left on it`, 409)
    return { id: row.id, last4: row.last4, balance: row.balanceCents }
  })
}

/** What one gift card gives an order: kept with the order, and given back if it is cancelled. */
export interface GiftCardUse {
  giftCardId: string
  last4: string
  amountCents: number
}

/** What the gift cards pay of a total, by their balances now, and the rest; a card the total leaves nothing for is refused. */
export function giftCardUses(total: number, cards: FoundGiftCard[]): { uses: GiftCardUse[]; rest: number } {
  const { shares, rest } = giftCardShares(total, cards)
  if (shares.some((share) => share.amount === 0)) throw new InputError(GiftCardMessage.notNeeded, 'The gift cards before this one pay the whole total')
  return { uses: shares.map(({ id, last4, amount }) => ({ giftCardId: id, last4, amountCents: amount })), rest }
}

/** A gift card's balance was spent elsewhere before the order could take its share. */
export class GiftCardSpent extends Error {}

/** The balances of the gift cards these orders spend, their rows locked until the transaction ends, in id order so two writers never wait on each other in turn. */
export async function lockGiftCards(tx: Database, orders: readonly (readonly GiftCardUse[])[]): Promise<Map<string, number>> {
  const ids = [...new Set(orders.flatMap((uses) => uses.map((use) => use.giftCardId)))].sort()
  if (ids.length === 0) return new Map()
  const locked = rowsOf<{ id: string; balance_cents: number }>(
    await tx.execute(sql`
      SELECT id, balance_cents FROM issued_gift_cards
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      ORDER BY id FOR UPDATE`),
  )
  return new Map(locked.map((row) => [row.id, Number(row.balance_cents)]))
}

/** Whether the balances cover each use; when they do, the uses are taken from them (first come, first served). */
export function takeShares(balances: Map<string, number>, uses: readonly GiftCardUse[]): boolean {
  const fits = uses.every((use) => (balances.get(use.giftCardId) ?? 0) >= use.amountCents)
  if (fits) for (const use of uses) balances.set(use.giftCardId, balances.get(use.giftCardId)! - use.amountCents)
  return fits
}

/** Takes what the written orders' gift cards give by updates that never go below zero. */
export async function spendGiftCards(tx: Database, uses: readonly GiftCardUse[]): Promise<void> {
  const taken = new Map<string, number>()
  for (const use of uses) taken.set(use.giftCardId, (taken.get(use.giftCardId) ?? 0) + use.amountCents)
  if (taken.size === 0) return
  const result = await tx.execute(sql`
    UPDATE issued_gift_cards SET balance_cents = issued_gift_cards.balance_cents - w.taken
    FROM jsonb_to_recordset(${JSON.stringify([...taken].map(([id, amount]) => ({ id, taken: amount })))}::jsonb) AS w(id uuid, taken integer)
    WHERE issued_gift_cards.id = w.id AND issued_gift_cards.balance_cents >= w.taken
    RETURNING issued_gift_cards.id`)
  // The rows were locked and shared out; a shortfall here means a balance moved under the lock.
  if (rowsOf(result).length !== taken.size) throw new Error('A gift card balance changed while it was locked')
}

/** Gives back to each gift card what it paid for an order that is cancelled, in one statement. */
export async function giveBackGiftCards(db: Database, uses: readonly GiftCardUse[]): Promise<void> {
  if (uses.length === 0) return
  await db.execute(sql`
    UPDATE issued_gift_cards SET balance_cents = issued_gift_cards.balance_cents + w.amount
    FROM jsonb_to_recordset(${JSON.stringify(uses.map((use) => ({ id: use.giftCardId, amount: use.amountCents })))}::jsonb) AS w(id uuid, amount integer)
    WHERE issued_gift_cards.id = w.id`)
}

/** The e-gift cards an order bought are emptied as it is cancelled; one already spent refuses the cancel, and none is emptied. */
export async function withdrawIssuedGiftCards(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const cards = rowsOf<{ id: string; balance_cents: number; amount_cents: number }>(
      await tx.execute(sql`SELECT id, balance_cents, amount_cents FROM issued_gift_cards WHERE order_id = ${orderId}::uuid ORDER BY id FOR UPDATE`),
    )
    if (cards.some((card) => Number(card.balance_cents) !== Number(card.amount_cents)))
      throw new InputError(GiftCardMessage.boughtSpent, 'An e-gift card this order bought has been spent', 409)
    if (cards.length > 0) await tx.execute(sql`UPDATE issued_gift_cards SET balance_cents = 0 WHERE order_id = ${orderId}::uuid`)
  })
}

/** The e-gift cards of an order whose cancel did not go through are whole again. */
export async function restoreIssuedGiftCards(db: Database, orderId: string): Promise<void> {
  await db.execute(sql`UPDATE issued_gift_cards SET balance_cents = amount_cents WHERE order_id = ${orderId}::uuid`)
}
