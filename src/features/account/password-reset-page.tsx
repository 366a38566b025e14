import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { useStore } from '../shell/store-context.ts'

/** Forgot password (`/forgotpassword`) and the link from its email (`/resetpassword?token=`): one flow, two pages. */
export function PasswordResetPage({ token }: { token?: string }) {
  const store = useStore()
  const actor = useActorRef(store.logic.passwordReset, { input: { token }, inspect: store.inspect })
  const state = useSelector(actor, (s) => s)
  const { t, i18n } = useLingui()
  const { email, password, errors, error } = state.context
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const signIn = () => store.signIn.send({ type: 'signIn.start', returnTo: '/' })
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    actor.send({ type: 'passwordReset.submit' })
  }
  const alert = error && (
    <p role="alert" className="auth-page__error">
      {message(error)}
    </p>
  )
  if (state.matches('sent')) {
    return (
      <div className="auth-page" role="status">
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p>
          <Trans>If {email} has an account, a link to choose a new password is on its way. It works once, for an hour.</Trans>
        </p>
      </div>
    )
  }
  if (state.matches('done')) {
    return (
      <div className="auth-page" role="status">
        <h1>
          <Trans>Your password is changed</Trans>
        </h1>
        <Button onPress={signIn}>
          <Trans>Sign in</Trans>
        </Button>
      </div>
    )
  }
  if (state.matches('linkInvalid')) {
    return (
      <div className="auth-page" role="alert">
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        <p>{message('resetLinkInvalid')}</p>
        <Button onPress={() => actor.send({ type: 'passwordReset.submit' })}>
          <Trans>Send me a new link</Trans>
        </Button>
      </div>
    )
  }
  if (state.matches('choosing') || state.matches('saving')) {
    return (
      <div className="auth-page">
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        {alert}
        <Form validationBehavior="aria" aria-label={t`Choose a new password`} onSubmit={submit}>
          <TextField
            label={t`New password`}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => actor.send({ type: 'passwordReset.change', field: 'password', value })}
            errorMessage={message(errors.password)}
          />
          <Button type="submit" isPending={state.hasTag('busy')}>
            <Trans>Save the new password</Trans>
          </Button>
        </Form>
      </div>
    )
  }
  return (
    <div className="auth-page">
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p>
        <Trans>Type the email of your account, and we will send you a link to choose a new password.</Trans>
      </p>
      {alert}
      <Form validationBehavior="aria" aria-label={t`Forgot your password?`} onSubmit={submit}>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(value) => actor.send({ type: 'passwordReset.change', field: 'email', value })}
          errorMessage={message(errors.email)}
        />
        <Button type="submit" isPending={state.hasTag('busy')}>
          <Trans>Send me a link</Trans>
        </Button>
      </Form>
    </div>
  )
}
