import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { RegistrationPage } from '#features/account/registration-page.tsx'

export const Route = createFileRoute('/createAccount')({
  component: RegistrationPage,
  staticData: { title: msg`Create account` },
})
