import type { Database } from './db/database.ts'
import type { ContentSnapshot } from './content-snapshot.ts'
import type { Handshakes } from './handshakes.ts'
import type { SiteConfig } from '../src/domain/site.ts'

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database
    content: ContentSnapshot
    handshakes: Handshakes
    site: SiteConfig
  }
}
