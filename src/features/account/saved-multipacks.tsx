import { Trans, useLingui } from '@lingui/react/macro'
import { isMultipackAvailable, type NamedMultipack } from '#domain/saved-multipack.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { Price } from '#components/price.tsx'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'

/** My variety packs: each saved mix with what is in it, to change in the builder, send to the cart, or delete. */
export function SavedMultipacks({ multipacks }: { multipacks: NamedMultipack[] }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.savedMultipacks, { multipacks })
  const {
    multipacks: kept,
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
        {kept.map((multipack) => (
          <li key={multipack.id} aria-labelledby={`mix-${multipack.id}`}>
            <h3 id={`mix-${multipack.id}`}>{multipack.name}</h3>
            <p>
              {multipack.picks.map((pick) => `${pick.quantity} × ${pick.title}`).join(', ')} · <Price cents={multipack.price} />
            </p>
            {!isMultipackAvailable(multipack) && (
              <p>
                <Trans>We’re sorry, but one or more of your selected items are no longer available.</Trans>
              </p>
            )}
            <Link to="/varietypack/customize" search={{ saved: multipack.id }}>
              {!isMultipackAvailable(multipack) ? (
                <Trans>
                  Edit and replace <span className="visually-hidden">{multipack.name}</span>
                </Trans>
              ) : (
                <Trans>
                  Change <span className="visually-hidden">{multipack.name}</span>
                </Trans>
              )}
            </Link>{' '}
            <Button
              variant="secondary"
              isDisabled={!(listing && isMultipackAvailable(multipack))}
              isPending={adding && chosen === multipack.id}
              onPress={() => actor.send({ type: 'savedMultipacks.addToCart', id: multipack.id })}
            >
              <Trans>
                Add to cart <span className="visually-hidden">{multipack.name}</span>
              </Trans>
            </Button>
            {confirming && chosen === multipack.id ? (
              <span role="group" aria-label={t`Delete ${multipack.name}?`}>
                <Trans>Delete {multipack.name}?</Trans>{' '}
                <Button variant="quiet" onPress={() => actor.send({ type: 'savedMultipacks.confirmDelete' })}>
                  <Trans>Yes, delete</Trans>
                </Button>
                <Button variant="quiet" autoFocus onPress={() => actor.send({ type: 'savedMultipacks.keep' })}>
                  <Trans>Keep it</Trans>
                </Button>
              </span>
            ) : (
              <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'savedMultipacks.delete', id: multipack.id })}>
                <Trans>
                  Delete <span className="visually-hidden">{multipack.name}</span>
                </Trans>
              </Button>
            )}
            {added === multipack.id && (
              <p role="status">
                <Trans>
                  {multipack.name} is in your cart. <Link to="/cart">View cart</Link>
                </Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
