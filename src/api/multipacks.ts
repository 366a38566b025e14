import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '#domain/locale.ts'
import { NamedMultipackSchema } from '#domain/saved-multipack.ts'
import { MultipackConfigSchema, type MultipackPick } from '#domain/multipack.ts'

export const getRecommendedMultipacks = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/recommendedvarietypacklist', { query: { locale }, schema: v.array(NamedMultipackSchema), signal })

export const getMultipackConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getconfig', { schema: MultipackConfigSchema, signal })

/** A signed-in customer's saved mixes (My variety packs), the latest changed first. */
export const getSavedMultipacks = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getmixpacklist', { schema: v.array(NamedMultipackSchema), signal })

export const getSavedMultipack = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(id)}`, { schema: NamedMultipackSchema, signal })

/** Keeps a mix in the signed-in customer's My variety packs: a new one, or in place of the saved one it was opened from. */
export function saveMultipack(api: ApiClient, multipack: { id?: string; name: string; picks: MultipackPick[] }, signal?: AbortSignal) {
  const body = { name: multipack.name, picks: multipack.picks }
  if (multipack.id)
    return api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(multipack.id)}`, { method: 'PUT', body, schema: NamedMultipackSchema, signal })
  return api.request('/v3/dopservice/b2c/mixpack', { method: 'POST', body, schema: NamedMultipackSchema, signal })
}

export const deleteSavedMultipack = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: v.object({ deleted: v.string() }), signal })
