import type { SiteConfig } from './site.ts'

/**
 * What the server keeps of the shopper's choices to render their page (the browser keeps them in
 * storage as SPEC §3 says, and in these cookies as well): the language, and the location whose
 * prices and stock the page shows.
 */
export const PAGE_COOKIES = { locale: 'lang', location: 'location' } as const

/** A page the server renders. */
export interface PageRequest {
  /** The shopper's request: its address, and the cookies above. */
  request: Request
  site: SiteConfig
  /** The location the `location` cookie names, when the store has it (an unknown one is the default's). */
  location?: number
  /** This response's Content-Security-Policy nonce, for the scripts the page carries. */
  nonce: string
  /** Calls the store's API in the same process, as the browser's calls would, but with no handshake. */
  api: typeof fetch
  /**
   * What the document's head carries beside the page's own tags, given the ids of the routes the
   * page matched and whether it is a landing page (drawn whole by the server; any other is finished
   * in the browser, with its loaders and every string): the stylesheet, the app's scripts and the page's views.
   */
  headTags: (routeIds: string[], landing: boolean) => string
}

/** Renders the page a request asks for: the document, its status (404 for an unknown address) and headers. */
export type RenderPage = (page: PageRequest) => Promise<Response>
