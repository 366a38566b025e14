import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/database.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { failureOf, log } from '../start-up/log.ts'

/** How long /readyz waits for the database before it says the store is not ready. */
const DATABASE_WAIT_MS = 2_000

export interface Readiness {
  /** Set once the process has been asked to stop: it finishes what it has and takes nothing new. */
  stopping: () => boolean
}

/** `/healthz`: the process is up and answers. */
export const healthz = (c: Context) => c.json({ status: 'up' })

/**
 * `/readyz`: the store can take shoppers: its database answers (its migrations ran before it
 * opened) and its catalog is loaded; 503, with what is missing, while it is stopping or when the
 * database does not answer.
 */
export function readyz(db: Database, catalog: Catalog, readiness: Readiness) {
  return async (c: Context) => {
    if (readiness.stopping()) return c.json({ status: 'stopping' }, 503)
    const database = await Promise.race([
      db.execute(sql`SELECT 1`).then(
        () => 'reachable',
        (error: Error) => {
          // Why is for the operator's log: the answer goes to whoever asks.
          log.error({ failure: failureOf(error) }, '/readyz: the database does not answer')
          return 'unreachable'
        },
      ),
      new Promise<string>((resolve) => setTimeout(resolve, DATABASE_WAIT_MS, `no answer within ${DATABASE_WAIT_MS} ms`).unref()),
    ])
    // A store with no catalog yet is ready: it serves its maintenance page until its merchant imports one.
    const ready = database === 'reachable'
    return c.json(
      {
        status: ready ? 'ready' : 'not ready',
        database,
        migrations: 'done',
        catalog: catalog.products.length > 0 ? `${catalog.products.length} product${catalog.products.length === 1 ? '' : 's'}` : 'none yet',
      },
      ready ? 200 : 503,
    )
  }
}
