import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './database.ts'

/** What one item of a batch came to: its own answer, or the error that refused it alone. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown }

export interface BatchOptions<T> {
  /** The most items one batch takes; the rest wait for the next. */
  most?: number
  /** Items with the same key never share a batch: the later one waits for the next. */
  keyOf?: (item: T) => string
}

interface Waiting<T, R> {
  item: T
  settle: (outcome: Settled<R>) => void
}

// Each batch waits for the requests already read to queue their items, so they go together.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Items that arrive while a batch runs go together in the next one: many shoppers' writes cost
 * one round trip and one commit between them. `run` answers each item in the batch's order; when
 * it throws, every item of that batch is refused with its error.
 */
export function batched<T, R>(run: (batch: T[]) => Promise<Settled<R>[]>, { most = 500, keyOf }: BatchOptions<T> = {}): (item: T) => Promise<R> {
  let waiting: Waiting<T, R>[] = []
  let running = false

  const takeBatch = () => {
    const keys = new Set<string>()
    const batch: Waiting<T, R>[] = []
    const later: Waiting<T, R>[] = []
    for (const entry of waiting) {
      const key = keyOf?.(entry.item)
      if (batch.length < most && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key)
        batch.push(entry)
      } else later.push(entry)
    }
    waiting = later
    return batch
  }

  async function runWaiting() {
    running = true
    while ((await nextTurn(), waiting.length > 0)) {
      const batch = takeBatch()
      try {
        const outcomes = await run(batch.map((entry) => entry.item))
        batch.forEach((entry, i) => entry.settle(outcomes[i]!))
      } catch (error) {
        for (const entry of batch) entry.settle({ ok: false, error })
      }
    }
    running = false
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)) })
      if (!running) void runWaiting()
    })
}

export const settled = <R>(value: R): Settled<R> => ({ ok: true, value })
export const refused = <R>(error: unknown): Settled<R> => ({ ok: false, error })

/** Rows read by a unique column: the rows asked for at the same time are read by one statement. */
export function rowsBy<TTable extends PgTable, TColumn extends PgColumn>(
  db: Database,
  table: TTable,
  column: TColumn,
): (value: string) => Promise<TTable['$inferSelect'] | undefined> {
  const name = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0]
  return batched(async (values: string[]) => {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(column, [...new Set(values)]))) as Record<string, unknown>[]
    const byValue = new Map(rows.map((row) => [row[name], row as TTable['$inferSelect']]))
    return values.map((value) => settled(byValue.get(value)))
  })
}

/**
 * Inserts many rows as one JSON parameter, as the batches write them: a statement with a parameter
 * for every value costs the server more to build than the database spends writing it. A column no
 * row gives takes its default; every row gives the same columns.
 */
export async function insertRows<TTable extends PgTable>(db: Database, table: TTable, rows: TTable['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return
  const given = Object.entries(getTableColumns(table)).filter(([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined)
  const values = rows.map((row) => {
    const fields = row as Record<string, unknown>
    const same = given.every(([key]) => fields[key] !== undefined) && Object.values(fields).filter((value) => value !== undefined).length === given.length
    if (!same) throw new Error(`Rows for ${getTableName(table)} give different columns`)
    return Object.fromEntries(given.map(([key, column]) => [column.name, fields[key]]))
  })
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  await db.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(values)}::jsonb)`)
}
