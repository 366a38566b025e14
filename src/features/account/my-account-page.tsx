import { Trans } from '@lingui/react/macro'
import { Link } from '../../components/ui/link.tsx'
import { useAccountPages } from './account-layout.tsx'

/** The account area's first page: where each of the customer's pages is. */
export function MyAccountPage() {
  const pages = useAccountPages()
  return (
    <section aria-labelledby="account-pages-title">
      <h2 id="account-pages-title">
        <Trans>Your profile, orders, addresses, variety packs and saved cards</Trans>
      </h2>
      <ul className="my-account__overview">
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
