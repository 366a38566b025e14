import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { useStore } from '../../app/store-context.ts'
import { useSignIn } from '../../app/use-sign-in.ts'
import { useMemberView } from '../../app/use-member-view.ts'

/** Nobody known to be signed in: the server's page, and the browser's until the store's flows say otherwise. */
const SIGNED_OUT = { signedIn: false }
const IDLE = { signingIn: false }

/** The header's sign-in: Sign in for a guest (back to this page after), Sign out for a customer. */
export function AccountButton() {
  const store = useStore()
  const signIn = useSignIn()
  const { signedIn } = useMemberView('session', (state) => ({ signedIn: state.hasTag('signedIn') }), SIGNED_OUT)
  const { signingIn } = useMemberView('signIn', (state) => ({ signingIn: state.hasTag('busy') }), IDLE)
  if (signedIn) {
    return (
      <>
        <Link to="/my-account" className="account-button">
          <Trans>My account</Trans>
        </Link>
        <Button variant="quiet" className="account-button" onPress={() => store.send('session', { type: 'session.signOut' })}>
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
