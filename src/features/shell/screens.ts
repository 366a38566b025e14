import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import type { Store } from './create-store.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What happens when the shopper is shown this route's screen with new data (analytics, the
     * stock check, a machine's event); never on a preload.
     */
    shown?: (screen: { loaderData: never; search: never }, store: Store) => void
  }
}

/** Runs each route's `shown` once for every new match the router settles on. */
export function runShownScreens(router: AnyRouter, store: Store) {
  let showing = new Set<string>()
  return router.subscribe('onResolved', () => {
    const matches = router.state.matches
    for (const match of matches) {
      if (showing.has(match.id) || match.status !== 'success') continue
      const route: AnyRoute | undefined = (router.routesById as Record<string, AnyRoute>)[match.routeId]
      route?.options.staticData?.shown?.(match as never, store)
    }
    showing = new Set(matches.map((match) => match.id))
  })
}
