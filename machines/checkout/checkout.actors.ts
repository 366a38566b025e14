import { fromCallback, fromPromise } from 'xstate'
import * as v from 'valibot'
import { checkoutMachine, type CheckoutInput, type Shopper } from './checkout.machine.ts'
import { providePaymentSession } from '../payment-session/payment-session.actors.ts'
import type { ApiClient } from '#api/client.ts'
import { SessionKey, type SessionStorageLike } from '#api/session-values.ts'
import { askAboutOrder, checkGiftCard, submitOrder, validateOrder } from '#api/orders.ts'
import { validateZip } from '#api/shopper.ts'
import { CachedCheckoutSchema, emptyCheckoutForm, type CheckoutForm, type CheckoutStep } from '#domain/checkout-form.ts'
import type { Locale } from '#domain/locale.ts'
import { ORDER_ATTEMPT_KEY } from '#domain/order.ts'

/** Where what was typed at checkout is kept for a reload (session storage: it ends with the tab). */
export const CHECKOUT_KEY = 'snackfolk.checkout'
export { ORDER_ATTEMPT_KEY }

const KeptAttemptSchema = v.object({ key: v.pipe(v.string(), v.uuid()), sentFor: v.optional(v.string()) })

export interface CheckoutDeps {
  api: ApiClient
  locale: () => Locale
  /** Session storage, which ends with the tab: what was typed, for a reload. */
  tabStorage: SessionStorageLike
  /** Local storage, kept across tabs and visits: the order attempt's key. */
  lastingStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Whether the browser has a connection now. */
  online: () => boolean
  /** Calls back each time the browser loses its connection or has it again; answers how to stop. */
  watchConnection: (changed: (online: boolean) => void) => () => void
  /** Starts the page afresh (a payment session that ended). */
  reload: () => void
  /** Who pays: the signed-in customer's details and saved cards, and the wallets offered. */
  shopper: (signal: AbortSignal) => Promise<Shopper>
}

/** An address as it was kept: each field of the empty one that was kept as the same kind of value. */
function keptAddress<T extends object>(empty: T, kept: Record<string, string | boolean>): T {
  const fields = Object.entries(empty).map(([field, value]) => [field, typeof kept[field] === typeof value ? kept[field] : value])
  return Object.fromEntries(fields) as T
}

/** What was typed before a reload, when it still reads as a checkout form. */
function cachedCheckout(storage: SessionStorageLike): CheckoutInput['cached'] {
  try {
    const parsed = v.safeParse(CachedCheckoutSchema, JSON.parse(storage.getItem(CHECKOUT_KEY) ?? 'null'))
    if (!parsed.success) return undefined
    const empty = emptyCheckoutForm()
    const { form } = parsed.output
    const merged: CheckoutForm = {
      shipping: keptAddress(empty.shipping, form.shipping),
      ...(form.selectedShippingAddress && { selectedShippingAddress: form.selectedShippingAddress }),
      keepShippingAddress: form.keepShippingAddress,
      billingSameAsShipping: form.billingSameAsShipping,
      billing: keptAddress(empty.billing, form.billing),
      contact: form.contact,
    }
    return { form: merged, shippingCompleted: parsed.output.shippingCompleted }
  } catch {
    return undefined
  }
}

/** The attempt kept by this tab or another: its key, and the cart it was sent for when its answer never came. */
function keptAttempt(keep: CheckoutDeps['lastingStorage']): v.InferOutput<typeof KeptAttemptSchema> | undefined {
  try {
    const parsed = v.safeParse(KeptAttemptSchema, JSON.parse(keep.getItem(ORDER_ATTEMPT_KEY) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** The checkout machine wired to the API, the shopper's cart and session storage. */
export function provideCheckout({ api, locale, tabStorage, lastingStorage, watchConnection, reload, shopper }: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      shopper: fromPromise(({ signal }) => shopper(signal)),
      validateZip: fromPromise(({ input, signal }) => validateZip(api, input.zip, signal)),
      validateOrder: fromPromise(({ input, signal }) => validateOrder(api, input, locale(), signal)),
      submitOrder: fromPromise(({ input, signal }) =>
        submitOrder(api, { ...input, altOrderLocationId: tabStorage.getItem(SessionKey.altOrderLocationId) ?? undefined }, locale(), signal),
      ),
      checkGiftCard: fromPromise(({ input, signal }) => checkGiftCard(api, input.code, signal)),
      askAboutOrder: fromPromise(({ input, signal }) => askAboutOrder(api, input.attemptKey, signal)),
      connection: fromCallback(({ sendBack }) => watchConnection((online) => sendBack({ type: 'checkout.connection', online }))),
      paymentSession: providePaymentSession(api).provide({ actions: { requestReload: reload } }),
    },
    actions: {
      cacheCheckout: (_, kept) => tabStorage.setItem(CHECKOUT_KEY, JSON.stringify(kept)),
      forgetCheckout: () => tabStorage.removeItem(CHECKOUT_KEY),
      keepAttempt: (_, attempt) => lastingStorage.setItem(ORDER_ATTEMPT_KEY, JSON.stringify(attempt)),
      forgetAttempt: () => lastingStorage.removeItem(ORDER_ATTEMPT_KEY),
    },
  })
}

/**
 * What a checkout starts from: the step the address asks for, what was typed before a reload, the
 * order attempt another tab or an earlier visit left (or a new one), and whether the browser is online.
 */
export function checkoutInput(
  deps: Pick<CheckoutDeps, 'tabStorage' | 'lastingStorage' | 'online'>,
  step: CheckoutStep | undefined,
  paymentSession: CheckoutInput['paymentSession'],
): CheckoutInput {
  const attempt = keptAttempt(deps.lastingStorage)
  return {
    step,
    cached: cachedCheckout(deps.tabStorage),
    attemptKey: attempt?.key ?? crypto.randomUUID(),
    ...(attempt?.sentFor && { sentFor: attempt.sentFor }),
    online: deps.online(),
    paymentSession,
  }
}
