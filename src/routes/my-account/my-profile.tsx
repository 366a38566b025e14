import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMyProfile } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { ProfileSection } from '#features/account/profile-section.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/my-profile')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My profile` },
  loader: ({ context, abortController }) => loadMyProfile(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <ProfileSection customer={data} />}</ForCustomer>
  },
})
