import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { chromium } from '@playwright/test'
import { freePort, startUntil, stop } from './processes.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

async function firstByte(url: string, startedAt: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return performance.now() - startedAt
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** `npm start` from nothing to the first byte of `/`. */
async function coldStart(dataDir: string): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STOP_WITH_PARENT: '1' },
    stdio: 'ignore',
    detached: true,
  })
  const ms = await firstByte(`http://127.0.0.1:${port}/`, startedAt)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
  return ms
}

/** The JavaScript a browser fetches for `/` until the page is idle, gzip-compressed as served. */
async function homeJavaScript(origin: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const page = await browser.newPage()
  const files = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js')) files.add(path)
  })
  await page.goto(origin, { waitUntil: 'networkidle' })
  await browser.close()
  const sizes = [...files].map((path) => ({ path, gzip: gzipSync(readFileSync(join('dist', path))).length }))
  return { sizes, total: sizes.reduce((sum, f) => sum + f.gzip, 0) }
}

async function load(label: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { label, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-bench-'))
try {
  console.log('Cold npm start to the first byte of / (build, migrate, seed on the first run)')
  const first = await coldStart(dataDir)
  const second = await coldStart(dataDir)
  console.log(`  first run:  ${(first / 1000).toFixed(2)} s`)
  console.log(`  second run: ${(second / 1000).toFixed(2)} s`)

  const port = await freePort()
  const store = await startUntil('node', ['server/index.ts'], { PORT: String(port), DATA_DIR: dataDir }, /is open at/)
  const origin = `http://127.0.0.1:${port}`
  try {
    const js = await homeJavaScript(origin)
    console.log(`\nGzip JavaScript loaded by / before it is interactive: ${kb(js.total)} (budget 100 KB)`)
    for (const file of js.sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.path}`)

    const handshakeBody = await (await fetch(`${origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()
    const headers = { ...handshakeBody.data, 'content-type': 'application/json' }
    const navigation = await (await fetch(`${origin}/v2/dopservice/navigationlist`, { headers })).json()
    const bare = await startUntil('node', ['bench/bare-server.ts'], { BARE_JSON: JSON.stringify(navigation), BARE_HANDSHAKE_JSON: JSON.stringify(handshakeBody) }, /bare (\d+)/)
    try {
      const bareOrigin = `http://127.0.0.1:${bare.match[1]}`
      const rows = [
        await load('handshake (store, PGlite insert)', { url: `${origin}/v2/dopservice/handshaking`, method: 'POST' }),
        await load('handshake (bare Hono)', { url: `${bareOrigin}/handshaking`, method: 'POST' }),
        await load('navigation list (store)', { url: `${origin}/v2/dopservice/navigationlist`, headers }),
        await load('navigation list (bare Hono)', { url: `${bareOrigin}/navigationlist` }),
      ]
      console.log(`\nLatency at ${CONNECTIONS} concurrent connections, ${SECONDS} s each (autocannon)`)
      console.log(`  ${'call'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)}`)
      for (const row of rows) console.log(`  ${row.label.padEnd(34)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(8)}`)
    } finally {
      await stop(bare.child)
    }
  } finally {
    await stop(store.child)
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
