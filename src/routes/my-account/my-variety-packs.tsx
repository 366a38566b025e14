import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMyMultipacks } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { SavedMultipacks } from '#features/account/saved-multipacks.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/my-variety-packs')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My variety packs` },
  loader: ({ context, abortController }) => loadMyMultipacks(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <SavedMultipacks multipacks={data} />}</ForCustomer>
  },
})
