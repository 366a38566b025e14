import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountLayout } from '../../features/account/account-layout.tsx'
import { sessionFirst } from '../../app/create-store.ts'

export const Route = createFileRoute('/my-account')({
  ssr: false,
  beforeLoad: sessionFirst,
  staticData: { secure: true, title: msg`My account` },
  component: function Screen() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
