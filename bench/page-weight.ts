import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Page } from 'puppeteer-core'

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The JavaScript a browser fetches until the page is usable (the browser's app has taken over the
 * server's page: `<html data-hydrated>`) and the network is idle, gzip-compressed as it would
 * travel; what loads only when a shopper first asks for it (the search's suggestions, a dialog) is
 * not counted. `session` is what the tab keeps in session storage (a customer's sign-in).
 */
export async function pageJavaScript(url: string, session: Record<string, string> = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const page = await browser.newPage()
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value)
  }, Object.entries(session))
  const files = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js')) files.add(path)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  await browser.close()
  const sizes = [...files].map((path) => ({ path, gzip: gzipSync(readFileSync(join('dist', path))).length }))
  return { sizes: sizes.sort((a, b) => b.gzip - a.gzip), total: sizes.reduce((sum, f) => sum + f.gzip, 0) }
}

/** The gzip JavaScript of the sandbox gateway's card frame, a page of its own on the gateway's host: its script and every chunk it imports (the build's manifest). */
export function gatewayFrameJavaScript(): number {
  const manifest = JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]!
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit('card-frame.html')
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file))).length, 0)
}

/** What Lighthouse says of a page on a simulated mid-range phone: scores out of 100, times in milliseconds. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  lcp: number
  tbt: number
  cls: number
}

/** One Lighthouse run, mobile, with the pinned devDependency's own command. */
async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  )
  return figuresOf(JSON.parse(stdout) as LighthouseReport)
}

type LighthouseReport = { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> }

function figuresOf(report: LighthouseReport): LighthouseFigures {
  return {
    performance: Math.round((report.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility!.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint']!.numericValue!,
    tbt: report.audits['total-blocking-time']!.numericValue!,
    cls: report.audits['cumulative-layout-shift']!.numericValue!,
  }
}

/** What a tab holds before Lighthouse opens the page: a customer's sign-in, a cart. */
export type TabSetup = (page: Page) => Promise<void>

/** A tab that keeps `session` in its session storage (a customer's sign-in lives with the tab). */
export const keepingSession =
  (session: Record<string, string>): TabSetup =>
  (page) =>
    page
      .evaluateOnNewDocument((entries: [string, string][]) => {
        for (const [key, value] of entries) sessionStorage.setItem(key, value)
      }, Object.entries(session))
      .then(() => undefined)

/**
 * One Lighthouse run, mobile, in a tab made ready by `setup` (what the tab keeps stays: Lighthouse
 * resets no storage), through Lighthouse's own API and the browser driver it ships with.
 */
async function lighthouseInTab(url: string, setup: TabSetup): Promise<LighthouseFigures> {
  const { default: puppeteer } = await import('puppeteer-core')
  const { default: run } = await import('lighthouse')
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS })
  try {
    const page = await browser.newPage()
    await setup(page)
    const result = await run(
      url,
      { onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile', logLevel: 'error', disableStorageReset: true },
      undefined,
      page as never,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return figuresOf(result.lhr as unknown as LighthouseReport)
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Lighthouse's figures for a page, each the median of `runs` runs; `setup` makes its tab ready first. */
export async function lighthouse(url: string, setup?: TabSetup, runs = 3): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = []
  for (let run = 0; run < runs; run++) all.push(await (setup ? lighthouseInTab(url, setup) : lighthouseOnce(url)))
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]))
  return { performance: of('performance'), accessibility: of('accessibility'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') }
}
