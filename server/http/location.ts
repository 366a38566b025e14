import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError } from './envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { LOCATION_HEADER } from '#domain/handshake.ts'
import { requestHeader } from './request-header.ts'

/** The shopper's fulfilment location: from the request, else the header, else the store's first (also for a location the store no longer ships from). */
export function locationOf(c: Context<AppEnv>, asked?: number): number {
  const header = requestHeader(c, LOCATION_HEADER)
  // Plain digits only: 0x1, 1e0, 0b1 and 1.0 are not location numbers.
  if (asked === undefined && header !== undefined && header !== '' && !/^\d{1,9}$/.test(header)) {
    throw new InputError(MessageId.unknownLocation, `No location ${header}`)
  }
  const { locations, closedLocations } = c.get('catalog')
  const first = locations[0]?.number ?? 1
  const named = asked ?? (header === undefined || header === '' ? first : Number(header))
  const location = closedLocations.has(named) ? first : named
  if (!locations.some((l) => l.number === location)) {
    throw new InputError(MessageId.unknownLocation, `No location ${String(asked ?? header)}`)
  }
  return location
}
