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
type Dressed = Response & { [DRESSED]?: true }

/**
 * Marks an answer made with all its headers (its policy and the security headers): the middleware
 * that would add them leaves it be, so the Node server writes its plain header object as it is,
 * its fastest way to answer.
 */
export function withItsHeaders(answer: Response): Response {
  ;(answer as Dressed)[DRESSED] = true
  return answer
}

export const carriesItsHeaders = (answer: Response) => (answer as Dressed)[DRESSED] === true

/** A JSON answer with all its headers, written by the Node server as they are. */
export const jsonAnswer = (body: string | Uint8Array<ArrayBuffer>, status = 200) => withItsHeaders(new Response(body, { status, headers: JSON_HEADERS }))
