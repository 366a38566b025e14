import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMyProfile } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { AddressBook } from '#features/account/address-book.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'
import { myAddressesShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/my-account/my-addresses')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My addresses`, shown: myAddressesShown },
  loader: ({ context, abortController }) => loadMyProfile(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <AddressBook addresses={data.accountAddresses} />}</ForCustomer>
  },
})
