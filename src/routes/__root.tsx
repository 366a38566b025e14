import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { askedLocale, htmlLang, type Locale } from '#domain/locale.ts'
import { withBuiltScreens } from '#domain/navigation.ts'
import { applyAskedLocale } from '#app/asked-locale.ts'
import type { Store } from '#app/create-store.ts'
import { PageFrame } from '#layout/page-frame.tsx'
import { Header } from '#layout/header.tsx'
import { Footer } from '#layout/footer.tsx'
import { FOOTER_LINKS, REWARDS_LINK_LABELS } from '#layout/footer-links.ts'
import { rewardsLinks } from '#domain/site.ts'
import { StoreError } from '#layout/route-error.tsx'
import { NotFoundPage } from '#layout/lazy-not-found-page.ts'
import { PageLoading } from '#layout/page-loading.tsx'
import { HeldActsScript } from '#layout/held-acts-script.tsx'
import { useStore } from '#app/store-context.ts'
import { useIsBuilt } from '#app/use-is-built.ts'
import { siteTitle } from '#app/page-head.ts'

export interface RouterContext {
  store: Store
}

/** `?lang=es-us` on any address: the language the page was asked for; anything else is dropped. */
const rootSearchOf = ({ lang }: Record<string, unknown>): { lang?: Locale } => ({ lang: askedLocale(lang) })

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchOf,
  beforeLoad: async ({ context, search, preload }) => {
    // The server renders in the language the request asked for, and its calls need no handshake.
    if (context.store.onServer) return
    await applyAskedLocale(search.lang, preload)
    // A screen the browser loads on a navigation needs the store's flows loaded; its calls wait for the store to open.
    await context.store.wake()
  },
  shellComponent: Document,
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  // The frame's navigation and labels are loaded once a page, and again for another language or location (which reload it), not with
  // every screen; the frame of a language left is forgotten at once, so an address without `?lang` loads it in the language now shown.
  staleTime: Infinity,
  gcTime: 0,
  // Loaded with the first screen the browser loads itself: a page the server rendered carries the shell's data.
  loader: async ({ context, abortController }) => (await import('#app/load-shell.ts')).loadShell(context.store, abortController.signal),
  head: ({ match, matches }) => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // A page for search engines names itself in its own head; a shopper's own page by its title here; the site's name stands for the rest.
      { title: siteTitle(match.context.store, matches.findLast((shown) => shown.staticData.title)?.staticData.title) },
      { name: 'description', content: match.context.store.i18n._(msg`Snacks from independent makers, delivered.`) },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  component: RootLayout,
  pendingComponent: PageLoading,
  // A screen the browser loads shows this at once, never nothing.
  pendingMs: 0,
  errorComponent: StoreError,
  notFoundComponent: NotFoundPage,
})

/** The whole document, rendered by the server and taken over by the browser. */
function Document({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return (
    <html lang={htmlLang(active.locale as Locale)}>
      <head>
        <HeldActsScript />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const { navigation, labels } = Route.useLoaderData()
  const { site, answerBusinessPrompt, businessQuestionDue } = useStore()
  const isBuilt = useIsBuilt()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Another page is on its way (not this one's filters, step or data read again, which keep the shopper's place).
  const leaving = useRouterState({ select: (state) => state.status === 'pending' && state.location.pathname !== state.resolvedLocation?.pathname })
  const { i18n: active } = useLingui()
  return (
    <PageFrame
      pathname={pathname}
      leaving={leaving}
      header={<Header siteName={site.name} navigation={withBuiltScreens(navigation, isBuilt)} labels={labels} />}
      footer={
        <Footer
          siteName={site.name}
          labels={labels}
          links={FOOTER_LINKS.filter((link) => isBuilt(link.path)).map((link) => ({ path: link.path, label: active._(link.label) }))}
          rewards={rewardsLinks(site, active.locale as Locale).map((link) => ({ href: link.href, label: active._(REWARDS_LINK_LABELS[link.kind]) }))}
          buildVersion={site.buildVersion}
          onBusinessAnswer={answerBusinessPrompt}
          businessQuestionDue={businessQuestionDue}
        />
      }
    >
      <Outlet />
    </PageFrame>
  )
}
