import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { useStore } from '../../app/store-context.ts'
import { useSignIn } from '../../app/use-sign-in.ts'

/** The header's sign-in: Sign in for a guest (back to this page after), Sign out for a customer. */
export function AccountButton() {
  const store = useStore()
  const signIn = useSignIn()
  const signedIn = useSelector(store.session, (state) => state.hasTag('signedIn'))
  const signingIn = useSelector(store.signIn, (state) => state.hasTag('busy'))
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
