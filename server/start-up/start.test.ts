import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openStore } from './start.ts'
import { handshakeHeaders } from '../testing/test-store.ts'
import { DEFAULT_HOST_MAP } from '#domain/site.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  hostMap: DEFAULT_HOST_MAP,
  businessSiteUrl: 'https://business.snackfolk.example/',
  distDir: '',
  paymentGateway: 'sandbox' as const,
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
  it('starts a production store empty, seeds the demo where SEED=demo asks, and never with its free-order coupon, which a development store has', async () => {
    const seededWith = async (publicOrigin: string, seed?: 'demo', hostMap = env.hostMap) => {
      const store = await openStore({
        ...env,
        hostMap,
        dataDir: mkdtempSync(join(dataDir, 'coupons-')),
        publicOrigin,
        seed,
        sandboxes: ['payments'],
        mailUrl: 'smtp://127.0.0.1:1',
        serviceEmail: 'care@snackfolk.example',
        paymentHost: 'pay.snackfolk.example',
      })
      try {
        return { products: store.catalog.products.length, coupons: [...store.catalog.coupons.keys()], seeded: store.seeded }
      } finally {
        await store.database.close()
      }
    }
    expect(await seededWith('http://127.0.0.1:3000')).toMatchObject({ products: 240, coupons: expect.arrayContaining(['ONTHEHOUSE']), seeded: true })
    expect(await seededWith('https://www.snackfolk.example')).toEqual({ products: 0, coupons: [], seeded: false })
    // A production host the store serves beside a development public origin makes it a production store too.
    const mixed = { ...DEFAULT_HOST_MAP, 'www.snackfolk.example': { site: 'snacks', stage: 'production' } } as const
    expect(await seededWith('http://127.0.0.1:3000', undefined, mixed)).toEqual({ products: 0, coupons: [], seeded: false })
    expect((await seededWith('http://127.0.0.1:3000', 'demo', mixed)).coupons).not.toContain('ONTHEHOUSE')
    const demo = await seededWith('https://www.snackfolk.example', 'demo')
    expect(demo).toMatchObject({ products: 240, seeded: true })
    expect(demo.coupons).not.toContain('ONTHEHOUSE')
    expect(demo.coupons.length).toBeGreaterThan(0)
  }, 90_000) // Five stores on disk, each migrated, three of them seeded.
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
