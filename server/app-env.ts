import type { ContentSnapshot } from './content-snapshot.ts'
import type { Handshakes } from './handshakes.ts'
import type { SiteConfig } from '../src/domain/site.ts'

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    content: ContentSnapshot
    handshakes: Handshakes
    site: SiteConfig
  }
}
