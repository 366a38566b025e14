import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { getHomeBannerList } from '../api/content.ts'
import { getBestSellers, getHomeData, getStaffPicks } from '../api/catalog.ts'
import type { Locale } from '../domain/locale.ts'
import { i18n } from '../i18n/i18n.ts'
import { HomePage } from '../features/home/home-page.tsx'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context, abortController }) => {
    const { api } = context.store
    const locale = i18n.locale as Locale
    const signal = abortController.signal
    const [banners, home, bestSellers, staffPicks] = await Promise.all([
      getHomeBannerList(api, locale, signal),
      getHomeData(api, locale, signal),
      getBestSellers(api, locale, signal),
      getStaffPicks(api, locale, signal),
    ])
    return { banners, home, bestSellers, staffPicks }
  },
  component: Home,
})

function Home() {
  const data = Route.useLoaderData()
  const { labels } = root.useLoaderData()
  const { t } = useLingui()
  return <HomePage welcome={labels['home.welcome'] ?? t`Find your next favorite snack`} {...data} />
}
