import { Plural, Trans } from '@lingui/react/macro'
import { useCart } from '#app/use-cart.ts'

/**
 * What became of the shopper's changes, in words: on their way, sent again after a wait, waiting for
 * the connection (and how many), or all saved; and the snacks added that the cart names once saved.
 */
export function CartSaving() {
  const { saving, waiting, unshown } = useCart()
  const count = waiting.length
  const adding = unshown.flatMap((change) => (change.title ? [change.title] : [])).join(', ')
  return (
    <div className="cart-saving" role="status">
      {saving === 'saving' && (
        <p>
          <Trans>Saving your cart…</Trans>
        </p>
      )}
      {saving === 'retrying' && (
        <p>
          <Plural
            value={count}
            one="We couldn’t reach the store. Trying again: # change is waiting."
            other="We couldn’t reach the store. Trying again: # changes are waiting."
          />
        </p>
      )}
      {saving === 'offline' && (
        <p>
          <Plural
            value={count}
            one="You’re offline. # change is kept here and will be saved when you’re back online."
            other="You’re offline. # changes are kept here and will be saved when you’re back online."
          />
        </p>
      )}
      {saving === 'saved' && (
        <p>
          <Trans>All changes saved.</Trans>
        </p>
      )}
      {adding && (
        <p>
          <Trans>Adding: {adding}</Trans>
        </p>
      )}
    </div>
  )
}
