import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '../features/account/registration-page.tsx'

export const Route = createFileRoute('/createAccount')({
  component: RegistrationPage,
})
