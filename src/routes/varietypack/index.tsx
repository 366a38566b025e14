import { createFileRoute } from '@tanstack/react-router'
import { getRecommendedMixes } from '../../api/mixes.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'
import { VarietyPackPage } from '../../features/multipack/variety-pack-page.tsx'

export const Route = createFileRoute('/varietypack/')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => getRecommendedMixes(context.store.api, i18n.locale as Locale, abortController.signal),
  component: () => <VarietyPackPage mixes={Route.useLoaderData()} />,
})
