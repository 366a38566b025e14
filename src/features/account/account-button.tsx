import { useSelector } from '@xstate/react'
import { useHydrated } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { useStore } from '../../app/store-context.ts'
import { useSignIn } from '../../app/use-sign-in.ts'

/** The header's sign-in: Sign in for a guest (back to this page after), Sign out for a customer. */
export function AccountButton() {
  const store = useStore()
  const signIn = useSignIn()
  // The browser knows who is signed in: the server's page, and the browser's until it takes over, show Sign in.
  const hydrated = useHydrated()
  const signedIn = useSelector(store.session, (state) => state.hasTag('signedIn')) && hydrated
  const signingIn = useSelector(store.signIn, (state) => state.hasTag('busy')) && hydrated
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
    <Button variant="quiet" className="account-button" isPending={signingIn} onPress={signIn}>
      <Trans>Sign in</Trans>
    </Button>
  )
}
