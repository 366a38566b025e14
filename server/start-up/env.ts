import { mkdirSync, accessSync, constants, statSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { EmailSchema } from '#domain/email.ts'
import { fileURLToPath } from 'node:url'
import { DEFAULT_HOST_MAP, DEFAULT_PAYMENT_SESSION, MIN_WARNING_MS, parseHostMap, stageOfHost, type HostMap, type PaymentSessionTimes } from '#domain/site.ts'
import { GATEWAY_NAMES, type GatewayName } from '../payments/gateways.ts'

/** Another OpenID provider the shoppers sign in with: its issuer, each site's client there, and the client the store introspects tokens as (for providers whose access tokens are not JWTs). */
export interface ExternalIdentity {
  issuer: string
  clientIds: { snacks: string; rewards: string }
  introspection?: { clientId: string; clientSecret: string }
}

export interface Env {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  hostMap: HostMap
  businessSiteUrl: string
  handshakeSecret?: string
  /** The built app that `npm start` serves. */
  distDir: string
  /** A generated catalog of this many products a brand seeds the database instead of the demo's file (for load tests). */
  seedProductsPerBrand?: number
  /** `demo` seeds an empty database with the demo's catalog and content on any host; unset, only a store whose hosts are all development is. */
  seed?: 'demo'
  /** Whether `?inspect` opens the Stately inspector; unset, it does on development hosts only. */
  inspect?: boolean
  /** The payment processor the store takes payments through (`PAYMENT_GATEWAY`; the sandbox when unset). */
  paymentGateway: GatewayName
  /** The host name the sandbox gateway's card fields are served from, another origin than the store. */
  paymentHost: string
  /** Where mail is sent (`smtp://…`); unset, it stays in the outbox table. */
  mailUrl?: string
  mailFrom: string
  /** The store's service address, where the contact form's messages go; unset, a development address (production hosts need it set). */
  serviceEmail?: string
  /** How often waiting mail is sent, when a transport is configured. */
  mailEveryMs?: number
  /** How long the second refusal in a row to one shopper waits (a wrong sign-in, an email already registered, an unknown order); each after waits twice as long. */
  refusalWaitMs?: number
  /** The card's payment session: its life and when the warning comes (tests shorten them). */
  paymentSession: PaymentSessionTimes
  /** The store's address as shoppers reach it (`https://www.snackfolk.example`); unset, `http://localhost:<PORT>`. Its identity provider is `<origin>/oidc`. */
  publicOrigin?: string
  /** Another OpenID provider to sign shoppers in with instead of the store's own, and each site's client id there. */
  identity?: ExternalIdentity
  /** Google's OpenID provider and the store's client there; unset, a sandbox stands for it where sandboxes are live. */
  google?: { issuer: string; clientId: string; clientSecret: string }
  /** Sandboxes turned on for production hosts too (they are always on for development hosts). */
  sandboxes: Sandbox[]
  /** How many proxies in front of the store are believed: their `X-Forwarded-For` and `X-Forwarded-Host`. 0 believes none. */
  trustProxy: number
  /** Multiplies every rate limit (tests, the bench and load runs raise them). */
  rateLimitScale: number
  /** How long a handshake session lives unused. */
  sessionIdleMs: number
  /** How long an empty cart nobody touches is kept. */
  emptyCartKeepMs: number
  guestCartKeepMs: number
  /** How often expired and abandoned records are swept. */
  sweepEveryMs: number
  /** How often a store process reads the whole stock again, in case a change's notification was lost (tests shorten it). */
  catalogCheckEveryMs?: number
  /** The token the operator API asks for; unset, a development store makes one in DATA_DIR and a production one has no operator API. */
  operatorToken?: string
  /** How many store processes serve the port (PostgreSQL only: the embedded database is one process's). */
  workers?: number
}

export const SANDBOXES = ['google', 'payments'] as const
export type Sandbox = (typeof SANDBOXES)[number]

/** A configuration value the server cannot start with; the message is one line for the operator. */
export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!/^\d+$/.test(value) || n > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`)
  return n
}

function dataDir(value: string | undefined): string {
  const dir = resolve(value || '.data')
  try {
    mkdirSync(dir, { recursive: true })
    if (!statSync(dir).isDirectory()) throw new Error('not a folder')
    accessSync(dir, constants.W_OK)
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dir}" is not a writable folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  return dir
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError('DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database')
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`)
  }
  return value
}

function paymentGateway(value: string | undefined): GatewayName {
  if (!value) return 'sandbox'
  if (!(GATEWAY_NAMES as string[]).includes(value))
    throw new ConfigError(`PAYMENT_GATEWAY names a payment processor the store has (${GATEWAY_NAMES.join(', ')}), got "${value}"`)
  return value as GatewayName
}

