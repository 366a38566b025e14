import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { pageHead } from '#app/page-head.ts'
import { useLingui } from '@lingui/react/macro'
import { HomePage } from '#features/catalog/home-page.tsx'

const root = getRouteApi('__root__')
import { homeShown } from '#app/screens-shown.ts'
import { loadHome } from '#features/catalog/load-home.ts'

export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadHome(context.store, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { path: '/' }),
  staticData: { landing: true, shown: homeShown },
  component: Home,
})

function Home() {
  const data = Route.useLoaderData()
  const { labels } = root.useLoaderData()
  const { t } = useLingui()
  return <HomePage welcome={labels['home.welcome'] ?? t`Find your next favorite snack`} {...data} />
}
