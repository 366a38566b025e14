import * as v from 'valibot'
import { ConfigFlagsSchema, type ConfigFlags } from '#domain/content.ts'
import { SessionKey, type SessionStorageLike } from '#api/session-values.ts'

const parsed = (text: string | null | undefined): ConfigFlags | undefined => {
  try {
    const flags = v.safeParse(ConfigFlagsSchema, JSON.parse(text ?? 'null'))
    return flags.success ? flags.output : undefined
  } catch {
    return undefined
  }
}

/** The store's configuration flags as the server wrote them into the page. */
export const readConfigFlags = (doc: Document = document): ConfigFlags | undefined => parsed(doc.getElementById('config-flags')?.textContent)

/**
 * Keeps the flags as the session's values (SPEC §3): every flag, and the grocery partner's location,
 * when the configuration names one, as the alternate order location sent with an order.
 */
export function keepConfigFlags(storage: SessionStorageLike, flags: ConfigFlags) {
  storage.setItem(SessionKey.configFlags, JSON.stringify(flags))
  if (flags.alternateLocationId) storage.setItem(SessionKey.altOrderLocationId, flags.alternateLocationId)
  else storage.removeItem(SessionKey.altOrderLocationId)
}

/** The flags the session keeps; none before the first page kept them. */
export const keptConfigFlags = (storage: SessionStorageLike): ConfigFlags | undefined => parsed(storage.getItem(SessionKey.configFlags))
