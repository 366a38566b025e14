import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountLayout } from '../../features/account/account-layout.tsx'

export const Route = createFileRoute('/my-account')({
  ssr: false,
  staticData: { secure: true, title: msg`My account` },
  component: function Screen() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
