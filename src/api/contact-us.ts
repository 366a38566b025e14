import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '#domain/locale.ts'

/** Sends a contact-form message to the store's service team (SPEC §7 contactus). */
export const sendContactMessage = (
  api: ApiClient,
  message: { subject: string; name: string; email: string; description: string; locale: Locale },
  signal?: AbortSignal,
) => api.request('/webservices/contactus', { method: 'POST', body: message, schema: v.object({ sent: v.literal(true), id: v.string() }), signal })
