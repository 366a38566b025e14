import { createFileRoute } from '@tanstack/react-router'
import { GiftCardsPage } from '../features/catalog/gift-cards-page.tsx'
import { loadGiftCards } from '../features/catalog/load-directories.ts'

export const Route = createFileRoute('/giftcards')({
  loader: ({ context, abortController }) => loadGiftCards(context.store.api, abortController.signal),
  component: function Screen() {
    return <GiftCardsPage cards={Route.useLoaderData()} />
  },
})
