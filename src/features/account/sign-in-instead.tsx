import { useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { useStore } from '#app/store-context.ts'
import { messageFor } from '#i18n/messages.ts'
import { SIGN_IN_INSTEAD, signInElsewhere, splitAtWay } from '#domain/rewards.ts'

/**
 * SPEC §8: an email that has an account is told to sign in; the message is split where the way there
 * begins ('through'), and that part is the way: another programme's sign-in page, or a sign-in here.
 */
export function SignInInstead({ errorKey, onSignIn }: { errorKey: string; onSignIn: () => void }) {
  const store = useStore()
  const { t, i18n } = useLingui()
  const way = SIGN_IN_INSTEAD[errorKey]
  const [said, rest] = splitAtWay(
    i18n._(messageFor(errorKey)),
    t({ message: 'through', comment: 'The word before the way to sign in, as in "Please login through Google sign in"' }),
  )
  const elsewhere = way && signInElsewhere(way, store.site.links)
  return (
    <>
      {said}{' '}
      {elsewhere ? (
        <a href={elsewhere}>{rest}</a>
      ) : (
        <Button variant="quiet" onPress={onSignIn}>
          {rest}
        </Button>
      )}
    </>
  )
}
