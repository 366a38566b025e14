/** Where a machine sends the shopper, in the router's terms; the app root does the navigating. */
export type Destination =
  | { to: '/' }
  | { to: '/product/$slug'; params: { slug: string } }
  | { to: '/all-snacks'; search: { search?: string; brand?: string; flavor?: string } }
  | { to: '/thankyou'; search: { order: string } }
  /** A page of the store by its address, such as the one a shopper signed in from. */
  | { href: string; replace?: boolean }

/** A page of this store to go back to: a path on this origin, never another site's address, nor the sign-in's own pages. */
export function returnPath(asked: string | undefined): string {
  if (!asked || !asked.startsWith('/') || asked.startsWith('//') || asked.startsWith('/\\')) return '/'
  if (asked.startsWith('/implicit/') || asked.startsWith('/interaction/')) return '/'
  return asked
}
