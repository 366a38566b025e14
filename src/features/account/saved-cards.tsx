import { Trans, useLingui } from '@lingui/react/macro'
import { isSavedCardExpired, type SavedCard } from '#domain/payment.ts'
import { Button } from '#components/ui/button.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'

/** My saved cards: each card the customer kept at checkout, by its type, last digits and expiry (an expired one said so, as checkout no longer offers it), to delete. */
export function SavedCards({ cards }: { cards: SavedCard[] }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.savedCards, { cards })
  const {
    cards: kept,
    chosen,
    error,
    busy,
    confirming,
  } = useView(actor, (state) => ({
    ...state.context,
    busy: state.hasTag('busy'),
    confirming: state.matches('confirming'),
  }))
  const { t, i18n } = useLingui()
  const now = new Date()
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title">
        <Trans>My saved cards</Trans>
      </h2>
      {error && <p role="alert">{i18n._(messageFor(error))}</p>}
      {kept.length === 0 && (
        <p>
          <Trans>No saved cards. Tick “Save this card” when you pay to keep one here.</Trans>
        </p>
      )}
      <ul className="my-account__cards">
        {kept.map((card) => {
          const name = `${card.cardType} ${card.cardNumberMask}`
          return (
            <li key={card.id}>
              {isSavedCardExpired(card, now) ? (
                <Trans>
                  {name}, expired {card.expiry}
                </Trans>
              ) : (
                <Trans>
                  {name}, expires {card.expiry}
                </Trans>
              )}{' '}
              {confirming && chosen === card.id ? (
                <span role="group" aria-label={t`Delete ${name}?`}>
                  <Trans>Delete {name}?</Trans>{' '}
                  <Button variant="quiet" onPress={() => actor.send({ type: 'savedCards.confirmDelete' })}>
                    <Trans>Yes, delete</Trans>
                  </Button>
                  <Button variant="quiet" autoFocus onPress={() => actor.send({ type: 'savedCards.keep' })}>
                    <Trans>Keep it</Trans>
                  </Button>
                </span>
              ) : (
                <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'savedCards.delete', id: card.id })}>
                  <Trans>
                    Delete <span className="visually-hidden">{name}</span>
                  </Trans>
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
