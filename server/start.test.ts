import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openStore } from './start.ts'
import { handshakeHeaders } from './testing.ts'
import { DEFAULT_HOST_MAP } from '../src/domain/site.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  hostMap: DEFAULT_HOST_MAP,
  businessSiteUrl: 'https://business.snackfolk.example/',
  distDir: '',
  seedProductsPerBrand: 10,
  paymentHost: 'pay.localhost',
  mailFrom: 'orders@snackfolk.example',
  paymentSession: { lifeMs: 900_000, warnBeforeMs: 120_000 },
  sandboxes: [],
  trustProxy: 0,
  rateLimitScale: 1000,
  sessionIdleMs: 86_400_000,
  emptyCartKeepMs: 7 * 86_400_000,
  guestCartKeepMs: 90 * 86_400_000,
  sweepEveryMs: 900_000,
}

describe('a production store', () => {
  it('is never seeded with the demo’s free-order coupon, which a development store has', async () => {
    const couponsOf = async (publicOrigin: string) => {
      const store = await openStore({
        ...env,
        dataDir: mkdtempSync(join(dataDir, 'coupons-')),
        publicOrigin,
        sandboxes: ['payments'],
        mailUrl: 'smtp://127.0.0.1:1',
        serviceEmail: 'care@snackfolk.example',
        paymentHost: 'pay.snackfolk.example',
      })
      try {
        return [...store.catalog.coupons.keys()]
      } finally {
        await store.database.close()
      }
    }
    expect(await couponsOf('http://127.0.0.1:3000')).toContain('ONTHEHOUSE')
    const production = await couponsOf('https://www.snackfolk.example')
    expect(production).not.toContain('ONTHEHOUSE')
    expect(production.length).toBeGreaterThan(0)
  })
})

describe('a store on disk', () => {
  it('seeds on the first start, reuses the data on the second, and keeps sessions', async () => {
    const first = await openStore(env)
    expect(first.seeded).toBe(true)
    const headers = await handshakeHeaders(first)
    await first.database.close()

    const second = await openStore(env)
    try {
      expect(second.seeded).toBe(false)
      const response = await second.app.request('/v2/dopservice/navigationlist', { headers })
      expect(response.status).toBe(200)
      expect((await response.json()).data.length).toBeGreaterThan(0)
    } finally {
      await second.database.close()
    }
  })
})
