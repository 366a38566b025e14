import { randomBytes } from 'node:crypto'
import { openDatabase, type OpenDatabase, type SetUp } from './database.ts'
import { createDatabase, dropDatabase } from './server-databases.ts'

/**
 * Tests run on a fresh embedded database each, or, when `TEST_DATABASE_URL` names a PostgreSQL
 * server (`npm run test:postgres` starts one), on a fresh database of that server each, dropped
 * when the test closes it.
 */
export async function freshTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) return undefined
  const name = `test_${randomBytes(6).toString('hex')}`
  return { url: await createDatabase(server, name), drop: () => dropDatabase(server, name) }
}

/** A fresh, migrated database for one test file (see `freshTestDatabaseUrl`); closing it drops it. */
export async function openTestDatabase(setUp?: SetUp): Promise<OpenDatabase> {
  const fresh = await freshTestDatabaseUrl()
  const database = await openDatabase({ databaseUrl: fresh?.url }, setUp)
  if (!fresh) return database
  return { ...database, close: () => database.close().then(fresh.drop) }
}
