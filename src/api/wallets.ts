import * as v from 'valibot'
import type { ApiClient } from './client.ts'

/** Apple Pay's merchant validation: the store asks the gateway, for the sheet that asked at `validationURL`. */
export const validateApplePayMerchant = (api: ApiClient, validationURL: string, signal?: AbortSignal) =>
  api.request('/services/apple-pay/paymentSession', {
    method: 'POST',
    body: { validationURL },
    schema: v.object({ merchantSession: v.string() }),
    signal,
  })
