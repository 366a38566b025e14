import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { LOCALES } from '../domain/locale.ts'
import { withBuiltScreens } from '../domain/navigation.ts'
import { applyAskedLocale } from '../app/asked-locale.ts'
import type { Store } from '../app/create-store.ts'
import { waitForSession } from '../app/wait-for-session.ts'
import { PageFrame } from '../layout/page-frame.tsx'
import { Header } from '../layout/header.tsx'
import { Footer } from '../layout/footer.tsx'
import { FOOTER_LINKS } from '../layout/footer-links.ts'
import { StoreError } from '../layout/route-error.tsx'
import { NotFoundPage } from '../layout/not-found-page.tsx'
import { PageLoading } from '../layout/page-loading.tsx'
import { useStore } from '../app/store-context.ts'
import { useIsBuilt } from '../app/use-is-built.ts'

export interface RouterContext {
  store: Store
}

const RootSearch = v.object({
  lang: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
})
import { loadShell } from '../app/load-shell.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearch,
  beforeLoad: async ({ context, search, preload }) => {
    await applyAskedLocale(search.lang, preload)
    await waitForSession(context.store.session)
  },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadShell(context.store.api, abortController.signal),
  component: RootLayout,
  pendingComponent: PageLoading,
  // The first screen replaces the server's loading frame with this one at once, never with nothing.
  pendingMs: 0,
  errorComponent: StoreError,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  const { navigation, labels } = Route.useLoaderData()
  const { site, answerBusinessPrompt } = useStore()
  const isBuilt = useIsBuilt()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { i18n: active } = useLingui()
  return (
    <PageFrame
      pathname={pathname}
      header={<Header siteName={site.name} navigation={withBuiltScreens(navigation, isBuilt)} labels={labels} />}
      footer={
        <Footer
          siteName={site.name}
          labels={labels}
          links={FOOTER_LINKS.filter((link) => isBuilt(link.path)).map((link) => ({ path: link.path, label: active._(link.label) }))}
          buildVersion={site.buildVersion}
          onBusinessAnswer={answerBusinessPrompt}
        />
      }
    >
      <Outlet />
    </PageFrame>
  )
}
