import { createFileRoute } from '@tanstack/react-router'
import { loadMyAccount } from '../../features/account/load-my-account.ts'
import { MyAccountPage } from '../../features/account/my-account-page.tsx'

export const Route = createFileRoute('/my-account/')({
  staticData: { secure: true },
  loader: ({ context, abortController }) => loadMyAccount(context.store, abortController.signal),
  component: function Screen() {
    return <MyAccountPage account={Route.useLoaderData()} />
  },
})
