import * as v from 'valibot'
import { DEFAULT_LOCALE, type Locale } from './locale.ts'
import { BUILD_VERSION } from './constants.ts'

export type SiteId = 'snacks' | 'rewards'
export type Stage = 'production' | 'development'

export interface ExternalLinks {
  rewardsForgotPassword: string
  rewardsShopBase: string
  /** The rewards site root; the language segment is added by `rewardsSiteUrl`. */
  rewardsSite: string
  /** Where a member of the Canadian programme signs in. */
  rewardsCanadaSignIn: string
  /** Where an account of the blended site (the programmes' shared sign-in) signs in. */
  blendedSignIn: string
}

/** What the browser needs to know about the site it is on; injected into the page by the server. */
export interface SiteConfig {
  id: SiteId
  stage: Stage
  name: string
  title: string
  identityClientId: string
  sourceId: string
  newsletterCode: string
  links: ExternalLinks
  businessSiteUrl: string
  buildVersion: string
  /** Whether `?inspect` opens the Stately inspector on this site. */
  inspect: boolean
  /** How long the card's payment session lives, and when the shopper is warned before it ends. */
  paymentSession: PaymentSessionTimes
  /** The OpenID provider the site signs shoppers in with (the store's own at `<origin>/oidc` unless configured). */
  identityIssuer: string
  /** The payment sandbox is live: it answers whether the browser can pay with a wallet, and shows its own wallet sheet. */
  paymentSandbox: boolean
}

export interface PaymentSessionTimes {
  lifeMs: number
  warnBeforeMs: number
}

/** 15 minutes, the warning 2 minutes before the end (SPEC §4; at least 20 seconds to answer, WCAG 2.2.1). */
export const DEFAULT_PAYMENT_SESSION: PaymentSessionTimes = { lifeMs: 15 * 60_000, warnBeforeMs: 2 * 60_000 }
export const MIN_WARNING_MS = 20_000

export const SITES: Record<
  SiteId,
  Omit<SiteConfig, 'stage' | 'links' | 'businessSiteUrl' | 'buildVersion' | 'inspect' | 'paymentSession' | 'identityIssuer' | 'paymentSandbox'>
> = {
  snacks: {
    id: 'snacks',
    name: 'Snackfolk',
    title: 'Snackfolk.com',
    identityClientId: 'snackfolk-web',
    sourceId: 'SNACKFOLK_WEB',
    newsletterCode: 'NL-STORE',
  },
  rewards: {
    id: 'rewards',
    name: 'Snackfolk Rewards',
    title: 'Snackfolk Rewards',
    identityClientId: 'snackfolk-rewards',
    sourceId: 'SNACKFOLK_REWARDS',
    newsletterCode: 'NL-REWARDS',
  },
}

const LINKS: Record<Stage, ExternalLinks> = {
  production: {
    rewardsForgotPassword: 'https://rewards.snackfolk.example/account/forgot-password',
    rewardsShopBase: 'https://rewards.snackfolk.example/shop',
    rewardsSite: 'https://rewards.snackfolk.example',
    rewardsCanadaSignIn: 'https://rewards-ca.snackfolk.example/account/sign-in',
    blendedSignIn: 'https://www.snackfolk.example/account/sign-in',
  },
  development: {
    rewardsForgotPassword: 'https://rewards.staging.snackfolk.example/account/forgot-password',
    rewardsShopBase: 'https://rewards.staging.snackfolk.example/shop',
    rewardsSite: 'https://rewards.staging.snackfolk.example',
    rewardsCanadaSignIn: 'https://rewards-ca.staging.snackfolk.example/account/sign-in',
    blendedSignIn: 'https://www.staging.snackfolk.example/account/sign-in',
  },
}

export interface HostRule {
  site: SiteId
  stage?: Stage
}
export type HostMap = Record<string, HostRule>

export const DEFAULT_HOST_MAP: HostMap = { 'rewards.localhost': { site: 'rewards', stage: 'development' } }

const HostRuleSchema = v.object({
  site: v.picklist(['snacks', 'rewards']),
  stage: v.optional(v.picklist(['production', 'development'])),
})

/** Parses `host=site[:stage],host=site` as used by the SITE_HOSTS setting. */
export function parseHostMap(text: string): HostMap {
  const map: HostMap = {}
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [host, rule] = entry.split('=')
    const [site, stage] = (rule ?? '').split(':')
    if (!host) throw new Error(`"${entry}" has no host name`)
    const parsed = v.safeParse(HostRuleSchema, { site, stage: stage || undefined })
    if (!parsed.success) throw new Error(`"${entry}" should read host=snacks|rewards[:production|development]`)
    map[host.toLowerCase()] = parsed.output
  }
  return map
}

/**
 * A host name's stage when `SITE_HOSTS` gives it none: the loopback names (`localhost`, `*.localhost`,
 * `127.*`, `[::1]`), which only this machine reaches, are development; every other name is production,
 * whatever its labels say (`shop.dev`, `staging.example.com`): a stage is configured, never guessed.
 */
export function stageOfHost(host: string): Stage {
  return /(^|\.)localhost$|^127\.|^\[?::1\]?$/.test(host) ? 'development' : 'production'
}

/** The site a host name serves; the inspector is on for development hosts unless `inspect` says otherwise. */
export function siteForHost(
  hostHeader: string,
  hostMap: HostMap,
  businessSiteUrl: string,
  inspect?: boolean,
  paymentSession: PaymentSessionTimes = DEFAULT_PAYMENT_SESSION,
  identityIssuer = '',
  paymentSandbox = false,
): SiteConfig {
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '')
  const rule = hostMap[host]
  const stage = rule?.stage ?? stageOfHost(host)
  return {
    ...SITES[rule?.site ?? 'snacks'],
    stage,
    links: LINKS[stage],
    businessSiteUrl,
    buildVersion: BUILD_VERSION,
    inspect: inspect ?? stage === 'development',
    paymentSession,
    identityIssuer,
    paymentSandbox,
  }
}

export function rewardsSiteUrl(links: ExternalLinks, locale: Locale = DEFAULT_LOCALE): string {
  return `${links.rewardsSite}/${locale}`
}

/** The rewards programme's own pages a member needs, on the rewards site only: its site in the shopper's language, its shop, and its forgotten-password page. */
export function rewardsLinks(site: Pick<SiteConfig, 'id' | 'links'>, locale?: Locale): { kind: 'site' | 'shop' | 'forgotPassword'; href: string }[] {
  if (site.id !== 'rewards') return []
  return [
    { kind: 'site', href: rewardsSiteUrl(site.links, locale) },
    { kind: 'shop', href: site.links.rewardsShopBase },
    { kind: 'forgotPassword', href: site.links.rewardsForgotPassword },
  ]
}
