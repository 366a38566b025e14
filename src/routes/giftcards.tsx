import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { GiftCardsPage } from '#features/catalog/gift-cards-page.tsx'
import { loadGiftCards } from '#features/catalog/load-directories.ts'

export const Route = createFileRoute('/giftcards')({
  loader: ({ context, abortController }) => loadGiftCards(context.store, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`Gift cards`), path: '/giftcards' }),
  component: function Screen() {
    return <GiftCardsPage cards={Route.useLoaderData()} />
  },
})
