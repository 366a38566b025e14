import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountLayout } from '../../features/account/account-layout.tsx'

export const Route = createFileRoute('/my-account')({
  ssr: false,
  staticData: { secure: true },
  component: function Screen() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
