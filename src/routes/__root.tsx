import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { LOCALES } from '../domain/locale.ts'
import { withBuiltScreens } from '../domain/navigation.ts'
import { applyAskedLocale } from '../features/shell/asked-locale.ts'
import type { Store } from '../features/shell/create-store.ts'
import { waitForSession } from '../features/shell/wait-for-session.ts'
import { PageFrame } from '../features/shell/page-frame.tsx'
import { Header } from '../features/shell/header.tsx'
import { Footer } from '../features/shell/footer.tsx'
import { FOOTER_LINKS } from '../features/shell/footer-links.ts'
import { StoreError } from '../features/shell/route-error.tsx'
import { NotFoundPage } from '../features/shell/not-found-page.tsx'
import { Loading } from '../features/shell/loading.tsx'
import { useStore } from '../features/shell/store-context.ts'
import { useIsBuilt } from '../features/shell/use-is-built.ts'

export interface RouterContext {
  store: Store
}

const RootSearch = v.object({
  lang: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
})
import { loadShell } from '../features/shell/load-shell.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearch,
  beforeLoad: async ({ context, search, preload }) => {
    await applyAskedLocale(search.lang, preload)
    await waitForSession(context.store.session)
  },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadShell(context.store.api, abortController.signal),
  component: RootLayout,
  pendingComponent: Loading,
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
