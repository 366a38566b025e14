import { createFileRoute } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'
import { AuthNotice } from '#features/account/auth-form.tsx'

/** Where Google sends the shopper back; the server finishes the sign-in, and this page is shown only when it could not. */
function GoogleSignInFailed() {
  const { t } = useLingui()
  return (
    <AuthNotice title={t`Sign in with Google`} alert>
      <p>
        <Trans>Sign-in did not finish. Please try again.</Trans>
      </p>
      <Link to="/">
        <Trans>Back to the store</Trans>
      </Link>
    </AuthNotice>
  )
}

export const Route = createFileRoute('/implicit/ssocallback')({
  ssr: false,
  component: GoogleSignInFailed,
})
