import { ofetch, type FetchResponse } from 'ofetch'
import * as v from 'valibot'
import { HANDSHAKE_MISSING_TEXT, MessageId, ResponseCode } from '#domain/envelope.ts'
import { AUTH_TOKEN_HEADER, HANDSHAKE_HEADERS, LOCATION_HEADER } from '#domain/handshake.ts'
import type { Track } from '#analytics/data-layer.ts'
import type { Locale } from '#domain/locale.ts'
import { SessionKey, type SessionStorageLike } from './session-values.ts'
import { readHandshake } from './kept-session.ts'
import { ApiError } from './api-error.ts'

export const HANDSHAKE_PATH = '/v2/dopservice/handshaking'

export { ApiError }

export interface ClientHooks {
  /** The API-fail alert: the request could not be served. */
  showApiFailAlert: (error: ApiError) => void
  /** responseCode 440 while signed in. */
  sessionExpired: () => void
  /** The server no longer accepts the access token. */
  invalidToken: () => void
  /** A call that is a signed-in customer's was asked for without a sign-in: the shopper is asked to sign in. */
  signInRequired: () => void
  /** The server does not know the handshake values: a new handshake is needed. */
  handshakeRejected: () => void
  /** A delete refused as Forbidden: the page reloads to pick up a fresh state. */
  reload: () => void
  track: Track
}

export interface RequestOptions<S extends v.GenericSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** What `data` must look like; a response that does not fit is a failure. */
  schema: S
  signal?: AbortSignal
  /** The caller tells the shopper what failed (the cart's changes wait and are sent again): no alert. */
  quiet?: boolean
  /** The message id for an answer that does not fit `schema`, where the call has one of its own. */
  invalid?: string
  /** The call is a signed-in customer's: without a sign-in it is not sent, and the shopper is asked to sign in. */
  signedIn?: boolean
}

export interface ApiClient {
  request: <S extends v.GenericSchema>(path: string, options: RequestOptions<S>) => Promise<v.InferOutput<S>>
}

/** What a screen's loader reads the store with: its calls, in the shopper's language. */
export interface Reader {
  api: ApiClient
  locale: () => Locale
}

interface Body {
  success?: boolean
  responseCode?: number
  errorKey?: string
  message?: string
  data?: unknown
}

export interface ClientOptions {
  /** Whether calls carry the handshake (the browser's do; a page rendered on the server calls in the same process). */
  handshake?: boolean
  /** Resolves once calls can be made (the browser's session has its handshake); every call but the handshake waits for it. */
  ready?: () => Promise<void>
}

export function createApiClient(
  storage: SessionStorageLike,
  hooks: ClientHooks,
  fetchImpl?: typeof fetch,
  baseURL = '',
  { handshake: needsHandshake = true, ready }: ClientOptions = {},
): ApiClient {
  const $fetch = ofetch.create({ baseURL, retry: 0, ignoreResponseError: true }, fetchImpl ? { fetch: fetchImpl } : undefined)

  function headersFor(path: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' }
    const location = storage.getItem(SessionKey.locationNumber)
    if (location) headers[LOCATION_HEADER] = location
    const handshake = readHandshake(storage)
    if (handshake && path !== HANDSHAKE_PATH) {
      headers[HANDSHAKE_HEADERS.sessionId] = handshake.sessionId
      headers[HANDSHAKE_HEADERS.rnduts] = handshake.rnduts
      headers[HANDSHAKE_HEADERS.encstr] = handshake.encstr
    }
    const token = storage.getItem(SessionKey.accessToken)
    if (token) headers[AUTH_TOKEN_HEADER] = token
    return headers
  }

  function alert(error: ApiError, quiet = false): ApiError {
    storage.setItem(SessionKey.apiFailed, 'true')
    if (!quiet) hooks.showApiFailAlert(error)
    return error
  }

  function reportError(url: string, error: ApiError): void {
    hooks.track({
      event: 'api_error',
      url,
      error: `${error.status} ${error.errorKey}: ${error.message}`,
      user_id: storage.getItem(SessionKey.accountId),
      cart_id: storage.getItem(SessionKey.persistantcartid),
      session_id: storage.getItem(SessionKey.sessionId),
    })
  }

  async function request<S extends v.GenericSchema>(path: string, options: RequestOptions<S>): Promise<v.InferOutput<S>> {
    const method = options.method ?? 'GET'
    if (ready && path !== HANDSHAKE_PATH) await ready()
    if (options.signedIn && !storage.getItem(SessionKey.accessToken)) {
      hooks.signInRequired()
      throw new ApiError(ResponseCode.unauthorized, MessageId.signInRequired, `${path} is a signed-in customer's`)
    }
    storage.setItem(SessionKey.apiFailed, 'false')
    if (needsHandshake && path !== HANDSHAKE_PATH && !readHandshake(storage)) {
      throw alert(new ApiError(0, MessageId.handshakeMissing, HANDSHAKE_MISSING_TEXT))
    }

    let response: FetchResponse<Body>
    try {
      response = await $fetch.raw<Body>(path, {
        method,
        query: options.query,
        body: options.body as Record<string, unknown> | undefined,
        headers: headersFor(path),
        signal: options.signal,
      })
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      // No response at all is reported as a 404, as the specification asks.
      const error = new ApiError(ResponseCode.notFound, MessageId.requestFailed, (cause as Error).message, undefined, false)
      reportError(path, error)
      throw alert(error, options.quiet)
    }

    const body: Body = response._data ?? {}
    const status = response.status
    if (body.responseCode === ResponseCode.sessionExpired && storage.getItem(SessionKey.accessToken)) {
      hooks.sessionExpired()
      throw new ApiError(ResponseCode.sessionExpired, MessageId.sessionTimedOut, body.message ?? 'Session expired')
    }
    if (body.data === 'Invalid token.' || body.message === 'Invalid token.') {
      hooks.invalidToken()
      throw new ApiError(ResponseCode.unauthorized, 'invalidToken', 'Invalid token.')
    }
    if (status >= 400 || body.success === false) {
      const error = new ApiError(body.responseCode ?? status, body.errorKey ?? MessageId.requestFailed, body.message ?? response.statusText, body.data)
      reportError(path, error)
      if (method === 'DELETE' && response.statusText === 'Forbidden') hooks.reload()
      if (error.errorKey === MessageId.handshakeInvalid || error.errorKey === MessageId.handshakeMissing) hooks.handshakeRejected()
      if (status >= 500) throw alert(error, options.quiet)
      throw error
    }

    const parsed = v.safeParse(options.schema, body.data)
    if (!parsed.success) {
      const error = new ApiError(status, options.invalid ?? MessageId.validationFailed, v.summarize(parsed.issues))
      hooks.track({ event: 'api_timeout', url: path, error: error.message })
      throw alert(error)
    }
    return parsed.output
  }

  return { request }
}
