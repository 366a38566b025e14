import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '../features/content/content-page-view.tsx'
import { loadContentPage } from '../features/content/load-content-page.ts'

export const Route = createFileRoute('/returns-policy')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadContentPage(context.store.api, 'returns-policy', abortController.signal),
  component: function Screen() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
