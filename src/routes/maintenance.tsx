import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '#layout/maintenance-page.tsx'
import { useStore } from '#app/store-context.ts'

export const Route = createFileRoute('/maintenance')({
  component: function Screen() {
    return <MaintenancePage siteName={useStore().site.name} />
  },
})
