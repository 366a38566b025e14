import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { PLAIN_POLICY } from './answer-headers.ts'

/** What a site's pages may load from beyond the store's own origin: the payment host's frame and the identity provider. */
export interface PolicySources {
  /** The origin the card frame is served from for a page at `siteOrigin` (the payment host, same scheme and port). */
  frameOriginFor: (siteOrigin: string) => string
  /** The identity provider the sites sign in with, and where a real processor's scripts and frames would come from. */
  identityIssuer: string
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

/** A page's policy: scripts and styles of the store's own origin or this response's nonce, frames only from the payment host. */
export function pagePolicy(nonce: string, siteOrigin: string, sources: PolicySources): string {
  const issuer = originOf(sources.identityIssuer)
  const elsewhere = (origin: string) => (origin && origin !== siteOrigin ? ` ${origin}` : '')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React Aria positions overlays and hides text through style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${elsewhere(issuer)}`,
    `frame-src ${sources.frameOriginFor(siteOrigin)}`,
    `form-action 'self'${elsewhere(issuer)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** Pictures (SVG) run nothing and load nothing. */
export const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

const NONCE_BYTES = 16
const RANDOM_POOL_BYTES = 4096
let randomPool = Buffer.alloc(0)
let randomUsed = 0

/** A fresh nonce, each cut from a pool of cryptographic random bytes drawn a few kilobytes at a time, never used twice. */
function freshNonce(): string {
  if (randomUsed + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES)
    randomUsed = 0
  }
  const nonce = randomPool.subarray(randomUsed, randomUsed + NONCE_BYTES).toString('base64')
  randomUsed += NONCE_BYTES
  return nonce
}

/** The nonce of the page this request answers (which it puts on its inlined stylesheet), drawn when the page first asks for it. */
export function pageNonce(c: Context<AppEnv>): string {
  let nonce = c.get('nonce')
  if (nonce === undefined) {
    nonce = freshNonce()
    c.set('nonce', nonce)
  }
  return nonce
}

/**
 * The Content-Security-Policy of an answer made without one: a page's names its nonce (or a fresh
 * one, which allows nothing, for a page made without asking). Where the site opens the Stately
 * inspector, the page keeps its opener so the inspector's window can talk to it; elsewhere it is isolated.
 */
export function putContentSecurity(c: Context<AppEnv>, sources: PolicySources) {
  const headers = c.res.headers
  if (headers.has('Content-Security-Policy')) return
  const type = headers.get('Content-Type') ?? ''
  if (type.startsWith('text/html')) {
    headers.set('Content-Security-Policy', pagePolicy(pageNonce(c), c.get('origin'), sources))
    // Popups the store opens (PayPal's approval window) stay reachable, so the page hears when one closes.
    if (!c.get('site').inspect) headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
  } else headers.set('Content-Security-Policy', type.startsWith('image/svg') ? PICTURE_POLICY : PLAIN_POLICY)
}
