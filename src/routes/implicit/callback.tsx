import { createFileRoute } from '@tanstack/react-router'
import { SigningInPage } from '#features/account/signing-in-page.tsx'

export const Route = createFileRoute('/implicit/callback')({
  ssr: false,
  component: SigningInPage,
})
