import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { AuthForm, AuthNotice } from './auth-form.tsx'
import { SignInInstead } from './sign-in-instead.tsx'
import { SIGN_IN_INSTEAD } from '#domain/rewards.ts'

/** The identity provider's sign-in page, the store's own: email and password, and what the provider says. */
export function SignInPage({ uid }: { uid: string }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.passwordSignIn, { uid })
  const {
    expired,
    toGoogle,
    email,
    password,
    errors,
    error,
    google: googleOffered,
    busy,
  } = useView(actor, (s) => ({
    ...s.context,
    expired: s.matches('expired'),
    toGoogle: s.matches('toGoogle'),
    busy: s.hasTag('busy'),
  }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  if (expired) {
    return (
      <AuthNotice title={t`Sign in`} alert>
        <p>
          <Trans>This sign-in has ended. Please start again from the store.</Trans>
        </p>
        <Link to="/">
          <Trans>Back to the store</Trans>
        </Link>
      </AuthNotice>
    )
  }
  const google = () => actor.send({ type: 'passwordSignIn.google' })
  const way = error ? SIGN_IN_INSTEAD[error] : undefined
  const said = way ? <SignInInstead errorKey={error!} onSignIn={google} /> : message(error)
  return (
    <AuthForm
      title={t`Sign in`}
      error={said}
      onSubmit={() => actor.send({ type: 'passwordSignIn.submit' })}
      after={
        <>
          {googleOffered ? (
            <Button variant="secondary" isPending={toGoogle} onPress={google}>
              <Trans>Sign in with Google</Trans>
            </Button>
          ) : null}
          <p>
            <Link to="/forgotpassword">
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
          <p>
            <Trans>New here?</Trans>{' '}
            <Link to="/createAccount">
              <Trans>Create account</Trans>
            </Link>
          </p>
        </>
      }
    >
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(value) => actor.send({ type: 'passwordSignIn.change', field: 'email', value })}
        errorMessage={message(errors.email)}
      />
      <TextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => actor.send({ type: 'passwordSignIn.change', field: 'password', value })}
        errorMessage={message(errors.password)}
      />
      <Button type="submit" isPending={busy}>
        <Trans>Sign in</Trans>
      </Button>
    </AuthForm>
  )
}
