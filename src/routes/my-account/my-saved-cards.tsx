import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMySavedCards } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { SavedCards } from '#features/account/saved-cards.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/my-saved-cards')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My saved cards` },
  loader: ({ context, abortController }) => loadMySavedCards(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <SavedCards cards={data} />}</ForCustomer>
  },
})
