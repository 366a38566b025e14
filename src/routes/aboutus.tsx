import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '../features/content/content-page-view.tsx'
import { loadContentPage } from '../features/content/load-content-page.ts'

export const Route = createFileRoute('/aboutus')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadContentPage(context.store.api, 'aboutus', abortController.signal),
  component: function Screen() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
