import { describe, expect, it } from 'vitest'
import { DEFAULT_HOST_MAP, parseHostMap, rewardsLinks, rewardsSiteUrl, siteForHost } from './site.ts'

const BUSINESS = 'https://business.snackfolk.example/'

describe('site variants', () => {
  it('makes rewards.localhost the rewards site by default, and any other host the snacks site', () => {
    const rewards = siteForHost('rewards.localhost:3000', DEFAULT_HOST_MAP, BUSINESS)
    expect(rewards).toMatchObject({ id: 'rewards', name: 'Snackfolk Rewards', title: 'Snackfolk Rewards', stage: 'development' })
    const snacks = siteForHost('localhost:3000', DEFAULT_HOST_MAP, BUSINESS)
    expect(snacks).toMatchObject({ id: 'snacks', name: 'Snackfolk', title: 'Snackfolk.com' })
  })

  it('opens the inspector on development hosts unless configuration says otherwise', () => {
    expect(siteForHost('localhost', DEFAULT_HOST_MAP, BUSINESS).inspect).toBe(true)
    expect(siteForHost('www.snackfolk.example', DEFAULT_HOST_MAP, BUSINESS).inspect).toBe(false)
    expect(siteForHost('www.snackfolk.example', DEFAULT_HOST_MAP, BUSINESS, true).inspect).toBe(true)
    expect(siteForHost('localhost', DEFAULT_HOST_MAP, BUSINESS, false).inspect).toBe(false)
  })

  it('gives each site its own identity client, registration source and newsletter code', () => {
    const a = siteForHost('rewards.localhost', DEFAULT_HOST_MAP, BUSINESS)
    const b = siteForHost('localhost', DEFAULT_HOST_MAP, BUSINESS)
    for (const key of ['identityClientId', 'sourceId', 'newsletterCode'] as const) expect(a[key]).not.toBe(b[key])
  })

  it('chooses production or development links by the stage configuration gives a host', () => {
    const map = parseHostMap('shop.staging.snackfolk.example=snacks:development')
    const production = siteForHost('shop.snackfolk.example', map, BUSINESS)
    const staging = siteForHost('shop.staging.snackfolk.example', map, BUSINESS)
    expect(production.stage).toBe('production')
    expect(staging.stage).toBe('development')
    expect(production.links.rewardsForgotPassword).not.toBe(staging.links.rewardsForgotPassword)
    expect(production.links.rewardsShopBase).not.toBe(staging.links.rewardsShopBase)
  })

  it('gives a rewards member the programme’s site in their language, its shop and its forgotten-password page on the rewards site only, by stage', () => {
    const map = parseHostMap('rewards.snackfolk.example=rewards:production,rewards.staging.snackfolk.example=rewards:development')
    const production = rewardsLinks(siteForHost('rewards.snackfolk.example', map, BUSINESS), 'es-us')
    const staging = rewardsLinks(siteForHost('rewards.staging.snackfolk.example', map, BUSINESS))
    expect(production.map((link) => link.kind)).toEqual(['site', 'shop', 'forgotPassword'])
    expect(production[0]!.href).toBe('https://rewards.snackfolk.example/es-us')
    expect(staging[0]!.href).toBe('https://rewards.staging.snackfolk.example/en-us')
    expect(staging.map((link) => link.href)).not.toEqual(production.map((link) => link.href))
    expect(rewardsLinks(siteForHost('shop.snackfolk.example', map, BUSINESS))).toEqual([])
  })

  it('adds a language segment to the rewards site link, en-us by default', () => {
    const { links } = siteForHost('localhost', DEFAULT_HOST_MAP, BUSINESS)
    expect(rewardsSiteUrl(links)).toMatch(/\/en-us$/)
    expect(rewardsSiteUrl(links, 'es-us')).toMatch(/\/es-us$/)
  })

  it('takes only this machine’s own names for development unless configured: a name is never judged by its labels', () => {
    for (const host of ['localhost', 'shop.localhost', '127.0.0.1', '[::1]']) expect(siteForHost(host, {}, BUSINESS).stage).toBe('development')
    for (const host of ['shop.dev', 'dev.snackfolk.example', 'staging.snackfolk.example', 'shop.test', 'stage.example.com', 'printer.local'])
      expect(siteForHost(host, {}, BUSINESS).stage).toBe('production')
  })

  it('reads a configured host map and refuses a malformed one', () => {
    const map = parseHostMap('rewards.snackfolk.example=rewards:production, shop.test=snacks:development')
    expect(siteForHost('rewards.snackfolk.example', map, BUSINESS)).toMatchObject({ id: 'rewards', stage: 'production' })
    expect(siteForHost('shop.test', map, BUSINESS)).toMatchObject({ id: 'snacks', stage: 'development' })
    expect(() => parseHostMap('rewards.test=loyalty')).toThrow(/host=snacks\|rewards/)
    expect(() => parseHostMap('=rewards')).toThrow(/no host name/)
  })
})
