import { assign, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import { fieldErrors } from '#domain/address.ts'
import { GiftCardOrderSchema, type GiftCardOrder } from '#domain/gift-card.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { formParts, submitted, withoutError } from '../form.ts'

/** The e-gift card as typed: the amount chosen (cents, as text) and the recipient's fields (SPEC §3 gift card). */
export type GiftCardForm = Record<'amountCents' | 'firstName' | 'lastName' | 'recipientEmail' | 'giftMessage', string>
export type GiftCardField = keyof GiftCardForm

export interface GiftCardPurchaseInput {
  /** The amounts the store offers, in cents. */
  amounts: number[]
}

export interface GiftCardPurchaseContext extends GiftCardPurchaseInput {
  form: GiftCardForm
  /** Message ids by field. */
  errors: Partial<Record<GiftCardField, string>>
  /** A message id for the cart's refusal. */
  error?: string
  /** The card last added, as the page confirms it. */
  added?: GiftCardOrder
}

export type GiftCardPurchaseEvent =
  | { type: 'giftCard.edit'; field: GiftCardField; value: string }
  | { type: 'giftCard.submit' }
  /** Another card, for someone else: the amount chosen stays. */
  | { type: 'giftCard.another' }
  | Extract<CartAnswer, { type: 'cart.changed' | 'cart.refused' }>

/** The card the cart is sent, from what was typed. */
export const giftCardOf = (form: GiftCardForm): GiftCardOrder => ({
  amountCents: Number(form.amountCents),
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  recipientEmail: form.recipientEmail.trim().toLowerCase(),
  giftMessage: form.giftMessage.trim(),
})

/** The store's rules for a gift card: an amount it offers, and the recipient's name, email and message by SPEC §5. */
export function giftCardProblems(form: GiftCardForm, amounts: readonly number[]): Partial<Record<GiftCardField, string>> {
  const amountOffered = amounts.includes(Number(form.amountCents))
  const { amountCents: _, ...fields } = fieldErrors(GiftCardOrderSchema, { ...giftCardOf(form), amountCents: amountOffered ? Number(form.amountCents) : 0 })
  return { ...(amountOffered ? {} : { amountCents: 'giftCardAmountRequired' }), ...fields }
}

const blank = (amountCents = ''): GiftCardForm => ({ amountCents, firstName: '', lastName: '', recipientEmail: '', giftMessage: '' })
const form = formParts<GiftCardPurchaseContext, GiftCardPurchaseEvent>(({ form: typed, amounts }) => giftCardProblems(typed, amounts))

/** Buying an e-gift card (SPEC §3): an amount and a recipient, checked by the store's rules, then added to the cart as a line of its own. */
export const giftCardPurchaseMachine = setup({
  types: { context: {} as GiftCardPurchaseContext, events: {} as GiftCardPurchaseEvent, input: {} as GiftCardPurchaseInput },
  actions: {
    ...form.actions,
    /** The cart is sent the card, and answers whether it took it. */
    sendToCart: viaStore<GiftCardPurchaseContext>('cart', ({ context, self }) => ({
      type: 'cart.addGiftCard',
      giftCard: giftCardOf(context.form),
      replyTo: self,
    })),
  },
  guards: form.guards,
}).createMachine({
  id: 'giftCardPurchase',
  context: ({ input }) => ({ ...input, form: blank(), errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'giftCard.edit': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: withoutError(context.errors, event.field),
          })),
        },
        'giftCard.submit': submitted('adding'),
      },
    },
    adding: {
      tags: ['busy'],
      entry: 'sendToCart',
      on: {
        'cart.changed': { target: 'added', actions: assign({ added: ({ context }) => giftCardOf(context.form) }) },
        'cart.refused': { target: 'editing', actions: assign({ error: ({ event }) => event.errorKey }) },
      },
    },
    added: {
      on: { 'giftCard.another': { target: 'editing', actions: assign(({ context }) => ({ form: blank(context.form.amountCents), error: undefined })) } },
    },
  },
})
