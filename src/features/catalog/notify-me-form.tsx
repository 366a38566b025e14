import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { provideNotifyMe } from '../../../machines/notify-me/notify-me.actors.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { useStore } from '../../app/store-context.ts'

/** Asks for an email to tell the shopper when an unavailable product is back. */
export function NotifyMeForm({ productId }: { productId: string }) {
  const { api } = useStore()
  const actor = useActorRef(provideNotifyMe(api), { input: { productId } })
  const state = useSelector(actor, (s) => s)
  const { t, i18n } = useLingui()
  if (state.matches('subscribed')) {
    return (
      <p className="notify-me__done" role="status">
        {state.context.alreadySubscribed ? (
          <Trans>You’re already on the list for this snack. We’ll email you when it’s back.</Trans>
        ) : (
          <Trans>Thanks! We’ll email you when this snack is back.</Trans>
        )}
      </p>
    )
  }
  return (
    <Form
      className="notify-me"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'notifyMe.submit' })
      }}
    >
      <TextField
        label={t`Email me when it’s back`}
        type="email"
        autoComplete="email"
        value={state.context.email}
        onChange={(email) => actor.send({ type: 'notifyMe.change', email })}
        errorMessage={state.context.error ? i18n._(messageFor(state.context.error)) : undefined}
      />
      <Button type="submit" isPending={state.hasTag('busy')}>
        <Trans>Notify me</Trans>
      </Button>
    </Form>
  )
}
