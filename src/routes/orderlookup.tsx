import { createFileRoute } from '@tanstack/react-router'
import { OrderLookupPage } from '../features/checkout/order-lookup-page.tsx'

export const Route = createFileRoute('/orderlookup')({
  component: OrderLookupPage,
})
