import { Trans } from '@lingui/react/macro'

type Address = { firstName: string; lastName: string; address: string; addressDetails: string; city: string; state: string; zipcode: string }

/** An address as a label would print it. */
export function PostalAddress({ address }: { address: Address }) {
  return (
    <p>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.addressDetails && `, ${address.addressDetails}`}
      <br />
      {address.city}, {address.state.toUpperCase()} {address.zipcode}
    </p>
  )
}

/** Where an order goes, under a heading of the page's level; an order of e-gift cards alone goes nowhere and shows nothing. */
export function ShipsTo({ address, heading: Heading }: { address: Address | null | undefined; heading: 'h2' | 'h3' }) {
  if (!address) return null
  return (
    <>
      <Heading>
        <Trans>Ships to</Trans>
      </Heading>
      <PostalAddress address={address} />
    </>
  )
}
