import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { routeTree } from './routeTree.gen.ts'
import { activateLocale, i18n, LOCALE_STORAGE_KEY } from './i18n/i18n.ts'
import { chooseLocale, type Locale } from './domain/locale.ts'
import { browserDataLayer, createTracker } from './analytics/data-layer.ts'
import { memoryStorage } from './api/session-values.ts'
import { createStore } from './app/create-store.ts'
import { StoreContext } from './app/store-context.ts'
import { onSecurePage, runShownScreens } from './app/screens.ts'
import { isStepRedirect } from './domain/checkout-form.ts'
import { readSiteConfig } from './app/site-config.ts'
import { pathWithoutLocale } from './app/locale-path.ts'
import { RouteError } from './layout/route-error.tsx'
import { NotFoundPage } from './layout/not-found-page.tsx'
import './styles.css'

function browserStorage(kind: 'sessionStorage' | 'localStorage') {
  try {
    return window[kind]
  } catch {
    return memoryStorage()
  }
}

async function boot() {
  const url = new URL(window.location.href)
  const locale = chooseLocale(url, browserStorage('localStorage').getItem(LOCALE_STORAGE_KEY))
  const cleanPath = pathWithoutLocale(url.pathname)
  if (cleanPath !== url.pathname) window.history.replaceState(null, '', cleanPath + url.search + url.hash)
  await activateLocale(locale, browserStorage('localStorage'))

  const site = readSiteConfig()
  // Product owners watch the live statecharts; the inspector is fetched only when asked for, where the site allows it.
  const inspect = site.inspect && url.searchParams.has('inspect') ? (await import('@statelyai/inspect')).createBrowserInspector().inspect : undefined
  const track = createTracker(browserDataLayer())
  const store = createStore({
    storage: browserStorage('sessionStorage'),
    keep: browserStorage('localStorage'),
    locale: () => i18n.locale as Locale,
    url,
    site,
    track,
    inspect,
    navigate: (destination) =>
      void ('href' in destination
        ? destination.replace
          ? router.history.replace(destination.href)
          : router.history.push(destination.href)
        : router.navigate(destination)),
    leave: (address) => window.location.assign(address),
    showCheckoutStep: (step) => {
      const inAddress = window.location.hash.slice(1)
      if (inAddress !== step) void router.navigate({ to: '/checkout', hash: step, replace: isStepRedirect(inAddress, step) })
    },
    // After the errors are on the page.
    focusFirstError: () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main input[aria-invalid="true"], main [data-invalid] > button')?.focus()),
    reload: () => window.location.reload(),
    refresh: () => void router.invalidate(),
    leaveSecurePage: () => void (onSecurePage(router) && router.navigate({ to: '/' })),
    watchKept: (changed) => {
      const listener = (event: StorageEvent) => changed(event.key)
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  })
  store.start()

  const router = createRouter({
    routeTree,
    context: { store },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
  })
  router.subscribe('onResolved', ({ toLocation }) => {
    track({ event: 'page_view', page_path: toLocation.pathname, page_title: document.title, language: i18n.locale, site: site.id })
  })
  runShownScreens(router, store)

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreContext value={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StoreContext>
    </StrictMode>,
  )
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter<typeof routeTree>>
  }
}

void boot()
