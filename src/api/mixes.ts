import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '../domain/locale.ts'
import { MixSchema } from '../domain/mix.ts'
import { MultipackConfigSchema } from '../domain/multipack.ts'

export const getRecommendedMixes = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/recommendedvarietypacklist', { query: { locale }, schema: v.array(MixSchema), signal })

export const getMultipackConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v3/dopservice/b2c/getconfig', { schema: MultipackConfigSchema, signal })
