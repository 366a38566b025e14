import { chromium, type Page } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './page-weight.ts'

/** Where the shopper types first on a page: the field, found by its label (the header search's before and after its combo box takes over). */
export interface FirstField {
  path: string
  label: string
}

/** The pages timed, each with the field a shopper reaches for first; checkout's needs a snack in the cart. */
export const FIRST_FIELDS: FirstField[] = [
  { path: '/', label: 'Search snacks' },
  { path: '/all-snacks', label: 'Search snacks' },
  { path: '/createAccount', label: 'First name' },
  { path: '/checkout', label: 'First name' },
]

const KEY = 'k'

/**
 * How long after the page's first paint the shopper's first keystroke is in its view: the key is
 * pressed in the field as soon as the field shows, and counted once the browser's app has taken the
 * page over with the key in the field. Milliseconds, the CPU slowed `rate` times.
 */
async function onePage(page: Page, origin: string, { path, label }: FirstField): Promise<number> {
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
  const painted = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { polling: 10 })
  const paintedAt = (await painted.jsonValue()) as number
  const field = page.getByLabel(label, { exact: true }).first()
  await field.press(KEY)
  const taken = await page.waitForFunction(
    ({ label, key }) => {
      const labels = [...document.querySelectorAll('label')].filter((element) => element.textContent?.trim() === label)
      const typed = labels.map((element) => element.control).find((control) => control instanceof HTMLInputElement)?.value
      return document.documentElement.dataset.hydrated === 'true' && typed?.includes(key) ? performance.now() : false
    },
    { label, key: KEY },
    { polling: 10 },
  )
  return ((await taken.jsonValue()) as number) - paintedAt
}

/** Each page's median of `runs` loads, in a fresh tab each, the CPU slowed `rate` times; `prepare` readies a tab first (checkout's cart). */
export async function firstKeystrokes(origin: string, prepare: (page: Page, path: string) => Promise<void>, { rate = 4, runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const rows: { path: string; ms: number }[] = []
    for (const field of FIRST_FIELDS) {
      const times: number[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await prepare(page, field.path)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
        times.push(await onePage(page, origin, field))
        await context.close()
      }
      rows.push({ path: field.path, ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]! })
    }
    return rows
  } finally {
    await browser.close()
  }
}
