import { createFileRoute } from '@tanstack/react-router'
import { VarietyPackPage } from '../../features/multipack/variety-pack-page.tsx'
import { loadVarietyPacks } from '../../features/multipack/load-builder.ts'

export const Route = createFileRoute('/varietypack/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadVarietyPacks(context.store.api, abortController.signal),
  component: function Screen() {
    return <VarietyPackPage mixes={Route.useLoaderData()} />
  },
})
