import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openDatabase, type OpenDatabase, type SetUp } from './database.ts'

/**
 * Tests run on a fresh embedded database each, or, when `TEST_DATABASE_URL` names a PostgreSQL
 * server (`npm run test:postgres` starts one), on a fresh database of that server each, dropped
 * when the test closes it.
 */
export async function freshTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) return undefined
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = postgres(server, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(server, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** A fresh, migrated database for one test file (see `freshTestDatabaseUrl`); closing it drops it. */
export async function openTestDatabase(setUp?: SetUp): Promise<OpenDatabase> {
  const fresh = await freshTestDatabaseUrl()
  const database = await openDatabase({ databaseUrl: fresh?.url }, setUp)
  if (!fresh) return database
  return { ...database, close: () => database.close().then(fresh.drop) }
}
