import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { load } from './load.ts'
import { stop } from './processes.ts'
import { openStore as openStoreOn } from './store.ts'
import { startPostgresServer } from '../scripts/postgres-server.ts'
import { generateCatalog } from '#server/db/seed/catalog.ts'
import { catalogFileOf, catalogText } from '#server/catalog/catalog-file.ts'

const OPERATOR_TOKEN = 'the-bench-operator-token-0123456789abcdef'
const openStore = (env: Record<string, string>) => openStoreOn({ OPERATOR_TOKEN, ...env }, { locationNumber: '1' })

/** The most memory the process has held (its resident set's high-water mark), in MiB. */
const peakMiB = (pid: number) => Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024)

/** A merchant's 10,000-product catalog, each product with a picture of its own (a JPEG beside the file, 600 by 600). */
async function merchantsCatalog(folder: string) {
  const { catalog } = catalogFileOf(generateCatalog(420))
  mkdirSync(join(folder, 'pictures'))
  const square = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  for (const [i, product] of catalog.products.entries()) {
    product.picture = `pictures/${product.slug}.jpg`
    // Each its own: a different colour band on each, so every picture is new to the store.
    const band = await sharp({ create: { width: 600, height: 120, channels: 3, background: { r: i % 256, g: (i >> 8) % 256, b: 128 } } })
      .png()
      .toBuffer()
    writeFileSync(
      join(folder, product.picture),
      await sharp(square)
        .composite([{ input: band, top: 240, left: 0 }])
        .jpeg({ quality: 80 })
        .toBuffer(),
    )
  }
  writeFileSync(join(folder, 'catalog.json'), catalogText(catalog))
  return catalog
}

function runImport(origin: string, file: string): Promise<{ ms: number; output: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/operator/cli.ts', 'catalog', 'import', file], {
      env: { ...process.env, STORE_URL: origin, OPERATOR_TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve({ ms: performance.now() - started, output }) : reject(new Error(`the import failed: ${output}`))))
  })
}

/**
 * A merchant's first import on a PostgreSQL server with two store processes: the 10,000-product
 * catalog with a picture each, sent through `npm run catalog -- import` to one process; its time,
 * the importing process's peak memory, how long the other process takes to show it, and the
 * product list's answers a second before and after.
 */
export async function catalogImport() {
  const server = await startPostgresServer({ durable: true })
  const folder = mkdtempSync(join(tmpdir(), 'snackfolk-merchant-'))
  try {
    const made = performance.now()
    const catalog = await merchantsCatalog(folder)
    const madeMs = performance.now() - made
    const url = await server.database('merchant')
    const one = await openStore({ DATABASE_URL: url })
    const other = await openStore({ DATABASE_URL: url })
    try {
      const list = (store: typeof one) => ({
        url: `${store.origin}/v2/dopservice/filter-products`,
        method: 'POST' as const,
        headers: store.headers,
        body: JSON.stringify({ sort: 'name', page: 1 }),
      })
      await load('warm-up', { ...list(one), duration: 3 })
      const before = await load('the product list before', list(one))
      const peakBefore = peakMiB(one.child.pid!)
      const last = catalog.products.at(-1)!
      const imported = await runImport(one.origin, join(folder, 'catalog.json'))
      const committed = performance.now()
      let shownAfterMs = 0
      for (;;) {
        const shown = (await other.call(`/v2/dopservice/productdetail?slug=${last.slug}`)).data
        if (shown?.title === last.title.en) break
        shownAfterMs = performance.now() - committed
        if (shownAfterMs > 60_000) throw new Error('the other process did not show the import within a minute')
      }
      const peakAfter = peakMiB(one.child.pid!)
      await load('warm-up', { ...list(one), duration: 3 })
      const after = await load('the product list after', list(one))
      console.log(
        `\nA merchant's catalog imported through npm run catalog -- import, PostgreSQL 15, two store processes (${catalog.products.length} products, a 600 by 600 JPEG each, made in ${(madeMs / 1000).toFixed(1)} s)`,
      )
      console.log(`  ${imported.output.trim()}`)
      console.log(`  import, pictures sent first, until committed     ${(imported.ms / 1000).toFixed(1)} s`)
      console.log(`  peak memory of the importing process              ${peakBefore} MiB before, ${peakAfter} MiB after`)
      console.log(`  until the other process shows the last product    ${Math.round(shownAfterMs)} ms after the import answered`)
      console.log(
        `  the product list (page 1 by name), one process    ${before.rps} req/s before (240 products), ${after.rps} req/s after (p99 ${before.p99} ms, then ${after.p99} ms)`,
      )
    } finally {
      await stop(one.child)
      await stop(other.child)
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
    await server.stop()
  }
}
