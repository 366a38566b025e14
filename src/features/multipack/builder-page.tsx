import { useCallback, useEffect } from 'react'
import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '#domain/catalog.ts'
import { allInStockChosen, multipackPrice, packCount, type MultipackConfig, type StartingMultipack } from '#domain/multipack.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { Price } from '#components/price.tsx'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useMemberView } from '#app/use-member-view.ts'
import { useHeldPresses } from '#components/ui/take-over.ts'
import type { SavedMultipackRef } from '#domain/saved-multipack.ts'
import type { EventFrom } from 'xstate'
import type { multipackMachine } from '#machines/multipack/multipack.machine.ts'
import { SaveMultipack } from './save-multipack.tsx'
import { NoLongerAvailable } from './no-longer-available.tsx'

export interface BuilderPageProps {
  config: MultipackConfig
  products: ProductSummary[]
  start?: StartingMultipack
  /** The mix from My variety packs the builder changes. */
  saved?: SavedMultipackRef
}

const packOf = (product: ProductSummary) => ({ productId: product.id, title: product.title, price: product.priceCents, availableQty: product.availableQty })

/** The 30-pack builder: a pack at a time, until exactly 30; the mix it starts from is taken once, when it opens. */
export function BuilderPage({ config: { packSize }, products, start, saved }: BuilderPageProps) {
  const store = useStore()
  const { t, i18n } = useLingui()
  // A sign-in (or out) while the builder is open changes whether the mix can be kept; a guest's until the store knows.
  const { signedIn } = useMemberView('session', (session) => ({ signedIn: session.hasTag('signedIn') }), { signedIn: false })
  const actor = useScreenChart(store.logic.multipack, { packSize, start, saved, canSave: signedIn })
  useEffect(() => actor.send({ type: 'multipack.customer', signedIn }), [actor, signedIn])
  const { page, picks, unavailable, editing, error, canSave, canAddToCart, busy } = useView(actor, (s) => ({
    ...s.context,
    page: s.matches('noLongerAvailable') ? 'noLongerAvailable' : s.matches('added') ? 'added' : 'building',
    canAddToCart: s.can({ type: 'multipack.addToCart' }),
    busy: s.hasTag('busy'),
  }))
  // Whether one more pack of each snack fits the mix, by product id.
  const addable = useView(actor, (s) => Object.fromEntries(products.map((product) => [product.id, s.can({ type: 'multipack.add', ...packOf(product) })])))
  const packs = packCount(picks)
  /** A press of one of the builder's buttons, by its name (`add:P00012`): made now, or, pressed before the builder was taken over, then. */
  const press = useCallback(
    (name: string) => {
      const event = builderEvent(name, products)
      if (event) actor.send(event)
    },
    [actor, products],
  )
  const held = useHeldPresses<HTMLDivElement>(press)

  if (page === 'noLongerAvailable') {
    return (
      <NoLongerAvailable
        gone={picks.filter((pick) => unavailable.includes(pick.productId))}
        editing={editing !== undefined}
        onReplace={() => actor.send({ type: 'multipack.replaceUnavailable' })}
      />
    )
  }

  if (page === 'added') {
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
      <h1>{editing ? <Trans>Change your 30-pack</Trans> : <Trans>Build your 30-pack</Trans>}</h1>
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
      <div ref={held} className="builder__body" data-chart-presses>
        <ul className="builder__products" aria-label={t`Single-serve snacks`}>
          {products.map((product) => {
            const chosen = picks.find((p) => p.productId === product.id)?.quantity ?? 0
            const inStock = product.availableQty
            const stopped = allInStockChosen(chosen, inStock)
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
                    data-held-press={`less:${product.id}`}
                    onPress={() => press(`less:${product.id}`)}
                  >
                    −
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={!addable[product.id]}
                    aria-label={t`One more pack of ${product.title}`}
                    aria-describedby={stopped ? `stock-${product.id}` : undefined}
                    data-held-press={`add:${product.id}`}
                    onPress={() => press(`add:${product.id}`)}
                  >
                    +
                  </Button>
                </div>
                {stopped && (
                  <p id={`stock-${product.id}`} className="builder__stock">
                    <Trans>Only {inStock} in stock, all in your mix</Trans>
                  </p>
                )}
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
                <Button variant="quiet" data-held-press={`drop:${pick.productId}`} onPress={() => press(`drop:${pick.productId}`)}>
                  <Trans>
                    Remove <span className="visually-hidden">{pick.title} from the mix</span>
                  </Trans>
                </Button>
              </li>
            ))}
          </ul>
          {picks.length > 0 && (
            <Button variant="quiet" data-held-press="clear" onPress={() => press('clear')}>
              <Trans>Start over</Trans>
            </Button>
          )}
          <p>
            <Trans>Price</Trans> <Price cents={multipackPrice(picks)} />
          </p>
          {error && <p role="alert">{i18n._(messageFor(error))}</p>}
          {canSave && <SaveMultipack actor={actor} />}
          <Button isDisabled={!canAddToCart} isPending={busy} data-held-press="addToCart" onPress={() => press('addToCart')}>
            {editing ? <Trans>Update variety pack</Trans> : <Trans>Add variety pack to cart</Trans>}
          </Button>
        </aside>
      </div>
    </div>
  )
}

/** The builder chart's event for a press of one of its buttons, by the press's name. */
function builderEvent(name: string, products: ProductSummary[]): EventFrom<typeof multipackMachine> | undefined {
  const [kind, productId] = name.split(':')
  if (kind === 'clear') return { type: 'multipack.clear' }
  if (kind === 'addToCart') return { type: 'multipack.addToCart' }
  if (kind === 'drop') return { type: 'multipack.remove', productId: productId! }
  const product = products.find((p) => p.id === productId)
  if (!product) return undefined
  return kind === 'add' ? { type: 'multipack.add', ...packOf(product) } : { type: 'multipack.removeOne', productId: product.id }
}
