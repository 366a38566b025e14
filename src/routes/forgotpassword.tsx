import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PasswordResetPage } from '#features/account/password-reset-page.tsx'

export const Route = createFileRoute('/forgotpassword')({
  component: function Screen() {
    return <PasswordResetPage />
  },
  staticData: { title: msg`Forgot your password?` },
})
