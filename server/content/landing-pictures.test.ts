import { describe, expect, it } from 'vitest'
import { drawLandingPictures } from './landing-pictures.ts'

const ORIGIN = 'http://127.0.0.1:3000'

/** A store answering its two landing pages with these pictures, which notes what it was asked and how many pictures it drew at once. */
function storeShowing(pages: Record<string, string[]>, failing: string[] = []) {
  const asked: string[] = []
  let drawing = 0
  let mostAtOnce = 0
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname
    asked.push(path)
    if (path.startsWith('/images/')) {
      mostAtOnce = Math.max(mostAtOnce, ++drawing)
      await new Promise((resolve) => setTimeout(resolve, 1))
      drawing--
      return new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'image/webp' } })
    }
    if (failing.includes(path)) return new Response('', { status: 500 })
    const html = (pages[path] ?? []).map((src) => `<img src="${src}" alt="" width="200" height="200"/>`).join('')
    return new Response(`<!doctype html><html><body>${html}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
  }
  return { fetch, asked, mostAtOnce: () => mostAtOnce }
}

describe('the landing pages’ pictures, drawn as the store opens', () => {
  it('asks for every picture the home page and the product list show, each once, one at a time', async () => {
    const store = storeShowing({
      '/': ['/images/banners/home.webp', '/images/products/a.webp', '/images/products/b.webp'],
      '/all-snacks': ['/images/products/b.webp', '/images/products/c.webp', '/images/bundles/d.webp', '/images/products/c.webp'],
    })
    expect(await drawLandingPictures(store.fetch, ORIGIN)).toBe(5)
    expect(store.asked).toEqual([
      '/',
      '/images/banners/home.webp',
      '/images/products/a.webp',
      '/images/products/b.webp',
      '/all-snacks',
      '/images/products/c.webp',
      '/images/bundles/d.webp',
    ])
    expect(store.mostAtOnce()).toBe(1)
  })

  it('goes on to the next page when one cannot be rendered', async () => {
    const store = storeShowing({ '/all-snacks': ['/images/products/c.webp'] }, ['/'])
    expect(await drawLandingPictures(store.fetch, ORIGIN)).toBe(1)
    expect(store.asked).toEqual(['/', '/all-snacks', '/images/products/c.webp'])
  })
})
