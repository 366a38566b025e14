import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { getHomeBannerList } from '../api/content.ts'
import type { Locale } from '../domain/locale.ts'
import { i18n } from '../i18n/i18n.ts'
import { HomePage } from '../features/home/home-page.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => getHomeBannerList(context.store.api, i18n.locale as Locale, abortController.signal),
  component: Home,
})

function Home() {
  const banners = Route.useLoaderData()
  const { labels } = root.useLoaderData()
  const { t } = useLingui()
  return <HomePage welcome={labels['home.welcome'] ?? t`Find your next favorite snack`} banners={banners} />
}
