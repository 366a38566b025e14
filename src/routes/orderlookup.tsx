import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { OrderLookupPage } from '#features/checkout/order-lookup-page.tsx'

export const Route = createFileRoute('/orderlookup')({
  component: OrderLookupPage,
  staticData: { title: msg`Order lookup` },
})
