import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import * as schema from './schema.ts'
import { holdDataFolder } from './data-folder-lock.ts'
import { rowsOf } from './rows.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Hears the notifications of `channels` (PostgreSQL's on a connection of their own) until the
   * answer is called. A connection lost is made again, as often as it takes; `onHearingAgain` runs
   * once it is, since what was sent meanwhile is lost.
   */
  listen: (channels: string[], onNotice: (channel: string, payload: string) => void, onHearingAgain: () => void) => Promise<Listening>
  close: () => Promise<void>
}

export interface Listening {
  stop: () => Promise<void>
}

/** Work a store does once as it opens (migrating, seeding), done by one process at a time. */
export type SetUp = (db: Database) => Promise<void>

/** The store's set-up holds this advisory lock, so that processes opening together migrate and seed one after another. */
const SET_UP_LOCK = 0x5_4ac_f01c

/**
 * The embedded database writes its log in the server's own thread: a new 16 MB log file is made
 * without writing zeros through it first (the file system gives zeros), so no answer waits on that.
 */
const EMBEDDED_SETTINGS = ['-c', 'wal_init_zero=off']

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** A database this code cannot serve: one whose schema a newer version of the store wrote. */
export class SchemaTooNew extends Error {}

/** The newest migration this code has: its name and when it was made. */
function newestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string; when: number }[] }
  return journal.entries.at(-1)!
}

/** Refuses a database migrated past this code's newest migration: serving it would write rows its schema no longer takes. */
async function refuseNewerSchema(db: Database) {
  const table = rowsOf<{ found: string | null }>(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`))[0]
  if (!table?.found) return
  const newest = rowsOf<{ at: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations`))[0]
  const ours = newestMigration()
  if (newest?.at != null && Number(newest.at) > ours.when) {
    throw new SchemaTooNew(
      `its schema is newer than this code's (migrated ${new Date(Number(newest.at)).toISOString()}, this code's newest migration is ${ours.tag} of ${new Date(ours.when).toISOString()}): run the store's newer version`,
    )
  }
}

async function openPostgres(url: string, setUp: SetUp): Promise<OpenDatabase> {
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 })
  const db = drizzlePostgres(client, { schema }) as unknown as Database
  try {
    const lock = await client.reserve()
    try {
      await lock`SELECT pg_advisory_lock(${SET_UP_LOCK})`
      await refuseNewerSchema(db)
      await migratePostgres(db as never, { migrationsFolder })
      await setUp(db)
    } finally {
      await lock`SELECT pg_advisory_unlock(${SET_UP_LOCK})`.catch(() => {})
      lock.release()
    }
  } catch (error) {
    await client.end({ timeout: 1 })
    throw error
  }
  return {
    db,
    kind: 'postgres',
    listen: (channels, onNotice, onHearingAgain) => listenTo(url, channels, onNotice, onHearingAgain),
    close: () => client.end({ timeout: 5 }),
  }
}

/** How long a lost listening connection waits before it is made again: longer after each failure, up to 10 s. */
const relistenWaitMs = (failures: number) => Math.min(10_000, 250 * 2 ** failures)

async function listenTo(url: string, channels: string[], onNotice: (channel: string, payload: string) => void, onHearingAgain: () => void): Promise<Listening> {
  let connected = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  // postgres.js hands each notification to `onnotify`, the option its own `listen` uses (not in its types).
  const hearer = { onnotify: (channel: string, payload: string) => onNotice(channel, payload) }
  const client = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => {},
    ...hearer,
    onclose: () => {
      if (!connected || stopped) return
      connected = false
      relisten(0)
    },
  })
  const subscribe = async () => {
    for (const channel of channels) await client.unsafe(`LISTEN "${channel.replaceAll('"', '""')}"`)
    connected = true
  }
  const relisten = (failures: number) => {
    timer = setTimeout(() => {
      subscribe().then(onHearingAgain, () => !stopped && relisten(failures + 1))
    }, relistenWaitMs(failures))
    timer.unref()
  }
  await subscribe()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await client.end({ timeout: 1 })
    },
  }
}

async function openEmbedded(dataDir: string | undefined, setUp: SetUp): Promise<OpenDatabase> {
  const release = dataDir ? holdDataFolder(dataDir) : () => {}
  try {
    const client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] })
    const db = drizzlePglite(client, { schema }) as unknown as Database
    try {
      await refuseNewerSchema(db)
      await migratePglite(db as never, { migrationsFolder })
      await setUp(db)
    } catch (error) {
      await client.close()
      throw error
    }
    const listen = async (channels: string[], onNotice: (channel: string, payload: string) => void): Promise<Listening> => {
      const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => onNotice(channel, payload))))
      return { stop: () => Promise.all(stops.map((stop) => stop())).then(() => {}) }
    }
    return { db, kind: 'pglite', listen, close: () => client.close().finally(release) }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * Opens, migrates and sets up the database: PostgreSQL when a URL is given, else PGlite in
 * `dataDir` (in memory when absent), which one process at a time holds.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }, setUp: SetUp = async () => {}): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, setUp) : openEmbedded(options.dataDir || undefined, setUp)
}
