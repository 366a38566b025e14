import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useView } from '#app/use-view.ts'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { Price } from '#components/price.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useCheckout } from './use-checkout.ts'
import { amountLeftToPay, giftCardShares } from '#machines/checkout/checkout.selectors.ts'

/** Gift cards that pay first: a code to apply, each card applied with what it pays, and what is left to pay. */
export function GiftCardPanel() {
  const actor = useCheckout()
  const { total, shares, left } = useView(actor, (s) => ({
    total: s.context.quote?.totalAmount ?? 0,
    shares: giftCardShares(s),
    left: amountLeftToPay(s),
  }))
  return (
    <fieldset className="checkout__group">
      <legend>
        <Trans>Gift cards</Trans>
      </legend>
      {shares.length > 0 && (
        <ul className="checkout__gift-cards">
          {shares.map((card) => (
            <li key={card.code}>
              <Trans>
                Gift card ending {card.last4}: pays <Price cents={card.amount} /> of <Price cents={card.balance} />
              </Trans>{' '}
              <Button variant="quiet" onPress={() => actor.send({ type: 'checkout.removeGiftCard', code: card.code })}>
                <Trans>
                  Remove <span className="visually-hidden">gift card ending {card.last4}</span>
                </Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* A new field for each card applied, so the code just applied is not left in it. */}
      {left > 0 && <GiftCardEntry key={shares.length} />}
      <dl className="checkout__left-to-pay">
        <dt>
          <Trans>Order total</Trans>
        </dt>
        <dd>
          <Price cents={total} />
        </dd>
        <dt>
          <Trans>Left to pay</Trans>
        </dt>
        <dd>
          <Price cents={left} />
        </dd>
      </dl>
    </fieldset>
  )
}

/** The code typed and the button that applies it; what was wrong with the last code said beside it. */
function GiftCardEntry() {
  const actor = useCheckout()
  const { t, i18n } = useLingui()
  const [code, setCode] = useState('')
  const { error, checking, editing } = useView(actor, (s) => ({
    error: s.context.giftCardError,
    checking: s.matches({ payment: 'checkingGiftCard' }),
    editing: s.matches({ payment: 'editing' }),
  }))
  const apply = () => actor.send({ type: 'checkout.applyGiftCard', code })
  return (
    <div className="checkout__gift-card-entry">
      <TextField
        label={t`Gift card code`}
        name="giftCardCode"
        autoComplete="off"
        value={code}
        onChange={setCode}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          apply()
        }}
        errorMessage={error && i18n._(messageFor(error))}
      />
      <Button variant="secondary" isPending={checking} isDisabled={!editing && !checking} onPress={apply}>
        <Trans>Apply</Trans>
      </Button>
    </div>
  )
}
