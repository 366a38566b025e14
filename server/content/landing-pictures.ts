/** The pages most shoppers open first: the home page and the product list. */
export const LANDING_PAGES = ['/', '/all-snacks'] as const

/** The store's pictures a page shows, each once, in the order the page shows them. */
export const picturesOf = (html: string) => [...new Set(html.match(/\/images\/[a-z0-9/-]+\.webp/g))]

/**
 * Asks for the pictures of the landing pages as the store opens, one after another. A picture not
 * drawn ahead (a merchant's product without a picture of its own) is drawn from its SVG the first
 * time it is asked for, which takes a core tens of milliseconds; without this the first shoppers
 * after a start would wait for the pictures of the page they open while the store drew them all at
 * once. Resolves to how many pictures were asked for; a page the store does not render is passed
 * over (the store's log says why), and its pictures are drawn when asked for.
 */
export async function drawLandingPictures(fetch: (request: Request) => Response | Promise<Response>, origin: string): Promise<number> {
  const asked = new Set<string>()
  for (const path of LANDING_PAGES) {
    const page = await fetch(new Request(`${origin}${path}`))
    if (!page.ok) continue
    for (const picture of picturesOf(await page.text()).filter((picture) => !asked.has(picture))) {
      asked.add(picture)
      await (await fetch(new Request(`${origin}${picture}`))).arrayBuffer()
    }
  }
  return asked.size
}
