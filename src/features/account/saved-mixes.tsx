import { Trans, useLingui } from '@lingui/react/macro'
import { isMixAvailable, type Mix } from '#domain/mix.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { Price } from '#components/price.tsx'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'

/** My variety packs: each saved mix with what is in it, to change in the builder, send to the cart, or delete. */
export function SavedMixes({ mixes }: { mixes: Mix[] }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.savedMixes, { mixes })
  const {
    mixes: kept,
    chosen,
    added,
    error,
    busy,
    listing,
    adding,
    confirming,
  } = useView(actor, (state) => ({
    ...state.context,
    busy: state.hasTag('busy'),
    listing: state.matches('listing'),
    adding: state.matches('adding'),
    confirming: state.matches('confirming'),
  }))
  const { t, i18n } = useLingui()
  return (
    <section aria-labelledby="mixes-title">
      <h2 id="mixes-title">
        <Trans>My variety packs</Trans>
      </h2>
      {error && <p role="alert">{i18n._(messageFor(error))}</p>}
      {kept.length === 0 && (
        <p>
          <Trans>
            No saved mixes yet. <Link to="/varietypack/customize">Build a 30-pack</Link> and save it here.
          </Trans>
        </p>
      )}
      <ul className="my-account__mixes">
        {kept.map((mix) => (
          <li key={mix.id} aria-labelledby={`mix-${mix.id}`}>
            <h3 id={`mix-${mix.id}`}>{mix.name}</h3>
            <p>
              {mix.picks.map((pick) => `${pick.quantity} × ${pick.title}`).join(', ')} · <Price cents={mix.price} />
            </p>
            {!isMixAvailable(mix) && (
              <p>
                <Trans>We’re sorry, but one or more of your selected items are no longer available.</Trans>
              </p>
            )}
            <Link to="/varietypack/customize" search={{ saved: mix.id }}>
              {!isMixAvailable(mix) ? (
                <Trans>
                  Edit and replace <span className="visually-hidden">{mix.name}</span>
                </Trans>
              ) : (
                <Trans>
                  Change <span className="visually-hidden">{mix.name}</span>
                </Trans>
              )}
            </Link>{' '}
            <Button
              variant="secondary"
              isDisabled={!(listing && isMixAvailable(mix))}
              isPending={adding && chosen === mix.id}
              onPress={() => actor.send({ type: 'savedMixes.addToCart', id: mix.id })}
            >
              <Trans>
                Add to cart <span className="visually-hidden">{mix.name}</span>
              </Trans>
            </Button>
            {confirming && chosen === mix.id ? (
              <span role="group" aria-label={t`Delete ${mix.name}?`}>
                <Trans>Delete {mix.name}?</Trans>{' '}
                <Button variant="quiet" onPress={() => actor.send({ type: 'savedMixes.confirmDelete' })}>
                  <Trans>Yes, delete</Trans>
                </Button>
                <Button variant="quiet" autoFocus onPress={() => actor.send({ type: 'savedMixes.keep' })}>
                  <Trans>Keep it</Trans>
                </Button>
              </span>
            ) : (
              <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'savedMixes.delete', id: mix.id })}>
                <Trans>
                  Delete <span className="visually-hidden">{mix.name}</span>
                </Trans>
              </Button>
            )}
            {added === mix.id && (
              <p role="status">
                <Trans>
                  {mix.name} is in your cart. <Link to="/cart">View cart</Link>
                </Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
