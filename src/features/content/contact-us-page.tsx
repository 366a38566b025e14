import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { SubmitForm } from '#components/ui/submit-form.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'
import type { ContactUsField } from '#domain/contact-us.ts'

/** Contact us (SPEC §5): a subject, a name, an email to answer and a description, sent to the store's service team. */
export function ContactUsPage() {
  const store = useStore()
  const actor = useScreenChart(store.logic.contactUs)
  const { form, errors, error, busy, sent } = useView(actor, (s) => ({ ...s.context, busy: s.hasTag('busy'), sent: s.matches('sent') }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const field = (name: ContactUsField) => ({
    name,
    value: form[name],
    onChange: (value: string) => actor.send({ type: 'contactUs.change', field: name, value }),
    errorMessage: message(errors[name]),
  })
  return (
    <div className="contact-us">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      {sent ? (
        <div role="status">
          <p>
            <Trans>Thank you. Your message is on its way to our service team, who will answer you at {form.email}.</Trans>
          </p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'contactUs.writeAgain' })}>
            <Trans>Write another message</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p>
            <Trans>Questions about an order, a snack or your account? Write to us and we will answer by email.</Trans>
          </p>
          {error && <p role="alert">{message(error)}</p>}
          <SubmitForm onSubmit={() => actor.send({ type: 'contactUs.submit' })}>
            <TextField label={t`Subject`} {...field('subject')} />
            <TextField label={t`Name`} autoComplete="name" {...field('name')} />
            <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
            <TextField label={t`How can we help?`} multiline {...field('description')} />
            <Button type="submit" isPending={busy}>
              <Trans>Send</Trans>
            </Button>
          </SubmitForm>
        </>
      )}
    </div>
  )
}
