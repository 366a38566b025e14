import { Trans } from '@lingui/react/macro'
import type { OrderLineView, OrderTotals } from '#domain/order.ts'
import { shipsSomething } from '#domain/cart.ts'
import { Price } from './price.tsx'
import { Totals } from './totals.tsx'

/** An order's lines and totals, as priced by the server. */
export function OrderSummary({ lines, totals, unavailable = [] }: { lines: OrderLineView[]; totals: OrderTotals; unavailable?: string[] }) {
  return (
    <div className="order-summary">
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={line.lineId}>
            <span>
              {line.quantity} × {line.title}
              {line.picks && <span className="order-summary__picks">{line.picks.map((pick) => `${pick.quantity} × ${pick.title}`).join(', ')}</span>}
              {unavailable.includes(line.lineId) && (
                <span className="badge badge--unavailable">
                  <Trans>This product is not available</Trans>
                </span>
              )}
            </span>
            <Price cents={line.priceCents * line.quantity} />
          </li>
        ))}
      </ul>
      <Totals
        className="order-summary__totals"
        totals={totals}
        tax={{ label: <Trans>Sales tax</Trans>, cents: totals.taxAmount }}
        ships={shipsSomething(lines)}
      />
    </div>
  )
}
