import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { messageFor } from '#i18n/messages.ts'
import { Loading } from '#components/loading.tsx'
import { useStore } from '#app/store-context.ts'
import { useSignIn } from '#app/use-sign-in.ts'
import { useView } from '#app/use-view.ts'

/** Where the provider sends the shopper back (`/implicit/callback`): the code exchanged, or why it could not be. */
export function SigningInPage() {
  const store = useStore()
  const signIn = useSignIn()
  const { failed, error } = useView(store.signInRoundTrip, (state) => ({ failed: state.matches('failed'), error: state.context.error }))
  const { i18n } = useLingui()
  if (!failed) return <Loading />
  return (
    <div className="auth-page" role="alert">
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <p>{i18n._(messageFor(error ?? 'signInFailed'))}</p>
      <Button onPress={signIn}>
        <Trans>Try again?</Trans>
      </Button>
    </div>
  )
}
