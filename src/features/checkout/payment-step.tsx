import { useSelector } from '@xstate/react'
import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { paymentSessionMachine } from '#machines/payment-session/payment-session.machine.ts'
import { Button } from '#components/ui/button.tsx'
import { Checkbox } from '#components/ui/checkbox.tsx'
import { Radio, RadioGroup } from '#components/ui/radio-group.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { AddressFields } from '#components/address-fields.tsx'
import { CardFrame } from './card-frame.tsx'
import { SessionDialog } from './session-dialog.tsx'
import { useCheckout, useFieldError } from './use-checkout.ts'
import { GiftCardPanel } from './gift-card-panel.tsx'
import { nothingLeftToPay } from '#machines/checkout/checkout.selectors.ts'
import { BRAND_NAMES, paidIn } from '#domain/payment.ts'

type PaymentSession = ActorRefFrom<typeof paymentSessionMachine>

/** Who pays and how: the contact, the billing address (the shipping one unless told otherwise), gift cards, and the card for what they leave. */
export function PaymentStep() {
  const actor = useCheckout()
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.form)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const session = useSelector(actor, (s) => s.children.paymentSession as PaymentSession | undefined)
  const { pricing, unpriced, nothingLeft, paid, approving, ships } = useView(actor, (s) => ({
    pricing: s.matches({ payment: 'pricing' }),
    unpriced: s.matches({ payment: 'unpriced' }),
    nothingLeft: nothingLeftToPay(s),
    paid: paidIn(s.context.payWith.method),
    approving: s.matches({ payment: 'approvingPayPal' }),
    ships: s.context.ships,
  }))
  const { place, brand } = paid
  const contactError = useFieldError('contact')
  const billingError = useFieldError('billing')
  const edit = (field: string, value: string) => actor.send({ type: 'checkout.edit', field, value })
  return (
    <Form
      className="checkout__step"
      validationBehavior="aria"
      aria-labelledby="payment-title"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'checkout.continue' })
      }}
    >
      <h2 id="payment-title">
        <Trans>Payment</Trans>
      </h2>
      <fieldset className="checkout__group">
        <legend>
          <Trans>Contact</Trans>
        </legend>
        <div className="form-row">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            name="contact.email"
            value={form.contact.email}
            onChange={(value) => edit('contact.email', value)}
            errorMessage={contactError('email')}
          />
          <TextField
            label={t`Phone number`}
            type="tel"
            autoComplete="tel-national"
            name="contact.phoneNumber"
            value={form.contact.phoneNumber}
            onChange={(value) => edit('contact.phoneNumber', value)}
            errorMessage={contactError('phoneNumber')}
          />
        </div>
      </fieldset>
      <fieldset className="checkout__group">
        <legend>
          <Trans>Billing address</Trans>
        </legend>
        {ships && (
          <Checkbox isSelected={form.billingSameAsShipping} onChange={(same) => actor.send({ type: 'checkout.sameBilling', same })}>
            <Trans>Billing same as shipping</Trans>
          </Checkbox>
        )}
        {!form.billingSameAsShipping && (
          <AddressFields section="billing" address={form.billing} onEdit={(field, value) => edit(`billing.${field}`, value)} error={billingError} />
        )}
      </fieldset>
      {pricing && <p role="status">…</p>}
      {/* The reason is said above the steps. */}
      {unpriced && (
        <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.retry' })}>
          <Trans>Try again?</Trans>
        </Button>
      )}
      {!pricing && !unpriced && <GiftCardPanel />}
      {nothingLeft ? (
        <p className="checkout__nothing-to-pay">
          <Trans>Nothing is left to pay: no card is needed.</Trans>
        </p>
      ) : (
        <fieldset className="checkout__group">
          <legend>
            <Trans>How to pay</Trans>
          </legend>
          <WayToPayChoice />
          {place === 'window' && (
            <p>
              <Trans>PayPal opens in a window of its own: approve the payment there, then review your order here.</Trans>
            </p>
          )}
          {place === 'sheet' && (
            <p>
              <Trans>{brand} opens its own payment sheet: pay there, then review your order here.</Trans>
            </p>
          )}
          {place === 'frame' && (
            <>
              <CardChoice />
              {session && <CardPanel session={session} />}
            </>
          )}
        </fieldset>
      )}
      {session && <SessionWarning session={session} />}
      {approving ? (
        <div role="status" className="checkout__paypal-waiting">
          <p>
            <Trans>Finish in the PayPal window. This page goes on once you approve or cancel there.</Trans>
          </p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.cancelPayPal' })}>
            <Trans>Cancel PayPal</Trans>
          </Button>
        </div>
      ) : (
        <Button type="submit" isPending={busy}>
          {place !== 'frame' && !nothingLeft ? <Trans>Continue with {brand}</Trans> : <Trans>Review your order</Trans>}
        </Button>
      )}
    </Form>
  )
}

