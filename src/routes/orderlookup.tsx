import { createFileRoute } from '@tanstack/react-router'
import { SERVED_PAGE_TITLES } from '../app/page-head.ts'
import { OrderLookupPage } from '../features/checkout/order-lookup-page.tsx'

export const Route = createFileRoute('/orderlookup')({
  component: OrderLookupPage,
  staticData: { title: SERVED_PAGE_TITLES.orderLookup },
})
