import { Trans } from '@lingui/react/macro'

/** The account area's first page: its pages are listed once, in the account's own list beside it. */
export function MyAccountPage() {
  return (
    <section aria-labelledby="account-pages-title">
      <h2 id="account-pages-title">
        <Trans>Your profile, orders, addresses, variety packs and saved cards</Trans>
      </h2>
      <p>
        <Trans>Choose a page from the My account list.</Trans>
      </p>
    </section>
  )
}
