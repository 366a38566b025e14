import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import type { Store } from '#app/create-store.ts'
import { RouteError } from '#layout/route-error.tsx'
import { NotFoundPage } from '#layout/lazy-not-found-page.ts'

/** The store's router, made alike for the page the server renders and the page the browser takes over. */
export function createStoreRouter(store: Store, nonce?: string) {
  return createRouter({
    routeTree,
    context: { store },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    ...(nonce ? { ssr: { nonce } } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createStoreRouter>
  }
}
