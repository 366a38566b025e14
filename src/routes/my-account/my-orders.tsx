import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadMyOrders } from '#features/account/load-my-account.ts'
import { ForCustomer } from '#features/account/account-layout.tsx'
import { MyOrders } from '#features/account/my-orders.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/my-orders')({
  ...customerScreen,
  staticData: { secure: true, title: msg`My orders` },
  loader: ({ context, abortController }) => loadMyOrders(context.store, abortController.signal),
  component: function Screen() {
    return <ForCustomer data={Route.useLoaderData()}>{(data) => <MyOrders orders={data} />}</ForCustomer>
  },
})
