import { fromPromise } from 'xstate'
import * as v from 'valibot'
import { checkoutMachine, type CheckoutInput } from './checkout.machine.ts'
import { providePaymentSession } from '../payment-session/payment-session.actors.ts'
import type { ApiClient } from '../../src/api/client.ts'
import type { SessionStorageLike } from '../../src/api/session-values.ts'
import { checkGiftCard, submitOrder, validateOrder } from '../../src/api/orders.ts'
import { validateZip } from '../../src/api/shopper.ts'
import { CachedCheckoutSchema, emptyCheckoutForm, type CheckoutForm, type CheckoutStep } from '../../src/domain/checkout-form.ts'
import type { Locale } from '../../src/domain/locale.ts'
import type { SavedCard } from '../../src/domain/payment.ts'

/** Where what was typed at checkout is kept for a reload (session storage: it ends with the tab). */
export const CHECKOUT_KEY = 'snackfolk.checkout'

export interface CheckoutDeps {
  api: ApiClient
  locale: () => Locale
  storage: SessionStorageLike
  /** Starts the page afresh (a payment session that ended). */
  reload: () => void
}

/** What was typed before a reload, when it still reads as a checkout form. */
function cachedCheckout(storage: SessionStorageLike): CheckoutInput['cached'] {
  try {
    const parsed = v.safeParse(CachedCheckoutSchema, JSON.parse(storage.getItem(CHECKOUT_KEY) ?? 'null'))
    if (!parsed.success) return undefined
    const empty = emptyCheckoutForm()
    const { form } = parsed.output
    const merged: CheckoutForm = {
      shipping: { ...empty.shipping, ...form.shipping },
      billingSameAsShipping: form.billingSameAsShipping,
      billing: { ...empty.billing, ...form.billing },
      contact: form.contact,
    }
    return { form: merged, shippingCompleted: parsed.output.shippingCompleted }
  } catch {
    return undefined
  }
}

/** The checkout machine wired to the API, the shopper's cart and session storage. */
export function provideCheckout({ api, locale, storage, reload }: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      validateZip: fromPromise(({ input, signal }) => validateZip(api, input.zip, signal)),
      validateOrder: fromPromise(({ input, signal }) => validateOrder(api, input, locale(), signal)),
      submitOrder: fromPromise(({ input, signal }) =>
        submitOrder(
          api,
          {
            owner: input.owner,
            form: input.form,
            ships: input.ships,
            payment: input.payment,
            giftCards: input.giftCards,
            attemptKey: input.attemptKey,
            reviewedTotal: input.reviewedTotal,
          },
          locale(),
          signal,
        ),
      ),
      checkGiftCard: fromPromise(({ input, signal }) => checkGiftCard(api, input.code, signal)),
      paymentSession: providePaymentSession(api).provide({ actions: { requestReload: reload } }),
    },
    actions: {
      cacheCheckout: (_, kept) => storage.setItem(CHECKOUT_KEY, JSON.stringify(kept)),
      forgetCheckout: () => storage.removeItem(CHECKOUT_KEY),
    },
  })
}

/** What a checkout starts from: the step the address asks for, and what was typed before a reload. */
export function checkoutInput(
  deps: Pick<CheckoutDeps, 'storage'>,
  step: CheckoutStep | undefined,
  paymentSession: CheckoutInput['paymentSession'],
  customer?: CheckoutCustomer,
): CheckoutInput {
  return {
    step,
    cached: cachedCheckout(deps.storage) ?? customerForm(customer),
    attemptKey: crypto.randomUUID(),
    paymentSession,
    savedCards: customer?.savedCards,
  }
}

/** Who is signed in, as checkout starts from them. */
export interface CheckoutCustomer {
  firstName: string
  lastName: string
  email: string
  /** Their primary address, when they keep one. */
  address?: CheckoutForm['shipping']
  savedCards: SavedCard[]
}

/** A signed-in customer starts with their primary address (else their name) and email filled in; what they typed before a reload wins. */
function customerForm(customer: CheckoutCustomer | undefined): CheckoutInput['cached'] {
  if (!customer) return undefined
  const form = emptyCheckoutForm()
  return {
    form: {
      ...form,
      shipping: customer.address ?? { ...form.shipping, firstName: customer.firstName, lastName: customer.lastName },
      contact: { ...form.contact, email: customer.email },
    },
    shippingCompleted: false,
  }
}
