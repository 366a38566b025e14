import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '#domain/locale.ts'
import { MixSchema } from '#domain/mix.ts'
import { MultipackConfigSchema, type MultipackPick } from '#domain/multipack.ts'

export const getRecommendedMixes = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/recommendedvarietypacklist', { query: { locale }, schema: v.array(MixSchema), signal })

export const getMultipackConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getconfig', { schema: MultipackConfigSchema, signal })

/** A signed-in customer's saved mixes (My variety packs), the latest changed first. */
export const getSavedMixes = (api: ApiClient, signal?: AbortSignal) => api.request('/v3/dopservice/b2c/getmixpacklist', { schema: v.array(MixSchema), signal })

export const getSavedMix = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(id)}`, { schema: MixSchema, signal })

/** Keeps a mix in the signed-in customer's My variety packs: a new one, or in place of the saved one it was opened from. */
export function saveMix(api: ApiClient, mix: { id?: string; name: string; picks: MultipackPick[] }, signal?: AbortSignal) {
  const body = { name: mix.name, picks: mix.picks }
  if (mix.id) return api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(mix.id)}`, { method: 'PUT', body, schema: MixSchema, signal })
  return api.request('/v3/dopservice/b2c/mixpack', { method: 'POST', body, schema: MixSchema, signal })
}

export const deleteSavedMix = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request(`/v3/dopservice/b2c/mixpack/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: v.object({ deleted: v.string() }), signal })
