/** Where a machine sends the shopper, in the router's terms; the app root does the navigating. */
export type Destination =
  | { to: '/' }
  | { to: '/product/$slug' | '/bundle/$slug'; params: { slug: string } }
  | { to: '/all-snacks'; search: { search?: string; brand?: string; flavor?: string } }
  | { to: '/thankyou'; search: { order: string } }
  /** A page of the store by its address, such as the one a shopper signed in from. */
  | { href: string; replace?: boolean }

/** The pages about signing in and accounts themselves: a shopper who signs in from one goes home after. */
const SIGN_IN_PAGES = ['/implicit/', '/interaction/', '/createAccount', '/forgotpassword', '/resetpassword']

/**
 * The page a shopper goes back to after signing in: the one they signed in from, a path on this
 * origin, never another site's address; from a page about signing in itself, home.
 */
export function returnPath(asked: string | undefined): string {
  if (!asked || !asked.startsWith('/') || asked.startsWith('//') || asked.startsWith('/\\')) return '/'
  if (SIGN_IN_PAGES.some((page) => asked === page || asked.startsWith(page.endsWith('/') ? page : `${page}?`) || asked.startsWith(`${page}/`))) return '/'
  return asked
}
