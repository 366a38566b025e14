import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ChangePasswordPage } from '#features/account/change-password-page.tsx'
import { changePasswordShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/changepassword')({
  ssr: false,
  staticData: { secure: true, title: msg`Change password`, shown: changePasswordShown },
  component: ChangePasswordPage,
})
