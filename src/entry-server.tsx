import { setupI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { catalogs } from '#i18n/i18n.ts'
import { chooseLocale, htmlLang, type Locale } from '#domain/locale.ts'
import { PAGE_COOKIES, type RenderPage } from '#domain/page-render.ts'
import { memoryStorage, SessionKey } from '#api/session-values.ts'
import { createStore } from '#app/create-store.ts'
import { StoreContext } from '#app/store-context.ts'
import { createStoreRouter } from './router.tsx'
import { isLandingAddress } from '#app/screens.ts'

function cookiesOf(request: Request): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    try {
      cookies.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()))
    } catch {
      // A cookie that is not ours, in an encoding we do not read.
    }
  }
  return cookies
}

const ignore = () => {}

function errorPage(i18n: I18n, url: URL): Response {
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <html lang={htmlLang(i18n.locale as Locale)}>
        <head>
          <meta charSet="UTF-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{i18n._(msg`Oops, there is an error!`)}</title>
        </head>
        <body>
          <main>
            <h1>
              <Trans>Oops, there is an error!</Trans>
            </h1>
            <a href={url.pathname + url.search}>
              <Trans>Try again?</Trans>
            </a>
          </main>
        </body>
      </html>
    </I18nProvider>,
  )
  return new Response(`<!DOCTYPE html>${html}`, { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' } })
}

/**
 * The page a request asks for, rendered on the server in the shopper's language and for their
 * location: the store is made for this request alone and never started, so it reads no browser
 * storage, mints no handshake and calls the API in the same process.
 */
export const renderPage: RenderPage = async ({ request, site, location, nonce, api, headTags }) => {
  const url = new URL(request.url)
  const cookies = cookiesOf(request)
  const locale = chooseLocale(url, cookies.get(PAGE_COOKIES.locale) ?? null)
  const i18n = setupI18n({ locale, messages: { [locale]: (await catalogs[locale]()).messages } })
  const storage = memoryStorage()
  if (location) storage.setItem(SessionKey.locationNumber, String(location))
  const store = createStore({
    tabStorage: storage,
    lastingStorage: memoryStorage(),
    locale: () => locale,
    i18n,
    url,
    site,
    track: ignore,
    navigate: ignore,
    leave: ignore,
    showCheckoutStep: ignore,
    focusFirstError: ignore,
    reload: ignore,
    refresh: ignore,
    leaveSecurePage: ignore,
    here: () => '/',
    watchKept: () => ignore,
    online: () => true,
    watchConnection: () => ignore,
    fetch: api,
    baseURL: url.origin,
    onServer: true,
  })
  // The server has its flows at hand for the screens that show one (a form); it never starts them.
  await store.wake()
  const router = createStoreRouter(store, nonce || undefined)
  const handler = createRequestHandler({ request, createRouter: () => router })
  const rendered = await handler(({ responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <StoreContext value={store}>
          <I18nProvider i18n={i18n}>
            <RouterServer router={router} />
          </I18nProvider>
        </StoreContext>
      ),
    }),
  )
  // The router's own redirect: an address whose search it puts right (`?page=-4` to the list's first page).
  if (rendered.status >= 300 && rendered.status < 400) return rendered
  const html = await rendered.text()
  // A view that crashed while the server rendered it: the error screen, and a way to try again.
  if (!html.includes('</head>')) return errorPage(i18n, url)
  const headers = new Headers(rendered.headers)
  // The page depends on the shopper's cookies: no shared cache keeps it.
  headers.set('Cache-Control', 'private, no-cache')
  const routeIds = router.state.matches.map((match) => match.routeId)
  return new Response(html.replace('</head>', `${headTags(routeIds, isLandingAddress(router, url.pathname))}</head>`), {
    status: rendered.status,
    headers,
  })
}
