import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '#app/page-head.ts'
import { ContentPageView } from '#features/content/content-page-view.tsx'
import { loadContentPage } from '#features/content/load-content-page.ts'

export const Route = createFileRoute('/faq')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadContentPage(context.store, 'faq', abortController.signal),
  head: ({ match, loaderData: page }) => pageHead(match.context.store, { title: page?.title, path: '/faq' }),
  staticData: { landing: true },
  component: function Screen() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
