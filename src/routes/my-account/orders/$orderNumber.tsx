import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { siteTitle } from '#app/page-head.ts'
import { loadMyOrder } from '#features/account/load-my-account.ts'
import { MyOrderPage } from '#features/account/my-order-page.tsx'
import { ItemNotFound } from '#features/catalog/not-found-item.tsx'
import { customerScreen } from '#layout/customer-screen.tsx'

export const Route = createFileRoute('/my-account/orders/$orderNumber')({
  ...customerScreen,
  staticData: { secure: true },
  loader: ({ context, params, abortController }) => loadMyOrder(context.store, params.orderNumber, abortController.signal),
  notFoundComponent: ItemNotFound,
  component: function Screen() {
    return <MyOrderPage order={Route.useLoaderData()} />
  },
  head: ({ match, params }) => ({ meta: [{ title: siteTitle(match.context.store, msg`Order ${params.orderNumber}`) }] }),
})
