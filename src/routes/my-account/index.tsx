import { createFileRoute } from '@tanstack/react-router'
import { MyAccountPage } from '#features/account/my-account-page.tsx'

export const Route = createFileRoute('/my-account/')({
  staticData: { secure: true },
  component: MyAccountPage,
})
