import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'
import { AuthForm, AuthNotice } from './auth-form.tsx'

/** Change password, for a signed-in customer: the current password, then a new one. */
export function ChangePasswordPage() {
  const store = useStore()
  const actor = useScreenChart(store.logic.changePassword)
  const { changed, busy, errors, error, currentPassword, newPassword } = useView(actor, (state) => ({
    changed: state.matches('changed'),
    busy: state.hasTag('busy'),
    ...state.context,
  }))
  const typed = { currentPassword, newPassword }
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  if (changed) {
    return (
      <AuthNotice title={t`Your password is changed`}>
        <Link to="/my-account">
          <Trans>My account</Trans>
        </Link>
      </AuthNotice>
    )
  }
  const field = (name: 'currentPassword' | 'newPassword') => ({
    name,
    type: 'password',
    value: typed[name],
    onChange: (value: string) => actor.send({ type: 'changePassword.change', field: name, value }),
    errorMessage: message(errors[name]),
  })
  return (
    <AuthForm title={t`Change password`} error={message(error)} onSubmit={() => actor.send({ type: 'changePassword.submit' })}>
      <TextField label={t`Current password`} autoComplete="current-password" {...field('currentPassword')} />
      <TextField label={t`New password`} autoComplete="new-password" {...field('newPassword')} />
      <Button type="submit" isPending={busy}>
        <Trans>Change password</Trans>
      </Button>
    </AuthForm>
  )
}
