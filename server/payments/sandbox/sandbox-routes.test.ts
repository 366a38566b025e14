import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openTestStore, writeTestBuild } from '../../testing/test-store.ts'
import type { Store } from '../../start-up/start.ts'

const STORE = 'http://localhost:3000'
const PAGES = ['/sandbox-gateway/card-frame.html', '/sandbox-gateway/wallet/sheet']

let distDir: string
let store: Store
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'gateway-pages-'))
  writeTestBuild(distDir)
  for (const file of ['card-frame.html', 'wallet-sheet.html']) writeFileSync(join(distDir, file), `<!doctype html><title>${file}</title>`)
  store = await openTestStore({ publicOrigin: STORE, sandboxes: ['payments'], distDir })
})
afterAll(async () => {
  await store.database.close()
  rmSync(distDir, { recursive: true, force: true })
})

const page = (path: string, origin: string) => store.app.request(`${path}?origin=${encodeURIComponent(origin)}`, { headers: { host: 'pay.localhost:3000' } })

describe('the gateway’s pages a store page embeds', () => {
  it.each(PAGES)('%s lets only the store’s own pages embed it, on each address the store serves', async (path) => {
    for (const origin of [STORE, 'http://127.0.0.1:3000']) {
      const response = await page(path, origin)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${origin}$`))
    }
  })

  it.each(PAGES)('%s is not served to be embedded by any other page, the gateway’s own included', async (path) => {
    for (const origin of ['https://attacker.example', 'http://localhost:3001', 'http://pay.localhost:3000', `${STORE}/`, 'javascript:alert(1)']) {
      const response = await page(path, origin)
      expect(response.status).toBe(404)
      // No page may frame the refusal either.
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    }
  })
})
