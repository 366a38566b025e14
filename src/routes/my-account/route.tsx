import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountLayout } from '#features/account/account-layout.tsx'

const TITLE = msg`My account`

// The account's frame (its heading, its pages, signing out) is every customer's: it comes with the page
// from the server, and each page of the customer's own data is drawn in it in the browser. A guest is
// asked to sign in once the store knows who is shopping.
export const Route = createFileRoute('/my-account')({
  staticData: { secure: true, title: TITLE },
  component: function Screen() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
