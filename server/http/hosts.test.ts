import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { requestHostname, servedHosts } from './hosts.ts'
import { addressKey, clientAddress } from './rate-limits.ts'
import { parseHostMap } from '#domain/site.ts'
import { publicOriginOf, readEnv } from '../start-up/env.ts'

describe('the hosts the store serves', () => {
  it('serves the public origin, every SITE_HOSTS host and, for a loopback origin, every loopback name; each at its configured stage', () => {
    const hosts = servedHosts('http://127.0.0.1:3000', parseHostMap('rewards.localhost=rewards:development,www.snackfolk.example=snacks:production'))
    expect(hosts.served.map((host) => `${host.origin} ${host.site} ${host.stage}`).sort()).toEqual([
      'http://127.0.0.1:3000 snacks development',
      'http://[::1]:3000 snacks development',
      'http://localhost:3000 snacks development',
      'http://rewards.localhost:3000 rewards development',
      'http://www.snackfolk.example:3000 snacks production',
    ])
    expect(hosts.originsOf('snacks')[0]).toBe('http://127.0.0.1:3000')
    expect(hosts.find('evil.example')).toBeUndefined()
    expect(hosts.production).toBe(true)
  })

  it('makes a production store of a production origin, with no loopback name beside it', () => {
    const hosts = servedHosts('https://www.snackfolk.example', {})
    expect(hosts.stage).toBe('production')
    expect(hosts.served.map((host) => host.name)).toEqual(['www.snackfolk.example'])
  })

  it('serves the rewards site on rewards.localhost unconfigured only beside a development origin: a production store serves no name of a shopper’s own machine', () => {
    const served = (env: NodeJS.ProcessEnv) => {
      const read = readEnv(env)
      return servedHosts(publicOriginOf({ ...read, port: 3000 }), read.hostMap).served.map((host) => `${host.name} ${host.stage}`)
    }
    expect(served({})).toContain('rewards.localhost development')
    expect(served({ PUBLIC_ORIGIN: 'https://www.snackfolk.example' })).toEqual(['www.snackfolk.example production'])
    // A name's labels make no stage: a .dev store is production, and serves no development host either.
    expect(served({ PUBLIC_ORIGIN: 'https://snackfolk.dev' })).toEqual(['snackfolk.dev production'])
  })
})

describe('behind a proxy', () => {
  const app = (trustProxy: number) =>
    new Hono().get('/', (c) => c.json({ host: requestHostname((name) => c.req.header(name), c.req.url, trustProxy), address: clientAddress(c, trustProxy) }))
  const headers = { host: 'internal:8080', 'x-forwarded-host': 'www.snackfolk.example', 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }

  it('believes X-Forwarded-Host and X-Forwarded-For only when TRUST_PROXY says how many proxies stand in front', async () => {
    expect(await (await app(0).request('/', { headers })).json()).toEqual({ host: 'internal', address: 'unknown' })
    expect(await (await app(1).request('/', { headers })).json()).toEqual({ host: 'www.snackfolk.example', address: '198.51.100.7' })
    expect(await (await app(2).request('/', { headers })).json()).toEqual({ host: 'www.snackfolk.example', address: '203.0.113.9' })
    // Fewer entries than proxies: the header is not theirs, and the connection's address stands.
    expect(await (await app(3).request('/', { headers })).json()).toMatchObject({ address: 'unknown' })
  })

  it('counts an IPv6 client by its /64, which one subscriber holds whole', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
  })
})
