import { createFileRoute } from '@tanstack/react-router'
import { SERVED_PAGE_TITLES } from '../app/page-head.ts'
import { PasswordResetPage } from '../features/account/password-reset-page.tsx'

export const Route = createFileRoute('/forgotpassword')({
  component: function Screen() {
    return <PasswordResetPage />
  },
  staticData: { title: SERVED_PAGE_TITLES.forgotPassword },
})
