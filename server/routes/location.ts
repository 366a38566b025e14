import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError } from '../envelope.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { LOCATION_HEADER } from '../../src/domain/handshake.ts'
import { DEFAULT_LOCATION } from '../catalog/present.ts'

/** The shopper's fulfilment location: from the request, else the header, else the default one. */
export function locationOf(c: Context<AppEnv>, asked?: number): number {
  const header = c.req.header(LOCATION_HEADER)
  const location = asked ?? (header === undefined || header === '' ? DEFAULT_LOCATION : Number(header))
  if (!c.var.catalog.locations.some((l) => l.number === location)) {
    throw new InputError(MessageId.unknownLocation, `No location ${String(asked ?? header)}`)
  }
  return location
}
