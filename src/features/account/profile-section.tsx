import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { profileOf, type Customer } from '#domain/customer.ts'
import { NewsletterChoices, useNewsletters } from './newsletter-choices.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'

/** My profile: name, email, birth date and newsletters, and changing the name and newsletters. */
export function ProfileSection({ customer }: { customer: Customer }) {
  const store = useStore()
  const contact = customer.accountContacts[0]!
  const actor = useScreenChart(store.logic.profile, { profile: profileOf(customer) })
  const { showing, saved, form, errors, error, busy } = useView(actor, (s) => ({ ...s.context, showing: s.matches('showing'), busy: s.hasTag('busy') }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const newsletters = useNewsletters()
  const birthDate = contact.birthDate ? i18n.date(new Date(`${contact.birthDate}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : undefined
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">
        <Trans>My profile</Trans>
      </h2>
      {showing ? (
        <>
          <dl className="my-account__profile">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>
              {saved.firstName} {saved.lastName}
            </dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{contact.email}</dd>
            {birthDate && (
              <>
                <dt>
                  <Trans>Birth date</Trans>
                </dt>
                <dd>{birthDate}</dd>
              </>
            )}
            {customer.loyaltyId && (
              <>
                <dt>
                  <Trans>Snackfolk Rewards member number</Trans>
                </dt>
                <dd>{customer.loyaltyId}</dd>
              </>
            )}
            <dt>
              <Trans>Newsletters</Trans>
            </dt>
            <dd>
              {saved.newsletters.length === 0
                ? t`None`
                : newsletters
                    .filter(({ code }) => saved.newsletters.includes(code))
                    .map(({ label }) => label)
                    .join(', ')}
            </dd>
          </dl>
          <Button variant="secondary" onPress={() => actor.send({ type: 'profile.edit' })}>
            <Trans>Change my profile</Trans>
          </Button>
        </>
      ) : (
        <Form
          validationBehavior="aria"
          aria-label={t`Change my profile`}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'profile.save' })
          }}
        >
          {error && <p role="alert">{message(error)}</p>}
          <div className="form-row">
            <TextField
              label={t`First name`}
              name="firstName"
              value={form.firstName}
              onChange={(value) => actor.send({ type: 'profile.change', field: 'firstName', value })}
              errorMessage={message(errors.firstName)}
            />
            <TextField
              label={t`Last name`}
              name="lastName"
              value={form.lastName}
              onChange={(value) => actor.send({ type: 'profile.change', field: 'lastName', value })}
              errorMessage={message(errors.lastName)}
            />
          </div>
          <NewsletterChoices chosen={form.newsletters} onChange={(code, wanted) => actor.send({ type: 'profile.newsletter', code, wanted })} />
          <Button type="submit" isPending={busy}>
            <Trans>Save my profile</Trans>
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'profile.cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
        </Form>
      )}
    </section>
  )
}
