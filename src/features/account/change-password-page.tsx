import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { useStore } from '../shell/store-context.ts'

/** Change password, for a signed-in customer: the current password, then a new one. */
export function ChangePasswordPage() {
  const store = useStore()
  const actor = useActorRef(store.logic.changePassword, { inspect: store.inspect })
  const state = useSelector(actor, (s) => s)
  const { t, i18n } = useLingui()
  const { currentPassword, newPassword, errors, error } = state.context
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  if (state.matches('changed')) {
    return (
      <div className="auth-page" role="status">
        <h1>
          <Trans>Your password is changed</Trans>
        </h1>
        <Link to="/my-account">
          <Trans>My account</Trans>
        </Link>
      </div>
    )
  }
  return (
    <div className="auth-page">
      <h1>
        <Trans>Change password</Trans>
      </h1>
      {error && (
        <p role="alert" className="auth-page__error">
          {message(error)}
        </p>
      )}
      <Form
        validationBehavior="aria"
        aria-label={t`Change password`}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'changePassword.submit' })
        }}
      >
        <TextField
          label={t`Current password`}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(value) => actor.send({ type: 'changePassword.change', field: 'currentPassword', value })}
          errorMessage={message(errors.currentPassword)}
        />
        <TextField
          label={t`New password`}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(value) => actor.send({ type: 'changePassword.change', field: 'newPassword', value })}
          errorMessage={message(errors.newPassword)}
        />
        <Button type="submit" isPending={state.hasTag('busy')}>
          <Trans>Change password</Trans>
        </Button>
      </Form>
    </div>
  )
}
