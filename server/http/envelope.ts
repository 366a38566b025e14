import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { MessageId, type Envelope, type ErrorKey } from '#domain/envelope.ts'
import { fieldErrors, refusedAs } from '#domain/address.ts'
import { jsonAnswer } from './answer-headers.ts'

export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, responseCode: 200, data } satisfies Envelope<T>, 200)
}

type AnswerCache = { get: (key: string) => string | undefined; set: (key: string, value: string) => void }

/** An answer built once and then served from the cache, serialized as `ok` would, with its headers (the fastest way the server answers). */
export function okCached(cache: AnswerCache, key: string, build: () => unknown) {
  return okCachedJson(cache, key, () => JSON.stringify(build()))
}

/**
 * `okCached` for data its builder serializes itself. A kept answer is text, which Node writes in one
 * piece with its headers.
 */
export function okCachedJson(cache: AnswerCache, key: string, buildJson: () => string) {
  let body = cache.get(key)
  if (body === undefined) {
    body = `{"success":true,"responseCode":200,"data":${buildJson()}}`
    cache.set(key, body)
  }
  return jsonAnswer(body)
}

const OK_OPEN = Buffer.from('{"success":true,"responseCode":200,"data":')
const OK_CLOSE = Buffer.from('}')

/**
 * `ok` for data serialized already, in parts of UTF-8 JSON, with its headers: the parts are joined
 * as bytes, which spares encoding a large answer again each time it is written.
 */
export const okJoined = (json: Buffer<ArrayBuffer>[]) => jsonAnswer(Buffer.concat([OK_OPEN, ...json, OK_CLOSE]))

/** A refusal: the message id travels as `errorKey`, `message` explains it to whoever reads the logs, `data` says what the app needs to mend it. */
export function fail(c: Context, status: ContentfulStatusCode, errorKey: ErrorKey, message?: string, data?: unknown) {
  return c.json(refusal(status, errorKey, message, data), status)
}

export function refusal(status: number, errorKey: ErrorKey, message?: string, data?: unknown): Envelope {
  return { success: false, responseCode: status, errorKey, message, ...(data === undefined ? {} : { data }) }
}

export class InputError extends Error {
  readonly errorKey: ErrorKey
  readonly status: ContentfulStatusCode
  readonly data: unknown
  constructor(errorKey: ErrorKey, message: string, status: ContentfulStatusCode = 400, data?: unknown) {
    super(message)
    this.errorKey = errorKey
    this.status = status
    this.data = data
  }
}

function describe(issues: v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`).join('; ')
}

/** Validates what a request asked for; throws an InputError with what was wrong. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new InputError(MessageId.invalidInput, describe(result.issues))
  return result.output
}

/** Validates a query string; throws an InputError with what was wrong. */
export const parseQuery = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => parseInput(schema, c.req.query())

/** A request's query string as it was sent (without its `?`): the same text always reads the same, so an answer kept by it is found without reading it again. */
export function sentQuery(url: string): string {
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at + 1)
}

/** Validates the JSON body, which the JSON guard has parsed (and refused when it does not parse). */
export const parseBody = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => parseInput(schema, c.get('body') ?? {})

/** The body as `schema` reads it; each broken field rule is refused with its message id in `data.fields` (400, `invalidInput` unless the form names its own refusal). */
export function parseForm<S extends v.GenericSchema>(c: Context, schema: S, errorKey: ErrorKey = MessageId.invalidInput): v.InferOutput<S> {
  const fields = Object.fromEntries(Object.entries(fieldErrors(schema, c.get('body') ?? {})).map(([field, messageId]) => [field, refusedAs(messageId)]))
  if (Object.keys(fields).length > 0) throw new InputError(errorKey, `Fields to mend: ${Object.keys(fields).join(', ')}`, 400, { fields })
  return parseBody(c, schema)
}
