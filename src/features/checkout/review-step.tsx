import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { messageFor } from '#i18n/messages.ts'
import { Price } from '#components/price.tsx'
import { OrderSummary } from '#components/order-summary.tsx'
import { PostalAddress } from '#components/postal-address.tsx'
import { useCheckout } from './use-checkout.ts'
import { amountLeftToPay, giftCardShares, restPaidBy } from '#machines/checkout/checkout.selectors.ts'

/** The order as the server priced it, where it goes, the card, and the one button that places it. */
export function ReviewStep() {
  const actor = useCheckout()
  const { i18n } = useLingui()
  const { unpriced, error, quote, shipping, rest, giftCards, left, canPlace, busy, awaitingConnection } = useView(actor, (s) => ({
    unpriced: s.matches({ review: 'unpriced' }),
    error: s.context.error,
    quote: s.context.quote,
    shipping: s.context.ships ? s.context.form.shipping : undefined,
    rest: restPaidBy(s),
    giftCards: giftCardShares(s),
    left: amountLeftToPay(s),
    canPlace: s.can({ type: 'checkout.placeOrder' }),
    busy: s.hasTag('busy'),
    awaitingConnection: s.hasTag('awaitingConnection'),
  }))
  if (unpriced) {
    return (
      <div role="alert">
        <p>{i18n._(messageFor(error ?? 'requestFailed'))}</p>
        <Button onPress={() => actor.send({ type: 'checkout.retry' })}>
          <Trans>Try again?</Trans>
        </Button>
      </div>
    )
  }
  if (!quote) return <p role="status">…</p>
  return (
    <section className="checkout__step" aria-labelledby="review-title">
      <h2 id="review-title">
        <Trans>Review your order</Trans>
      </h2>
      {quote.unavailable.length > 0 && (
        <p role="alert" className="cart-page__notice">
          <Trans>Some items in your cart are no longer available in the quantity you chose. Change or remove them.</Trans>
        </p>
      )}
      <OrderSummary lines={quote.lines} totals={quote} unavailable={quote.unavailable} />
      <div className="checkout__review-details">
        {shipping && (
          <div>
            <h3>
              <Trans>Ships to</Trans>
            </h3>
            <PostalAddress address={shipping} />
            <Button variant="quiet" onPress={() => actor.send({ type: 'checkout.goTo', step: 'shipping' })}>
              <Trans>Change shipping address</Trans>
            </Button>
          </div>
        )}
        <div>
          <h3>
            <Trans>Pay with</Trans>
          </h3>
          <ul className="checkout__pay-with">
            {giftCards.map((giftCard) => (
              <li key={giftCard.code}>
                <Trans>Gift card ending {giftCard.last4}</Trans> <Price cents={giftCard.amount} />
              </li>
            ))}
            {rest && left > 0 && (
              <li>
                {rest} <Price cents={left} />
              </li>
            )}
            {left === 0 && giftCards.length === 0 && (
              <li>
                <Trans>Nothing to pay</Trans>
              </li>
            )}
          </ul>
          <Button variant="quiet" onPress={() => actor.send({ type: 'checkout.goTo', step: 'payment' })}>
            <Trans>Change payment</Trans>
          </Button>
        </div>
      </div>
      {awaitingConnection && (
        <p role="status" className="checkout__notice">
          <Trans>You’re offline. Your order will be placed as soon as you’re back online.</Trans>
        </p>
      )}
      <Button isDisabled={!canPlace} isPending={busy} onPress={() => actor.send({ type: 'checkout.placeOrder' })}>
        <Trans>
          Place order · <Price cents={quote.totalAmount} />
        </Trans>
      </Button>
    </section>
  )
}
