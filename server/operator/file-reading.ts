/** What the merchant's files (catalog, coupons, content) share as they are read: their refusal, where a problem is, and how a file leaves out what says nothing. */
import type * as v from 'valibot'
import { InputError } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'

/** Problems named at most when a file is refused. */
export const PROBLEMS_NAMED = 20

/** A file refused: what is wrong with it, where, answered 400 with its first problems. Nothing it would change has changed. */
export class FileRefused extends InputError {
  readonly problems: string[]
  constructor(problems: string[], what: 'catalog' | 'coupons' | 'content' = 'catalog') {
    super(MessageId.invalidInput, `The ${what} ${what === 'coupons' ? 'were' : 'was'} not imported: ${problems.join('; ')}`, 400, {
      problems: problems.slice(0, PROBLEMS_NAMED),
    })
    this.problems = problems.slice(0, PROBLEMS_NAMED)
  }
}

/** Where a problem is: `products[12] (P00013).price`, an item of a list named by its `key` (its id, or a coupon's code). */
export function placeOf(issue: v.BaseIssue<unknown>, key = 'id'): string {
  let place = ''
  for (const item of issue.path ?? []) {
    if (item.type === 'array') {
      const name = (item.value as Record<string, unknown> | null)?.[key]
      place += `[${String(item.key)}]${typeof name === 'string' ? ` (${name})` : ''}`
    } else place += place ? `.${String(item.key)}` : String(item.key)
  }
  return place || 'the file'
}

/** The problems of a file that is not its format, each with where it is. */
export const problemsOf = (issues: v.BaseIssue<unknown>[], key = 'id') =>
  issues.slice(0, PROBLEMS_NAMED).map((issue) => `${placeOf(issue, key)} ${issue.message}`)

/** A field written only when it says something (not false, null or left out). */
export const given = <K extends string, T>(key: K, value: T | null | undefined | false) =>
  value === null || value === undefined || value === false ? {} : ({ [key]: value } as Record<K, T>)

/** Cents as a file writes a price: "3.49". */
export const priceOf = (amountCents: number) => `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`
/** A price as a file writes it, in cents. */
export const cents = (price: string) => Math.round(Number(price) * 100)
