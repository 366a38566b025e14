/** Page chrome by route (SPEC §2). */
export type Layout = 'standard' | 'maintenance' | 'auth' | 'hotShop'

const AUTH_PATHS = ['/forgotpassword', '/resetpassword', '/implicit/callback', '/implicit/ssocallback']

export function layoutFor(pathname: string): Layout {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  if (path === '/maintenance') return 'maintenance'
  if (AUTH_PATHS.includes(path) || path.startsWith('/implicit/')) return 'auth'
  if (path === '/flaminhotshop') return 'hotShop'
  return 'standard'
}

export function showsHeaderAndFooter(layout: Layout): boolean {
  return layout === 'standard' || layout === 'hotShop'
}

/** The hot shop offsets its content below the header: 82px above 900px width, else 92px. */
export const HOT_SHOP_HEADER_OFFSET = { wide: 82, narrow: 92, breakpoint: 900 } as const

export function hotShopHeaderOffset(viewportWidth: number): number {
  return viewportWidth > HOT_SHOP_HEADER_OFFSET.breakpoint ? HOT_SHOP_HEADER_OFFSET.wide : HOT_SHOP_HEADER_OFFSET.narrow
}
