import { Trans, useLingui } from '@lingui/react/macro'
import { freeShippingStanding } from '../../domain/cart.ts'
import { Price } from '../../components/price.tsx'

/** How far the cart is from free shipping over the server's threshold; while changes wait to be priced, the bar stays as it was and says nothing it cannot know. */
export function FreeShippingBar({ subTotal, threshold, repricing }: { subTotal: number; threshold: number; repricing: boolean }) {
  const { t } = useLingui()
  const { free, more, progress } = freeShippingStanding(subTotal, threshold)
  return (
    <div className="free-shipping" aria-busy={repricing || undefined}>
      <p>
        {repricing ? (
          <Trans>Free shipping is worked out once your changes are saved.</Trans>
        ) : free ? (
          <Trans>Your order ships free.</Trans>
        ) : (
          <Trans>
            Add <Price cents={more} /> more for free shipping.
          </Trans>
        )}
      </p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={t`Progress to free shipping`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="free-shipping__fill" style={{ width: `${progress * 100}%` }} />
      </div>
    </div>
  )
}
