import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import type { Customer } from '../../api/account.ts'
import { Loading } from '../shell/loading.tsx'
import { useStore } from '../shell/store-context.ts'

/** The account area: the customer's profile, and signing out. A guest sees it only after signing in. */
export function MyAccountPage({ customer }: { customer: Customer | undefined }) {
  const store = useStore()
  const { i18n } = useLingui()
  if (!customer) return <Loading />
  const [contact] = customer.accountContacts
  const birthDate = contact?.birthDate ? i18n.date(new Date(`${contact.birthDate}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : undefined
  return (
    <div className="my-account">
      <h1>
        <Trans>My account</Trans>
      </h1>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">
          <Trans>My profile</Trans>
        </h2>
        <dl className="my-account__profile">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {contact?.firstName} {contact?.lastName}
          </dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{contact?.email}</dd>
          {birthDate && (
            <>
              <dt>
                <Trans>Birth date</Trans>
              </dt>
              <dd>{birthDate}</dd>
            </>
          )}
        </dl>
      </section>
      <Button variant="secondary" onPress={() => store.session.send({ type: 'session.signOut' })}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
