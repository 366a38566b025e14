import { eq } from 'drizzle-orm'
import type { Database } from './database.ts'
import { meta } from './schema.ts'

/** A value made once and kept in the database, so every server process and every restart shares it. */
export async function keptSecret(db: Database, key: string, make: () => Promise<string> | string): Promise<string> {
  await db
    .insert(meta)
    .values({ key, value: await make() })
    .onConflictDoNothing()
  const [row] = await db.select().from(meta).where(eq(meta.key, key))
  return row!.value
}
