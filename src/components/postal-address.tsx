/** An address as a label would print it. */
export function PostalAddress({
  address,
}: {
  address: { firstName: string; lastName: string; address: string; addressDetails: string; city: string; state: string; zipcode: string }
}) {
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
