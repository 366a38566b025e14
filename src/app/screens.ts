import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import type { Store } from './create-store.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What happens when the shopper is shown this route's screen with new data (analytics, the
     * stock check, a machine's event); never on a preload.
     */
    shown?: (screen: { loaderData: never; search: never }, store: Store) => void
    /** A page for customers only (SPEC §6): a guest is sent to sign in, and back; signing out leaves it. */
    secure?: boolean
    /**
     * A page shoppers land on from a search engine or a shared link: the server renders it whole
     * and the browser takes it over before the store's flows load, which they do when first wanted.
     */
    landing?: boolean
    /** The name of a shopper's own page (the cart, checkout, the account), in the tab and the history: `Your cart | Snackfolk.com`. */
    title?: MessageDescriptor
  }
}

/** Whether an address is a landing page's, known from the route tree before the router has taken the page over. */
export function isLandingAddress(router: AnyRouter, pathname: string): boolean {
  return router.getMatchedRoutes(pathname)[2]?.options.staticData?.landing === true
}

/** Whether the page the shopper is on is for customers only. */
export function onSecurePage(router: AnyRouter): boolean {
  return router.state.matches.some((match) => (router.routesById as Record<string, AnyRoute>)[match.routeId]?.options.staticData?.secure === true)
}

/**
 * Runs each route's `shown` once for every new match the router settles on; `show` runs it for
 * the page the browser took over from the server, which the router settles on without navigating.
 */
export function runShownScreens(router: AnyRouter, store: Store) {
  let showing = new Set<string>()
  const show = () => {
    const matches = router.state.matches
    for (const match of matches) {
      if (showing.has(match.id) || match.status !== 'success') continue
      const route: AnyRoute | undefined = (router.routesById as Record<string, AnyRoute>)[match.routeId]
      route?.options.staticData?.shown?.(match as never, store)
      // Held by the start-up chart until the session knows who is shopping.
      if (route?.options.staticData?.secure) store.send('session', { type: 'session.securePageShown', returnTo: router.state.location.href })
    }
    // A screen still waiting (to know who is shopping) is shown when it has loaded.
    showing = new Set(matches.filter((match) => match.status === 'success').map((match) => match.id))
  }
  router.subscribe('onResolved', show)
  return show
}
