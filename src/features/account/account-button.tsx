import { useSelector } from '@xstate/react'
import { useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { useStore } from '../../app/store-context.ts'

/** The header's sign-in: Sign in for a guest (back to this page after), Sign out for a customer. */
export function AccountButton() {
  const store = useStore()
  const signedIn = useSelector(store.session, (state) => state.hasTag('signedIn'))
  const signingIn = useSelector(store.signIn, (state) => state.hasTag('busy'))
  const location = useLocation()
  if (signedIn) {
    return (
      <>
        <Link to="/my-account" className="account-button">
          <Trans>My account</Trans>
        </Link>
        <Button variant="quiet" className="account-button" onPress={() => store.session.send({ type: 'session.signOut' })}>
          <Trans>Sign out</Trans>
        </Button>
      </>
    )
  }
  return (
    <Button
      variant="quiet"
      className="account-button"
      isPending={signingIn}
      onPress={() => store.signIn.send({ type: 'signIn.start', returnTo: location.href })}
    >
      <Trans>Sign in</Trans>
    </Button>
  )
}
