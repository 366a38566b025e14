import { fromPromise } from 'xstate'
import * as v from 'valibot'
import { zipMachine } from './zip.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { validateZip } from '#api/shopper.ts'
import { SessionKey, ZIP_STORAGE_KEY, type SessionStorageLike } from '#api/session-values.ts'
import { ZipResultSchema, type ZipResult } from '#domain/zip.ts'

export { ZIP_STORAGE_KEY }

/** The zip popup wired to the API; the chosen location number goes into session storage for every call. */
export function provideZip(api: ApiClient, storage: SessionStorageLike) {
  return zipMachine.provide({
    actors: { validateZip: fromPromise(({ input, signal }) => validateZip(api, input.zip, signal)) },
    actions: {
      storeZip: (_, zip) => {
        storage.setItem(ZIP_STORAGE_KEY, JSON.stringify(zip))
        storage.setItem(SessionKey.locationNumber, String(zip.locationNumber))
      },
    },
  })
}

export function storedZip(storage: SessionStorageLike): ZipResult | undefined {
  try {
    const parsed = v.safeParse(ZipResultSchema, JSON.parse(storage.getItem(ZIP_STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}
