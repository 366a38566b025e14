import type { Context, Next } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { fail } from './envelope.ts'
import { MessageId } from '#domain/envelope.ts'

/** How deep a request body's arrays and objects may nest: far more than any call of the store needs. */
export const MAX_JSON_DEPTH = 32

export type JsonBody = { ok: true; body: unknown } | { ok: false; why: 'malformed' | 'tooDeep' | 'nul' }

/** How deep the text's arrays and objects nest, counted on the text itself, outside strings, so no parser recurses on it. */
function nestingOf(text: string, most: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92 /* \ */) i++
      else if (ch === 34 /* " */) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > deepest && (deepest = depth) > most) return deepest
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--
  }
  return deepest
}

/** Whether a value holds a NUL character in any string or key, walked with a list rather than recursion. */
function holdsNul(value: unknown): boolean {
  const waiting: unknown[] = [value]
  while (waiting.length > 0) {
    const next = waiting.pop()
    if (typeof next === 'string') {
      if (next.includes('\0')) return true
    } else if (Array.isArray(next)) waiting.push(...next)
    else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\0')) return true
        waiting.push(inner)
      }
    }
  }
  return false
}

/** A request body read as JSON: an empty body is `{}`; one nested deeper than `MAX_JSON_DEPTH` or holding a NUL is refused. */
export function readJsonBody(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, body: {} }
  if (nestingOf(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return { ok: false, why: 'tooDeep' }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, why: 'malformed' }
  }
  // JSON carries a NUL in a string only as the escape \u0000: a text without one holds none.
  return text.includes('\\u0000') && holdsNul(body) ? { ok: false, why: 'nul' } : { ok: true, body }
}

/** Refuses a request body that is not JSON, nests too deep or holds a NUL character, before any route sees it. */
export function jsonBodyGuard() {
  return async (c: Context<AppEnv>, next: Next) => {
    const read = readJsonBody(await c.req.text())
    if (read.ok) {
      c.set('body', read.body)
      return next()
    }
    if (read.why === 'malformed') return fail(c, 400, MessageId.malformedJson, 'The request body is not valid JSON')
    if (read.why === 'tooDeep') return fail(c, 400, MessageId.invalidInput, `The request body nests deeper than ${MAX_JSON_DEPTH} levels`)
    return fail(c, 400, MessageId.invalidInput, 'The request body holds a NUL character')
  }
}
