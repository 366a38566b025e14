import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PasswordResetPage } from '../features/account/password-reset-page.tsx'

export const Route = createFileRoute('/resetpassword')({
  ssr: false,
  validateSearch: v.object({ token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch()
    return <PasswordResetPage token={token ?? ''} />
  },
})
