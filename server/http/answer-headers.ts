/** Anything else the store answers (JSON, text): nothing to run, never framed. */
export const PLAIN_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * What every answer of the store's hosts carries against sniffing, framing and leaking (Hono's
 * `secureHeaders` as the store configures it: no opener or resource policy, which the page's own
 * policy and the payment windows decide).
 */
export const SECURE_HEADERS: Readonly<Record<string, string>> = {
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
}

/** A JSON answer's headers, its policy and the security headers included: one object for every such answer. */
const JSON_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/json', 'Content-Security-Policy': PLAIN_POLICY, ...SECURE_HEADERS }

const DRESSED = Symbol('dressed')
type Dressed = Response & { [DRESSED]?: Record<string, string> }

/**
 * Marks an answer made with all its headers (its policy and the security headers), given as a plain
 * object: the middleware that would add them leaves it be, so the Node server writes that object as
 * it is, its fastest way to answer. What is still to be said on such an answer (its request's id) is
 * put in that object (`plainHeadersOf`), which keeps it the fast way.
 */
export function withItsHeaders(answer: Response, headers: Record<string, string>): Response {
  ;(answer as Dressed)[DRESSED] = headers
  return answer
}

export const carriesItsHeaders = (answer: Response) => (answer as Dressed)[DRESSED] !== undefined

/** The plain headers an answer was made with, to add to before it is written; undefined for any other answer. */
export const plainHeadersOf = (answer: Response): Record<string, string> | undefined => (answer as Dressed)[DRESSED]

/** A JSON answer with all its headers, written by the Node server as they are. */
export function jsonAnswer(body: string | Uint8Array<ArrayBuffer>, status = 200): Response {
  const headers = { ...JSON_HEADERS }
  return withItsHeaders(new Response(body, { status, headers }), headers)
}
