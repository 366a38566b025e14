import { createFileRoute } from '@tanstack/react-router'
import { getFilterList } from '../api/catalog.ts'
import type { Locale } from '../domain/locale.ts'
import { i18n } from '../i18n/i18n.ts'
import { FlavorsPage } from '../features/catalog/flavors-page.tsx'

export const Route = createFileRoute('/flavors')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => getFilterList(context.store.api, i18n.locale as Locale, abortController.signal),
  component: () => <FlavorsPage flavors={Route.useLoaderData().flavors} />,
})
