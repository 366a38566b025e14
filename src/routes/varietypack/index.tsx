import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { VarietyPackPage } from '#features/multipack/variety-pack-page.tsx'
import { loadVarietyPacks } from '#features/multipack/load-builder.ts'

export const Route = createFileRoute('/varietypack/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadVarietyPacks(context.store, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`Variety packs`), path: '/varietypack' }),
  staticData: { landing: true },
  component: function Screen() {
    return <VarietyPackPage multipacks={Route.useLoaderData()} />
  },
})
