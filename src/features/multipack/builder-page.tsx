import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '../../domain/catalog.ts'
import { multipackPrice, packCount, type MultipackConfig, type StartingMix } from '../../domain/multipack.ts'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'
import { messageFor } from '../../i18n/messages.ts'
import { Price } from '../../components/price.tsx'
import { useStore } from '../../app/store-context.ts'
import { isSignedIn } from '../../app/create-store.ts'
import type { SavedMixRef } from '../../domain/mix.ts'
import { SaveMix } from './save-mix.tsx'

export interface BuilderPageProps {
  config: MultipackConfig
  products: ProductSummary[]
  start?: StartingMix
  /** The mix from My variety packs the builder changes. */
  saved?: SavedMixRef
}

const packOf = (product: ProductSummary) => ({ productId: product.id, title: product.title, price: product.priceCents, availableQty: product.availableQty })

/** The 30-pack builder: a pack at a time, until exactly 30; the mix it starts from is taken once, when it opens. */
export function BuilderPage({ config, products, start, saved }: BuilderPageProps) {
  const store = useStore()
  const { t, i18n } = useLingui()
  const actor = useActorRef(store.logic.multipack, {
    input: { cart: store.cart, packSize: config.packSize, start, saved, canSave: isSignedIn(store) },
    inspect: store.inspect,
  })
  // A sign-in (or out) while the builder is open changes whether the mix can be kept.
  const signedIn = useSelector(store.session, (session) => session.hasTag('signedIn'))
  useEffect(() => actor.send({ type: 'multipack.customer', signedIn }), [actor, signedIn])
  const { packSize } = config
  const state = useSelector(actor, (s) => s)
  const picks = state.context.picks
  const packs = packCount(picks)

  if (state.matches('noLongerAvailable')) {
    const gone = state.context.picks.filter((pick) => state.context.unavailable.includes(pick.productId))
    return (
      <div className="builder">
        <h1>{state.context.editing ? <Trans>Change your 30-pack</Trans> : <Trans>Build your 30-pack</Trans>}</h1>
        <div role="alert" className="builder__unavailable">
          <p>
            <Trans>We’re sorry, but one or more of your selected items are no longer available.</Trans>
          </p>
          <ul aria-label={t`No longer available`}>
            {gone.map((pick) => (
              <li key={pick.productId}>
                {pick.quantity} × {pick.title}
              </li>
            ))}
          </ul>
        </div>
        <Button onPress={() => actor.send({ type: 'multipack.replaceUnavailable' })}>
          <Trans>Edit and replace</Trans>
        </Button>
      </div>
    )
  }

  if (state.matches('added')) {
    return (
      <div className="builder">
        <h1>
          <Trans>Your variety pack is in the cart</Trans>
        </h1>
        <p>
          <Link to="/cart">
            <Trans>View cart</Trans>
          </Link>
        </p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'multipack.startNew' })}>
          <Trans>Build another</Trans>
        </Button>
      </div>
    )
  }

  return (
    <div className="builder">
      <h1>{state.context.editing ? <Trans>Change your 30-pack</Trans> : <Trans>Build your 30-pack</Trans>}</h1>
      <div className="builder__progress">
        <p role="status">
          <Trans>
            {packs} of {packSize} packs
          </Trans>
        </p>
        <div className="free-shipping__bar" role="progressbar" aria-label={t`Packs chosen`} aria-valuemin={0} aria-valuemax={packSize} aria-valuenow={packs}>
          <div className="free-shipping__fill" style={{ width: `${(packs / packSize) * 100}%` }} />
        </div>
      </div>
      <div className="builder__body">
        <ul className="builder__products" aria-label={t`Single-serve snacks`}>
          {products.map((product) => {
            const chosen = picks.find((p) => p.productId === product.id)?.quantity ?? 0
            return (
              <li key={product.id} className="builder__product">
                <img src={product.imageUrl} alt="" width={96} height={96} loading="lazy" />
                <p className="builder__title">{product.title}</p>
                <p>
                  <Price cents={product.priceCents} /> · <Trans>{chosen} chosen</Trans>
                </p>
                <div className="builder__buttons">
                  <Button
                    variant="secondary"
                    isDisabled={chosen === 0}
                    aria-label={t`One pack fewer of ${product.title}`}
                    onPress={() => actor.send({ type: 'multipack.removeOne', productId: product.id })}
                  >
                    −
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={!state.can({ type: 'multipack.add', ...packOf(product) })}
                    aria-label={t`One more pack of ${product.title}`}
                    onPress={() => actor.send({ type: 'multipack.add', ...packOf(product) })}
                  >
                    +
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
        <aside className="builder__summary" aria-label={t`Your mix`}>
          <h2>
            <Trans>Your mix</Trans>
          </h2>
          {picks.length === 0 && (
            <p>
              <Trans>Choose 30 packs from the snacks on this page.</Trans>
            </p>
          )}
          <ul className="builder__mix">
            {picks.map((pick) => (
              <li key={pick.productId}>
                {pick.quantity} × {pick.title}{' '}
                <Button variant="quiet" onPress={() => actor.send({ type: 'multipack.remove', productId: pick.productId })}>
                  <Trans>
                    Remove <span className="visually-hidden">{pick.title} from the mix</span>
                  </Trans>
                </Button>
              </li>
            ))}
          </ul>
          {picks.length > 0 && (
            <Button variant="quiet" onPress={() => actor.send({ type: 'multipack.clear' })}>
              <Trans>Start over</Trans>
            </Button>
          )}
          <p>
            <Trans>Price</Trans> <Price cents={multipackPrice(picks)} />
          </p>
          {state.context.error && <p role="alert">{i18n._(messageFor(state.context.error))}</p>}
          {state.context.canSave && <SaveMix actor={actor} />}
          <Button
            isDisabled={!state.can({ type: 'multipack.addToCart' })}
            isPending={state.hasTag('busy')}
            onPress={() => actor.send({ type: 'multipack.addToCart' })}
          >
            {state.context.editing ? <Trans>Update variety pack</Trans> : <Trans>Add variety pack to cart</Trans>}
          </Button>
        </aside>
      </div>
    </div>
  )
}
