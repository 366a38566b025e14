import { Trans, useLingui } from '@lingui/react/macro'
import { freeShippingStanding } from '../../domain/cart.ts'
import { Price } from '../../components/price.tsx'

/** How far the cart is from free shipping over the server's threshold. */
export function FreeShippingBar({ subTotal, threshold }: { subTotal: number; threshold: number }) {
  const { t } = useLingui()
  const { free, more, progress } = freeShippingStanding(subTotal, threshold)
  return (
    <div className="free-shipping">
      <p>
        {free ? (
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
