import { useSelector } from '@xstate/react'
import { useView } from '../../app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { paymentSessionMachine } from '../../../machines/payment-session/payment-session.machine.ts'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { Radio, RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { AddressFields } from '../../components/address-fields.tsx'
import { CardFrame } from './card-frame.tsx'
import { SessionDialog } from './session-dialog.tsx'
import { useCheckout, useFieldError } from './use-checkout.ts'
import { GiftCardPanel } from './gift-card-panel.tsx'
import { leftToPay } from '../../domain/gift-card.ts'

type PaymentSession = ActorRefFrom<typeof paymentSessionMachine>

/** Who pays and how: the contact, the billing address (the shipping one unless told otherwise), gift cards, and the card for what they leave. */
export function PaymentStep() {
  const actor = useCheckout()
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.form)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const session = useSelector(actor, (s) => s.children.paymentSession as PaymentSession | undefined)
  const { pricing, unpriced, nothingLeft } = useView(actor, (s) => ({
    pricing: s.matches({ payment: 'pricing' }),
    unpriced: s.matches({ payment: 'unpriced' }),
    nothingLeft: leftToPay(s.context.quote, s.context.giftCards) === 0,
  }))
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
        <Checkbox isSelected={form.billingSameAsShipping} onChange={(same) => actor.send({ type: 'checkout.sameBilling', same })}>
          <Trans>Billing same as shipping</Trans>
        </Checkbox>
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
            <Trans>Card</Trans>
          </legend>
          <SavedCardChoice />
          {session && <CardPanel session={session} />}
        </fieldset>
      )}
      <Button type="submit" isPending={busy}>
        <Trans>Review your order</Trans>
      </Button>
    </Form>
  )
}

/** A signed-in customer's choice: one of their saved cards (its CVV asked again), or a new card they may save. A guest types a card. */
function SavedCardChoice() {
  const actor = useCheckout()
  const { t } = useLingui()
  const { savedCards, payWith, canChoose } = useView(actor, (s) => ({
    savedCards: s.context.savedCards,
    payWith: s.context.payWith,
    canChoose: s.can({ type: 'checkout.payWith', payWith: { method: 'card', saveCard: false } }),
  }))
  if (!savedCards) return null
  const chosen = payWith.method === 'savedCard' ? payWith.card.id : 'new'
  const choose = (value: string) => {
    const card = savedCards.find((saved) => saved.id === value)
    actor.send({ type: 'checkout.payWith', payWith: card ? { method: 'savedCard', card } : { method: 'card', saveCard: false } })
  }
  return (
    <>
      {savedCards.length > 0 && (
        <RadioGroup label={t`Pay with`} value={chosen} onChange={choose} isDisabled={!canChoose}>
          {savedCards.map((card) => (
            <Radio key={card.id} value={card.id}>
              <Trans>
                {card.cardType} {card.cardNumberMask}, expires {card.expiry}
              </Trans>
            </Radio>
          ))}
          <Radio value="new">
            <Trans>A new card</Trans>
          </Radio>
        </RadioGroup>
      )}
      {payWith.method === 'savedCard' ? (
        <p>
          <Trans>Type the security code of your {payWith.card.cardType} again.</Trans>
        </p>
      ) : (
        <Checkbox
          isSelected={payWith.saveCard}
          isDisabled={!canChoose}
          onChange={(saveCard) => actor.send({ type: 'checkout.payWith', payWith: { method: 'card', saveCard } })}
        >
          <Trans>Save this card</Trans>
        </Checkbox>
      )}
    </>
  )
}

/** The gateway's card frame while the payment session is open, and the session's warning and end. */
function CardPanel({ session }: { session: PaymentSession }) {
  const actor = useCheckout()
  const { grant, unavailable, open, warned } = useView(session, (s) => ({
    grant: s.context.grant,
    unavailable: s.matches('unavailable'),
    open: s.hasTag('open'),
    warned: s.hasTag('warning') || s.hasTag('expired'),
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
      {warned && <SessionDialog session={session} />}
    </>
  )
}
