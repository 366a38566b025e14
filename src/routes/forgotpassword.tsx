import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetPage } from '../features/account/password-reset-page.tsx'

export const Route = createFileRoute('/forgotpassword')({
  component: function Screen() {
    return <PasswordResetPage />
  },
})
