import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '../features/shell/maintenance-page.tsx'
import { useStore } from '../features/shell/store-context.ts'

export const Route = createFileRoute('/maintenance')({
  component: () => <MaintenancePage siteName={useStore().site.name} />,
})
