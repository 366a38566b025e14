import type { SiteConfig } from '#domain/site.ts'

/** The site this page belongs to, as the server wrote it into the page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const script = doc.getElementById('site-config')
  if (!script?.textContent) throw new Error('The page has no site configuration: serve it with "npm start" or "npm run dev"')
  return JSON.parse(script.textContent) as SiteConfig
}
