/** Where a machine sends the shopper, in the router's terms; the app root does the navigating. */
export type Destination =
  | { to: '/' }
  | { to: '/product/$slug'; params: { slug: string } }
  | { to: '/all-snacks'; search: { search?: string; brand?: string; flavor?: string } }
  | { to: '/thankyou'; search: { order: string } }
