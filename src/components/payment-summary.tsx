import { Trans } from '@lingui/react/macro'
import { wayPaid, type PaymentView } from '#domain/payment.ts'
import { Price } from './price.tsx'

/** How an order was paid: each gift card's last digits and what it gave, then the way that paid the rest. */
export function PaymentSummary({ payment }: { payment: PaymentView }) {
  const rest = wayPaid(payment)
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">
        <Trans>Payment</Trans>
      </h2>
      <ul>
        {payment.giftCards.map((card) => (
          <li key={card.last4}>
            <Trans>Gift card ending {card.last4}</Trans> <Price cents={card.amount} />
          </li>
        ))}
        {rest && (
          <li>
            <Trans>Paid with {rest}</Trans> <Price cents={payment.amount} />
          </li>
        )}
        {!rest && payment.giftCards.length === 0 && (
          <li>
            <Trans>Nothing to pay</Trans>
          </li>
        )}
      </ul>
    </section>
  )
}
