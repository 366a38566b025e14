import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useSignIn } from '#app/use-sign-in.ts'
import { AuthForm, AuthNotice } from './auth-form.tsx'

/** Forgot password (`/forgotpassword`) and the link from its email (`/resetpassword?token=`): one flow, two pages. */
export function PasswordResetPage({ token }: { token?: string }) {
  const store = useStore()
  const signIn = useSignIn()
  const actor = useScreenChart(store.logic.passwordReset, { token })
  const { page, email, password, errors, error, busy } = useView(actor, (s) => ({
    page: (['sent', 'done', 'linkInvalid', 'choosing', 'saving'] as const).find((state) => s.matches(state)) ?? 'asking',
    ...s.context,
    busy: s.hasTag('busy'),
  }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const submit = () => actor.send({ type: 'passwordReset.submit' })
  if (page === 'sent') {
    return (
      <AuthNotice title={t`Check your email`}>
        <p>
          <Trans>If {email} has an account, a link to choose a new password is on its way. It works once, for an hour.</Trans>
        </p>
      </AuthNotice>
    )
  }
  if (page === 'done') {
    return (
      <AuthNotice title={t`Your password is changed`}>
        <Button onPress={signIn}>
          <Trans>Sign in</Trans>
        </Button>
      </AuthNotice>
    )
  }
  if (page === 'linkInvalid') {
    return (
      <AuthNotice title={t`Choose a new password`} alert>
        <p>{message('resetLinkInvalid')}</p>
        <Button onPress={() => actor.send({ type: 'passwordReset.askAgain' })}>
          <Trans>Send me a new link</Trans>
        </Button>
      </AuthNotice>
    )
  }
  if (page === 'choosing' || page === 'saving') {
    return (
      <AuthForm title={t`Choose a new password`} error={message(error)} onSubmit={submit}>
        <TextField
          label={t`New password`}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => actor.send({ type: 'passwordReset.change', field: 'password', value })}
          errorMessage={message(errors.password)}
        />
        <Button type="submit" isPending={busy}>
          <Trans>Save the new password</Trans>
        </Button>
      </AuthForm>
    )
  }
  return (
    <AuthForm title={t`Forgot your password?`} error={message(error)} onSubmit={submit}>
      <p>
        <Trans>Type the email of your account, and we will send you a link to choose a new password.</Trans>
      </p>
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(value) => actor.send({ type: 'passwordReset.change', field: 'email', value })}
        errorMessage={message(errors.email)}
      />
      <Button type="submit" isPending={busy}>
        <Trans>Send me a link</Trans>
      </Button>
    </AuthForm>
  )
}
