import { createFileRoute } from '@tanstack/react-router'
import { SERVED_PAGE_TITLES } from '../app/page-head.ts'
import { RegistrationPage } from '../features/account/registration-page.tsx'

export const Route = createFileRoute('/createAccount')({
  component: RegistrationPage,
  staticData: { title: SERVED_PAGE_TITLES.createAccount },
})
