/** Page chrome by route (SPEC §2). */
export type Layout = 'standard' | 'maintenance' | 'auth' | 'hotShop'

const AUTH_PATHS = ['/forgotpassword', '/resetpassword', '/implicit/callback', '/implicit/ssocallback']

export function layoutFor(pathname: string): Layout {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  if (path === '/maintenance') return 'maintenance'
  if (AUTH_PATHS.includes(path) || path.startsWith('/implicit/') || path.startsWith('/interaction/')) return 'auth'
  if (path === '/flaminhotshop') return 'hotShop'
  return 'standard'
}

export function showsHeaderAndFooter(layout: Layout): boolean {
  return layout === 'standard' || layout === 'hotShop'
}
