import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMyMixes } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { SavedMixes } from '#features/account/saved-mixes.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/my-variety-packs')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My variety packs` },
  loader: ({ context, abortController }) => loadMyMixes(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <SavedMixes mixes={data} />}</ForCustomer>
  },
})
