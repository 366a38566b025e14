import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'

/** SPEC §8: an email that has an account is told to sign in; the message is split where the way there begins, and that part is the way. */
export function SignInInstead({ way, onPress }: { way: 'google' | 'rewards'; onPress: () => void }) {
  return (
    <>
      <Trans>Account already exists. Please login</Trans>{' '}
      <Button variant="quiet" onPress={onPress}>
        {way === 'google' ? <Trans>through Google sign in</Trans> : <Trans>through Snackfolk Rewards sign in</Trans>}
      </Button>
    </>
  )
}
