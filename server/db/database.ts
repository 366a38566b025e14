import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/**
 * The embedded database writes its log in the server's own thread: a new 16 MB log file is made
 * without writing zeros through it first (the file system gives zeros), so no answer waits on that.
 */
const EMBEDDED_SETTINGS = ['-c', 'wal_init_zero=off']

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens and migrates the database: PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when absent). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    await migratePostgres(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end() }
  }
  const client = new PGlite(options.dataDir, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
