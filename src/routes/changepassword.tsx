import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../features/account/change-password-page.tsx'

export const Route = createFileRoute('/changepassword')({
  ssr: false,
  staticData: { secure: true },
  component: ChangePasswordPage,
})
