import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '#app/page-head.ts'
import { ContentPageView } from '#features/content/content-page-view.tsx'
import { loadContentPage } from '#features/content/load-content-page.ts'

export const Route = createFileRoute('/aboutus')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadContentPage(context.store, 'aboutus', abortController.signal),
  head: ({ match, loaderData: page }) => pageHead(match.context.store, { title: page?.title, path: '/aboutus' }),
  staticData: { landing: true },
  component: function Screen() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