function seedOf(value: string | undefined): 'demo' | undefined {
  if (value === undefined || value === '') return undefined
  if (value !== 'demo') throw new ConfigError(`SEED is "demo" (the demo's catalog and content, on any host) or unset, got "${value}"`)
  return value
}

function seedSize(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < 1 || n > 1000) throw new ConfigError(`SEED_PRODUCTS_PER_BRAND must be a whole number from 1 to 1000, got "${value}"`)
  return n
}

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new ConfigError(`${name} must be true or false, got "${value}"`)
}

function paymentSessionTimes(life: string | undefined, warning: string | undefined): PaymentSessionTimes {
  const seconds = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined || value === '') return fallback
    if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number of seconds, got "${value}"`)
    return Number(value) * 1000
  }
  const lifeMs = seconds('PAYMENT_SESSION_SECONDS', life, DEFAULT_PAYMENT_SESSION.lifeMs)
  const warnBeforeMs = seconds('PAYMENT_WARNING_SECONDS', warning, DEFAULT_PAYMENT_SESSION.warnBeforeMs)
  if (warnBeforeMs < MIN_WARNING_MS || warnBeforeMs >= lifeMs) {
    throw new ConfigError(`PAYMENT_WARNING_SECONDS must be at least ${MIN_WARNING_MS / 1000} and less than PAYMENT_SESSION_SECONDS`)
  }
  return { lifeMs, warnBeforeMs }
}

function serviceEmail(value: string | undefined): string | undefined {
  if (!value) return undefined
  const parsed = v.safeParse(EmailSchema, value)
  if (!parsed.success) throw new ConfigError(`SERVICE_EMAIL must be an email address such as care@snackfolk.example, got "${value}"`)
  return parsed.output
}

function mailUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return value
  } catch {}
  throw new ConfigError('MAIL_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example:587')
}

function hostName(name: string, value: string): string {
  if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) return value.toLowerCase()
  throw new ConfigError(`${name} must be a host name such as pay.localhost, got "${value}"`)
}

function httpUrl(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
  } catch {}
  throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`)
}

function mailEvery(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600)
    throw new ConfigError(`MAIL_EVERY_SECONDS must be a number of seconds from 0.1 to 3600, got "${value}"`)
  return Math.round(seconds * 1000)
}

function refusalWait(value: string | undefined): number {
  if (value === undefined || value === '') return 500
  const ms = Number(value)
  if (!/^\d+$/.test(value) || ms < 10 || ms > 8_000)
    throw new ConfigError(`REFUSAL_WAIT_MS must be a whole number of milliseconds from 10 to 8000, got "${value}"`)
  return ms
}

function publicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN is not a URL; expected https://www.example.com, got "${value}"`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) origin with no path, got "${value}"`)
  }
  return url.origin
}

function externalIdentity(source: NodeJS.ProcessEnv): Env['identity'] {
  if (!source.IDENTITY_ISSUER) return undefined
  let issuer: URL
  try {
    issuer = new URL(source.IDENTITY_ISSUER)
  } catch {
    throw new ConfigError(`IDENTITY_ISSUER is not a URL, got "${source.IDENTITY_ISSUER}"`)
  }
  if (!source.IDENTITY_CLIENT_ID) throw new ConfigError("IDENTITY_CLIENT_ID is required with IDENTITY_ISSUER: the snacks site's client id at that provider")
  const [introspectionId, introspectionSecret] = [source.IDENTITY_INTROSPECTION_CLIENT_ID, source.IDENTITY_INTROSPECTION_CLIENT_SECRET]
  if (!introspectionId !== !introspectionSecret)
    throw new ConfigError(
      'IDENTITY_INTROSPECTION_CLIENT_ID and IDENTITY_INTROSPECTION_CLIENT_SECRET go together: the client the store asks the provider about its tokens as',
    )
  return {
    issuer: issuer.href.replace(/\/$/, ''),
    clientIds: { snacks: source.IDENTITY_CLIENT_ID, rewards: source.IDENTITY_REWARDS_CLIENT_ID || source.IDENTITY_CLIENT_ID },
    ...(introspectionId && introspectionSecret && { introspection: { clientId: introspectionId, clientSecret: introspectionSecret } }),
  }
}

function googleClient(source: NodeJS.ProcessEnv): Env['google'] {
  if (!source.GOOGLE_CLIENT_ID) return undefined
  if (!source.GOOGLE_CLIENT_SECRET) throw new ConfigError('GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID')
  return { issuer: source.GOOGLE_ISSUER || 'https://accounts.google.com', clientId: source.GOOGLE_CLIENT_ID, clientSecret: source.GOOGLE_CLIENT_SECRET }
}

function sandboxes(value: string | undefined): Sandbox[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of names)
    if (!(SANDBOXES as readonly string[]).includes(name))
      throw new ConfigError(`SANDBOXES lists sandboxes to turn on, comma-separated (google, payments), got "${value}"`)
  return [...new Set(names as Sandbox[])]
}

