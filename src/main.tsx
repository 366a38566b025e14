import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { I18nProvider } from '@lingui/react'
import { activateLocale, allMessages, i18n } from '#i18n/i18n.ts'
import { localeOfHtml, type Locale } from '#domain/locale.ts'
import { browserDataLayer, createTracker } from '#analytics/data-layer.ts'
import { memoryStorage, SessionKey } from '#api/session-values.ts'
import { mirroredInCookies } from '#app/cookie-mirror.ts'
import { PAGE_COOKIES } from '#domain/page-render.ts'
import { createStore } from '#app/create-store.ts'
import { StoreContext } from '#app/store-context.ts'
import { isLandingAddress, onSecurePage, runShownScreens } from '#app/screens.ts'
import { isStepRedirect } from '#domain/checkout-step.ts'
import { readSiteConfig } from '#app/site-config.ts'
import { keepConfigFlags, keptConfigFlags, readConfigFlags } from '#app/config-flags.ts'
import { createStoreRouter } from './router.tsx'
import './styles.css'

function browserStorage(kind: 'sessionStorage' | 'localStorage') {
  try {
    return window[kind]
  } catch {
    return memoryStorage()
  }
}

/**
 * Marks the page as taken over by the browser's app (`<html data-hydrated>`): from then on every
 * control answers. It wraps the app rather than sitting beside it, so the tree (and every id React
 * derives from it) is the one the server rendered.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), [])
  return children
}

/**
 * The next task: taking the page over in steps lets the browser answer the shopper between them, so
 * none holds the page for long. A message to itself, which a tab opened in the background does not
 * slow down as it does timers.
 */
function nextTask() {
  const channel = new MessageChannel()
  return new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

async function boot() {
  const url = new URL(window.location.href)
  // The language the server rendered the page in, which it chose from the address or what the shopper chose before.
  const locale = localeOfHtml(document.documentElement.lang)
  await activateLocale(locale, browserStorage('localStorage'))

  const site = readSiteConfig()
  // Product owners watch the live statecharts; the inspector is fetched only when asked for, where the site allows it.
  const inspect = site.inspect && url.searchParams.has('inspect') ? (await import('@statelyai/inspect')).createBrowserInspector().inspect : undefined
  const storage = mirroredInCookies(browserStorage('sessionStorage'), { [SessionKey.locationNumber]: PAGE_COOKIES.location })
  // The store's configuration flags, as this page brought them, are the session's (SPEC §3).
  const flags = readConfigFlags()
  if (flags) keepConfigFlags(storage, flags)
  const track = createTracker(browserDataLayer(), () => keptConfigFlags(storage)?.gtmEvents ?? true)
  // The location chosen in this tab names the next page the server renders, in this tab or another.
  const location = storage.getItem(SessionKey.locationNumber)
  if (location) storage.setItem(SessionKey.locationNumber, location)
  const store = createStore({
    tabStorage: storage,
    lastingStorage: browserStorage('localStorage'),
    locale: () => i18n.locale as Locale,
    i18n,
    allMessages,
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
      // Shown while checkout is the page: a step answered after the shopper left does not bring them back.
      if (window.location.pathname !== '/checkout') return
      const inAddress = window.location.hash.slice(1)
      // The address keeps the language asked for: the step changes, not the page, so the frame is not loaded again.
      if (inAddress !== step) void router.navigate({ to: '/checkout', search: ({ lang }) => ({ lang }), hash: step, replace: isStepRedirect(inAddress, step) })
    },
    // After the errors are on the page.
    focusFirstError: () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main input[aria-invalid="true"], main select[aria-invalid="true"]')?.focus()),
    reload: () => window.location.reload(),
    refresh: () => void router.invalidate(),
    leaveSecurePage: () => void (onSecurePage(router) && router.navigate({ to: '/' })),
    here: () => window.location.pathname + window.location.search + window.location.hash,
    watchKept: (changed) => {
      const listener = (event: StorageEvent) => changed(event.key)
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
    online: () => navigator.onLine,
    watchConnection: (changed) => {
      const online = () => changed(true)
      const offline = () => changed(false)
      window.addEventListener('online', online)
      window.addEventListener('offline', offline)
      return () => {
        window.removeEventListener('online', online)
        window.removeEventListener('offline', offline)
      }
    },
  })
  await nextTask()
  const router = createStoreRouter(store)
  const pageViewed = (pathname: string) => track({ event: 'page_view', page_path: pathname, page_title: document.title, language: i18n.locale, site: site.id })
  router.subscribe('onResolved', ({ toLocation }) => pageViewed(toLocation.pathname))
  const showScreens = runShownScreens(router, store)

  // A page past the landing pages shows any of the store's strings (its title among them) from the start.
  const landing = isLandingAddress(router, url.pathname)
  if (!landing) await allMessages()
  // The router takes over the server's page with the data it rendered, then React takes over its markup.
  await nextTask()
  await hydrate(router)
  ;(window as { $_TSR?: { h: () => void } }).$_TSR?.h()
  // A landing page is taken over at once, and the store's flows load when the shopper first acts, or
  // beside it when the browser keeps a cart, a sign-in or a zip code to show; any other page shows a flow from the start.
  if (!landing || inspect) await store.wake()
  else if (store.knowsShopper) void store.wake()

  await nextTask()
  // React takes the page over in a transition: in slices of a few milliseconds, so the page answers a tap meanwhile.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StoreContext value={store}>
          <I18nProvider i18n={i18n}>
            <TakenOver>
              <RouterProvider router={router} />
            </TakenOver>
          </I18nProvider>
        </StoreContext>
      </StrictMode>,
    )
  })
  // A page the server rendered whole is settled on without a navigation; one it left to the browser settles as it loads.
  if (router.state.resolvedLocation) {
    pageViewed(router.state.location.pathname)
    showScreens()
  }
}

void boot()
