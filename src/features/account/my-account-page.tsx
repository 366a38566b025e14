import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import type { Customer } from '../../domain/customer.ts'
import type { PlacedOrder } from '../../domain/order.ts'
import { Link } from '../../components/ui/link.tsx'
import { Price } from '../../components/price.tsx'
import { AddressBook } from './address-book.tsx'
import { ProfileSection } from './profile-section.tsx'
import { SavedMixes } from './saved-mixes.tsx'
import type { Mix } from '../../domain/mix.ts'
import { Loading } from '../../components/loading.tsx'
import { useStore } from '../../app/store-context.ts'

/** The account area: the customer's profile, addresses, orders and saved mixes, changing the password, and signing out. A guest sees it only after signing in. */
export function MyAccountPage({ account }: { account: { customer: Customer; orders: PlacedOrder[]; mixes: Mix[] } | undefined }) {
  const store = useStore()
  const { i18n } = useLingui()
  if (!account) return <Loading />
  const { customer, orders, mixes } = account
  return (
    <div className="my-account">
      <h1>
        <Trans>My account</Trans>
      </h1>
      <ProfileSection customer={customer} />
      <AddressBook addresses={customer.accountAddresses} />
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">
          <Trans>My orders</Trans>
        </h2>
        {orders.length === 0 ? (
          <p>
            <Trans>No orders yet.</Trans>
          </p>
        ) : (
          <ul className="my-account__orders">
            {orders.map((order) => (
              <li key={order.orderNumber}>
                <Link to="/my-account/orders/$orderNumber" params={{ orderNumber: order.orderNumber }}>
                  {order.orderNumber}
                </Link>{' '}
                {i18n.date(new Date(order.placedAt), { dateStyle: 'medium' })} · <Price cents={order.totalAmount} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SavedMixes mixes={mixes} />
      <p>
        <Link to="/changepassword">
          <Trans>Change password</Trans>
        </Link>
      </p>
      <Button variant="secondary" onPress={() => store.session.send({ type: 'session.signOut' })}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
