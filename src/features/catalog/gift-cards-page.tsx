import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { GiftCardField } from '#machines/gift-card-purchase/gift-card-purchase.machine.ts'
import { GIFT_MESSAGE_MAX_LENGTH } from '#domain/gift-card.ts'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'
import { useView } from '#app/use-view.ts'
import { Button } from '#components/ui/button.tsx'
import { Radio, RadioGroup } from '#components/ui/radio-group.tsx'
import { SubmitForm } from '#components/ui/submit-form.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { Price } from '#components/price.tsx'
import { messageFor } from '#i18n/messages.ts'

/** E-gift cards (SPEC §3 gift card): an amount the store offers, the recipient's name and email and a message, added to the cart. */
export function GiftCardsPage({ cards }: { cards: { id: string; amountCents: number }[] }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.giftCardPurchase, { amounts: cards.map((card) => card.amountCents) })
  const { form, errors, error, busy, added } = useView(actor, (s) => ({
    ...s.context,
    busy: s.hasTag('busy'),
    added: s.matches('added') ? s.context.added : undefined,
  }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._(messageFor(id)) : undefined)
  const edit = (field: GiftCardField) => (value: string) => actor.send({ type: 'giftCard.edit', field, value })
  const field = (name: GiftCardField) => ({ name, value: form[name], onChange: edit(name), errorMessage: message(errors[name]) })
  return (
    <div className="gift-cards">
      <h1>
        <Trans>Gift cards</Trans>
      </h1>
      <p>
        <Trans>E-gift cards are emailed to the person you choose and never expire.</Trans>
      </p>
      {added ? (
        <div role="status" className="gift-cards__added">
          <p>
            <Trans>
              An e-gift card of <Price cents={added.amountCents} /> for {added.firstName} {added.lastName} is in your cart. We email its code to{' '}
              {added.recipientEmail} once your order is placed.
            </Trans>
          </p>
          <Link to="/cart">
            <Trans>Go to cart</Trans>
          </Link>{' '}
          <Button variant="secondary" onPress={() => actor.send({ type: 'giftCard.another' })}>
            <Trans>Send another gift card</Trans>
          </Button>
        </div>
      ) : (
        <>
          {error && <p role="alert">{message(error)}</p>}
          <SubmitForm onSubmit={() => actor.send({ type: 'giftCard.submit' })}>
            <RadioGroup label={t`Amount`} name="amountCents" value={form.amountCents} onChange={edit('amountCents')} errorMessage={message(errors.amountCents)}>
              {cards.map((card) => (
                <Radio key={card.id} value={String(card.amountCents)}>
                  <Price cents={card.amountCents} />
                </Radio>
              ))}
            </RadioGroup>
            <div className="form-row">
              <TextField label={t`Recipient's first name`} {...field('firstName')} />
              <TextField label={t`Recipient's last name`} {...field('lastName')} />
            </div>
            <TextField label={t`Recipient's email`} type="email" {...field('recipientEmail')} />
            <TextField label={t`Message (up to ${GIFT_MESSAGE_MAX_LENGTH} characters)`} multiline {...field('giftMessage')} />
            <Button type="submit" isPending={busy}>
              <Trans>Add gift card to cart</Trans>
            </Button>
          </SubmitForm>
        </>
      )}
    </div>
  )
}
