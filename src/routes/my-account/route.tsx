import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountLayout } from '../../features/account/account-layout.tsx'
import { ScreenPending } from '../../layout/screen-pending.tsx'

const TITLE = msg`My account`

export const Route = createFileRoute('/my-account')({
  ssr: false,
  // The account is the customer's own, drawn in the browser; its heading comes with the page.
  pendingComponent: () => <ScreenPending title={TITLE} />,
  // The pending view is the server's page: the screen replaces it as soon as it is ready, not half a second later.
  pendingMinMs: 0,
  staticData: { secure: true, title: TITLE },
  component: function Screen() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