/** The ways to pay what gift cards leave: a customer's saved cards (each its CVV asked again), a new card, PayPal, or a wallet the browser has. */
function WayToPayChoice() {
  const actor = useCheckout()
  const { t } = useLingui()
  const { savedCards, wallets, chosen, canChoose } = useView(actor, (s) => ({
    savedCards: s.context.savedCards ?? [],
    wallets: s.context.wallets,
    chosen: s.context.payWith.method === 'savedCard' ? s.context.payWith.card.id : s.context.payWith.method,
    canChoose: s.can({ type: 'checkout.payWith', payWith: { method: 'paypal' } }),
  }))
  const choose = (value: string) => {
    const card = savedCards.find((saved) => saved.id === value)
    const wallet = wallets.find((offered) => offered === value)
    actor.send({
      type: 'checkout.payWith',
      payWith: card
        ? { method: 'savedCard', card }
        : wallet
          ? { method: wallet }
          : value === 'paypal'
            ? { method: 'paypal' }
            : { method: 'card', saveCard: false },
    })
  }
  return (
    <RadioGroup label={t`Pay with`} value={chosen} onChange={choose} isDisabled={!canChoose}>
      {savedCards.map((card) => (
        <Radio key={card.id} value={card.id}>
          <Trans>
            {card.cardType} {card.cardNumberMask}, expires {card.expiry}
          </Trans>
        </Radio>
      ))}
      <Radio value="card">{savedCards.length > 0 ? <Trans>A new card</Trans> : <Trans>Card</Trans>}</Radio>
      <Radio value="paypal">PayPal</Radio>
      {wallets.map((wallet) => (
        <Radio key={wallet} value={wallet}>
          {BRAND_NAMES[wallet]}
        </Radio>
      ))}
    </RadioGroup>
  )
}

/** A saved card asks its CVV again; a signed-in customer may keep a new card. A guest types a card. */
function CardChoice() {
  const actor = useCheckout()
  const { payWith, canSave } = useView(actor, (s) => ({
    payWith: s.context.payWith,
    canSave: s.can({ type: 'checkout.payWith', payWith: { method: 'card', saveCard: true } }),
  }))
  if (payWith.method === 'savedCard')
    return (
      <p>
        <Trans>Type the security code of your {payWith.card.cardType} again.</Trans>
      </p>
    )
  if (!canSave || payWith.method !== 'card') return null
  return (
    <Checkbox isSelected={payWith.saveCard} onChange={(saveCard) => actor.send({ type: 'checkout.payWith', payWith: { method: 'card', saveCard } })}>
      <Trans>Save this card</Trans>
    </Checkbox>
  )
}

/** The gateway's card frame while the payment session is open, and the session's warning and end. */
function CardPanel({ session }: { session: PaymentSession }) {
  const actor = useCheckout()
  const { grant, unavailable, open } = useView(session, (s) => ({
    grant: s.context.grant,
    unavailable: s.matches('unavailable'),
    open: s.hasTag('open'),
  }))
  if (unavailable) {
    return (
      <div role="alert">
        <p>
          <Trans>The card form could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onPress={() => session.send({ type: 'paymentSession.retry' })}>
          <Trans>Try again?</Trans>
        </Button>
      </div>
    )
  }
  return (
    <>
      {grant && open && (
        <CardFrame key={grant.captureContext} grant={grant} onMounted={(frame) => actor.send({ type: 'checkout.frameMounted', frame, grant })} />
      )}
      {!grant && <p>…</p>}
    </>
  )
}

/** The payment session's warning and end, whichever way the shopper pays: an order paid by PayPal or a wallet is placed in the same session. */
function SessionWarning({ session }: { session: PaymentSession }) {
  const warned = useSelector(session, (s) => s.hasTag('warning') || s.hasTag('expired'))
  return warned ? <SessionDialog session={session} /> : null
}
