import { useEffect, useState, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { provideNotifyMe } from '#machines/notify-me/notify-me.actors.ts'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'

/** The page's plain form that this one takes the place of: its field, and whether its button was pressed. */
export interface PlainNotifyMe {
  input: RefObject<HTMLInputElement | null>
  submitted: RefObject<boolean>
}

export interface NotifyMeFormProps {
  productId: string
  plain: PlainNotifyMe
}

/** Asks for an email to tell the shopper when an unavailable product is back. */
export default function NotifyMeForm({ productId, plain }: NotifyMeFormProps) {
  const { api } = useStore()
  // What the shopper did in the plain form, read as this form takes its place (keys pressed while it loaded included).
  const [start] = useState(() => ({
    email: plain.input.current?.value ?? '',
    focused: document.activeElement === plain.input.current,
    submitted: plain.submitted.current,
  }))
  const actor = useScreenChart(provideNotifyMe(api), { productId, email: start.email })
  useEffect(() => {
    if (start.submitted) actor.send({ type: 'notifyMe.submit' })
  }, [actor, start])
  const { subscribed, alreadySubscribed, email, error, busy } = useView(actor, (state) => ({
    subscribed: state.matches('subscribed'),
    busy: state.hasTag('busy'),
    ...state.context,
  }))
  const { t, i18n } = useLingui()
  if (subscribed) {
    return (
      <p className="notify-me__done" role="status">
        {alreadySubscribed ? (
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
        autoFocus={start.focused}
        value={email}
        onChange={(email) => actor.send({ type: 'notifyMe.change', email })}
        errorMessage={error ? i18n._(messageFor(error)) : undefined}
      />
      <Button type="submit" isPending={busy}>
        <Trans>Notify me</Trans>
      </Button>
    </Form>
  )
}