function trustProxy(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0
  if (value === 'true') return 1
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value)
  throw new ConfigError(`TRUST_PROXY must be true, false or how many proxies stand in front of the store (0 to 10), got "${value}"`)
}

function operatorToken(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (value.length < 32) throw new ConfigError('OPERATOR_TOKEN must be at least 32 characters')
  return value
}

function workers(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value === '') return 1
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < 1 || n > 64) throw new ConfigError(`WORKERS must be a whole number from 1 to 64, got "${value}"`)
  if (n > 1 && !databaseUrl) {
    throw new ConfigError(`WORKERS=${n} needs DATABASE_URL: the embedded database in DATA_DIR is one process's (set DATABASE_URL to a PostgreSQL server)`)
  }
  return n
}

function positive(name: string, value: string | undefined, fallback: number, most: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0 || n > most) throw new ConfigError(`${name} must be a number above 0 and at most ${most}, got "${value}"`)
  return n
}

/** `PUBLIC_ORIGIN`, else the address the server listens on (`localhost` when it listens on every interface). */
export function publicOriginOf(env: Pick<Env, 'publicOrigin' | 'host' | 'port'>): string {
  if (env.publicOrigin) return env.publicOrigin
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host.includes(':') ? `[${env.host}]` : env.host
  return `http://${host}:${env.port}`
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const origin = publicOrigin(source.PUBLIC_ORIGIN)
  // Unconfigured, the rewards site is served on rewards.localhost beside a store whose own host is development; a production store serves only what it is told to.
  let hostMap = !origin || stageOfHost(new URL(origin).hostname) === 'development' ? DEFAULT_HOST_MAP : {}
  if (source.SITE_HOSTS) {
    try {
      hostMap = parseHostMap(source.SITE_HOSTS)
    } catch (error) {
      throw new ConfigError(`SITE_HOSTS: ${(error as Error).message}`)
    }
  }
  const secret = source.HANDSHAKE_SECRET
  if (secret !== undefined && secret.length < 32) throw new ConfigError('HANDSHAKE_SECRET must be at least 32 characters')
  const url = databaseUrl(source.DATABASE_URL)
  return {
    port: port(source.PORT),
    host: source.HOST || '127.0.0.1',
    dataDir: url ? resolve(source.DATA_DIR || '.data') : dataDir(source.DATA_DIR),
    databaseUrl: url,
    hostMap,
    businessSiteUrl: httpUrl('BUSINESS_SITE_URL', source.BUSINESS_SITE_URL || 'https://business.snackfolk.example/'),
    handshakeSecret: secret,
    distDir: resolve(source.DIST_DIR || fileURLToPath(new URL('../../dist', import.meta.url))),
    seedProductsPerBrand: seedSize(source.SEED_PRODUCTS_PER_BRAND),
    seed: seedOf(source.SEED),
    inspect: flag('INSPECT', source.INSPECT),
    paymentGateway: paymentGateway(source.PAYMENT_GATEWAY),
    paymentHost: hostName('PAYMENT_HOST', source.PAYMENT_HOST || 'pay.localhost'),
    mailUrl: mailUrl(source.MAIL_URL),
    mailFrom: source.MAIL_FROM || 'Snackfolk <orders@snackfolk.example>',
    serviceEmail: serviceEmail(source.SERVICE_EMAIL),
    mailEveryMs: mailEvery(source.MAIL_EVERY_SECONDS),
    refusalWaitMs: refusalWait(source.REFUSAL_WAIT_MS),
    paymentSession: paymentSessionTimes(source.PAYMENT_SESSION_SECONDS, source.PAYMENT_WARNING_SECONDS),
    publicOrigin: origin,
    identity: externalIdentity(source),
    google: googleClient(source),
    sandboxes: sandboxes(source.SANDBOXES),
    trustProxy: trustProxy(source.TRUST_PROXY),
    rateLimitScale: positive('RATE_LIMIT_SCALE', source.RATE_LIMIT_SCALE, 1, 100_000),
    sessionIdleMs: positive('SESSION_IDLE_HOURS', source.SESSION_IDLE_HOURS, 24, 24 * 365) * 3_600_000,
    emptyCartKeepMs: positive('EMPTY_CART_DAYS', source.EMPTY_CART_DAYS, 7, 3650) * 86_400_000,
    guestCartKeepMs: positive('GUEST_CART_DAYS', source.GUEST_CART_DAYS, 90, 3650) * 86_400_000,
    sweepEveryMs: positive('SWEEP_EVERY_MINUTES', source.SWEEP_EVERY_MINUTES, 15, 24 * 60) * 60_000,
    workers: workers(source.WORKERS, url),
    operatorToken: operatorToken(source.OPERATOR_TOKEN),
  }
}
