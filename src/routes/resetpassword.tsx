import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { textParam } from '#domain/params.ts'
import { PasswordResetPage } from '#features/account/password-reset-page.tsx'

export const Route = createFileRoute('/resetpassword')({
  ssr: false,
  validateSearch: ({ token }: Record<string, unknown>): { token?: string } => ({ token: textParam(token, 200) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch()
    return <PasswordResetPage token={token ?? ''} />
  },
  staticData: { title: msg`Choose a new password` },
})
