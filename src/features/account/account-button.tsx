import { Trans } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { AccountIcon } from '#components/ui/icons.tsx'
import { useStore } from '#app/store-context.ts'
import { useSignIn } from '#app/use-sign-in.ts'
import { useMemberView } from '#app/use-member-view.ts'
import { isRecallingSignIn } from '#machines/session/session.selectors.ts'

/** Nobody known to be signed in: the server's page, and the browser's until the store's flows say otherwise. */
const SIGNED_OUT = { signedIn: false, knowing: false }
/** A browser that kept a sign-in, until the store's flows have read it. */
const RECALLING = { signedIn: false, knowing: true }
const IDLE = { signingIn: false }

/** The header's sign-in: Sign in for a guest (back to this page after), My account and Sign out for a customer. */
export function AccountButton() {
  const store = useStore()
  const signIn = useSignIn()
  const { signedIn, knowing } = useMemberView(
    'session',
    (state) => ({ signedIn: state.hasTag('signedIn'), knowing: isRecallingSignIn(state) }),
    store.knowsShopper ? RECALLING : SIGNED_OUT,
    SIGNED_OUT,
  )
  const { signingIn } = useMemberView('signInRoundTrip', (state) => ({ signingIn: state.hasTag('busy') }), IDLE)
  if (signedIn) {
    return (
      <span className="account-button">
        <Link to="/my-account" className="header-action">
          <AccountIcon />
          <span className="label-on-wide">
            <Trans>My account</Trans>
          </span>
        </Link>
        <Button variant="quiet" className="header-action account-button__sign-out" onPress={() => store.send('session', { type: 'session.signOut' })}>
          <Trans>Sign out</Trans>
        </Button>
      </span>
    )
  }
  return (
    <span className="account-button">
      <Button variant="quiet" className="header-action" isPending={signingIn || knowing} onPress={signIn}>
        <AccountIcon />
        <span className="label-on-wide">
          <Trans>Sign in</Trans>
        </span>
      </Button>
    </span>
  )
}
