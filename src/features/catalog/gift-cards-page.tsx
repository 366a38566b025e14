import { Trans } from '@lingui/react/macro'
import { Price } from '../../components/price.tsx'

export function GiftCardsPage({ cards }: { cards: { id: string; amountCents: number }[] }) {
  return (
    <div>
      <h1>
        <Trans>Gift cards</Trans>
      </h1>
      <p>
        <Trans>E-gift cards are emailed to the person you choose and never expire.</Trans>
      </p>
      <ul className="tile-grid">
        {cards.map((card) => (
          <li key={card.id} className="tile gift-card">
            <p className="gift-card__amount">
              <Price cents={card.amountCents} />
            </p>
            <p>
              <Trans>E-gift card</Trans>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
