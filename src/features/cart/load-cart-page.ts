import type { ApiClient } from '#api/client.ts'
import { getConfigList } from '#api/content.ts'

/** Whether the free-shipping bar shows (the free-shipping flag of the config list). */
export const loadCartPage = async (api: ApiClient, signal: AbortSignal) => ({ freeShipping: (await getConfigList(api, signal)).freeShipping })
