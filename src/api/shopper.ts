import type { ApiClient } from './client.ts'
import { ZipResultSchema } from '#domain/zip.ts'
import { NotifyMeResultSchema } from '#domain/notify.ts'

export const validateZip = (api: ApiClient, zipcode: string, signal?: AbortSignal) =>
  api.request('/webservices/zipcodevalidate', { method: 'POST', body: { zipcode }, schema: ZipResultSchema, signal })

export const requestNotifyMe = (api: ApiClient, email: string, productId: string, signal?: AbortSignal) =>
  api.request('/webservices/notifyme', { method: 'POST', body: { email, productId }, schema: NotifyMeResultSchema, signal })
