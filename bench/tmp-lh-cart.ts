import puppeteer from 'puppeteer-core'
import run from 'lighthouse'
const origin = 'http://127.0.0.1:4310'
const path = process.argv[2] ?? '/checkout'
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
await page.goto(`${origin}/product/crunchwell-jalapeno-veggie-chips`)
await page.waitForSelector('html[data-hydrated]')
const button = await page.waitForSelector('main button.button--primary:not([disabled])')
await button!.click()
await page.waitForSelector('[role=dialog]')
await new Promise((r) => setTimeout(r, 1000))
const result = await run(`${origin}${path}`, { onlyCategories: ['performance'], formFactor: 'mobile', logLevel: 'error', disableStorageReset: true }, undefined, page as never)
const a = result!.lhr.audits
const lcp = (a['lcp-breakdown-insight']!.details as any).items.find((i: any) => i.type === 'node')
console.log('score', result!.lhr.categories.performance!.score, 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!), lcp?.nodeLabel, lcp?.selector)
if (process.env.NET) for (const i of (a['network-requests']!.details as any).items) if (!i.url.includes('/assets/')) console.log(i.url.slice(-60).padEnd(61), String(i.transferSize).padStart(7), Math.round(i.networkRequestTime), Math.round(i.networkEndTime))
const tasks = (a['main-thread-tasks']!.details as any).items.filter((t: any) => t.duration > 20)
if (process.env.NET) console.log(tasks.map((t: any) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(' '))
await browser.close()
