import { siteForHost, DEFAULT_HOST_MAP, type SiteConfig } from '../../domain/site.ts'

/** The site this page belongs to, as the server wrote it into the page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const script = doc.getElementById('site-config')
  if (script?.textContent) return JSON.parse(script.textContent) as SiteConfig
  // The Vite dev server does not inject it; the default host map decides there.
  return siteForHost(location.host, DEFAULT_HOST_MAP, 'https://business.snackfolk.example/')
}
