import type { EventFrom } from 'xstate'
import { BUSINESS_ANSWER_KEY, businessQuestionDue, type BusinessAnswer } from '#domain/business.ts'
import type { ApiClient } from '#api/client.ts'
import { ApiError } from '#api/api-error.ts'
import { itemSelected } from '#analytics/screens.ts'
import { StoreUnavailableError } from './store-unavailable.ts'
import { keepsShopper } from '#api/session-values.ts'
import { recentlyViewed } from './recently-viewed.ts'
import { placedOrderKept } from './placed-order.ts'
import type { CheckoutCode, MemberId, StoreMachines } from './store-machines.ts'
import type { CheckoutLogic } from './checkout-logic.ts'
import { MEMBERS } from '#machines/store/members.ts'
import { ShopperNotKnownYet } from './shopper-not-known-yet.ts'
import type { StoreDeps } from './store-deps.ts'

export type { StoreDeps }

/**
 * The app's root. What every page needs at once (the site, the language, the data layer) is here;
 * the store's flows (its machines, the API client that connects them to the server, and every
 * effect they are given) load when first wanted: a call, a shopper's first act, a page that shows
 * a flow, a browser that keeps a cart or a sign-in. Creating the store reads nothing of the
 * browser; its flows read it when they start.
 */
export function createStore(deps: StoreDeps) {
  const { track } = deps
  let machines: StoreMachines | undefined
  let loading: Promise<StoreMachines> | undefined
  const woken = new Set<() => void>()
  /** Loads the store's flows, and every string they may show, and starts them in the browser (the server's are never started). */
  const wake = () =>
    (loading ??= Promise.all([import('./store-machines.ts'), deps.allMessages?.()]).then(
      ([{ createMachines }]) => {
        machines = createMachines(deps)
        if (!deps.onServer) machines.start()
        for (const listener of woken) listener()
        return machines
      },
      (error: unknown) => {
        // The flows could not be fetched (the network dropped, a new version replaced them): the next want tries again.
        loading = undefined
        throw error
      },
    ))
  let checkout: Promise<CheckoutLogic> | undefined
  /** The flows, once loaded; a screen that shows one is only rendered after they are. */
  const loaded = () => {
    if (!machines) throw new Error("The store's flows are asked for before they were loaded")
    return machines
  }
  // Every call waits for the flows: the session's handshake goes first.
  const api: ApiClient = { request: async (path, options) => (await wake()).api.request(path, options) }

  const store = {
    api,
    inspect: deps.inspect,
    site: deps.site,
    track,
    /** The language the shopper reads the store in. */
    locale: deps.locale,
    i18n: deps.i18n,
    /** The site's origin, for the addresses a page names as its own. */
    origin: deps.url.origin,
    /** The order this tab was answered as placed, by its number: the thank-you page shows it. */
    placedOrder: (orderNumber: string | undefined) => (deps.onServer ? undefined : placedOrderKept(deps.tabStorage, orderNumber)),
    /** The products this shopper looked at, newest first, but the one named; the browser keeps them, so the server knows none. */
    recentlyViewed: (except: string) => (deps.onServer ? undefined : recentlyViewed(deps.lastingStorage, except)),
    /** Whether this store renders a page on the server (its flows are never started there). */
    onServer: deps.onServer === true,
    /** Whether the browser kept something of this shopper when the page opened (a cart, a sign-in, a zip code): the flows load with the page. */
    knowsShopper: !deps.onServer && keepsShopper(deps.tabStorage, deps.lastingStorage),
    wake,
    /** The flows if they are loaded. */
    get machines(): StoreMachines | undefined {
      return machines
    },
    /** Calls back once the flows are loaded; answers how to stop. */
    onWoken(listener: () => void) {
      woken.add(listener)
      return () => void woken.delete(listener)
    },
    /** Sends a shopper's act to one of the store's long-lived flows, loading them first if need be: the start-up chart holds it until its flow can take it. */
    send<K extends MemberId>(id: K, event: EventFrom<StoreMachines[K]>) {
      if (machines) machines.act(id, event)
      else void wake().then((flows) => flows.act(id, event))
    },
    /** The machines that live with a screen, which the root provides with their effects. */
    get logic() {
      return loaded().logic
    },
    /**
     * Checkout and its payment code, loaded beside the flows once, when a checkout page first shows
     * (the page names its code). React's `use` reads the promise's `status`: loaded, a page shown
     * again has it at once; failed (the network dropped), the page that asked is told so once, and
     * the next page to ask fetches it again.
     */
    checkout(code: () => Promise<CheckoutCode>): Promise<CheckoutLogic> {
      const asked = checkout as (Promise<CheckoutLogic> & { status?: string }) | undefined
      if (asked?.status === 'rejected') {
        checkout = undefined
        return asked
      }
      if (checkout) return checkout
      const loading: Promise<CheckoutLogic> = wake()
        .then((flows) => flows.loadCheckout(code()))
        .then(
          (logic) => {
            Object.assign(loading, { status: 'fulfilled', value: logic })
            return logic
          },
          (error: unknown) => {
            Object.assign(loading, { status: 'rejected', reason: error })
            throw error
          },
        )
      checkout = loading
      return loading
    },
    /** A product chosen from a list, for the data layer. */
    productChosen: (listName: string, product: Parameters<typeof itemSelected>[1]) => track(itemSelected(listName, product)),
    /** A screen that could not be shown: a crash is reported; a failed call or an unreachable store was reported already. */
    screenFailed(error: Error, pathname: string) {
      if (!(error instanceof ApiError) && !(error instanceof StoreUnavailableError) && !(error instanceof ShopperNotKnownYet))
        track({ event: 'render_error', page_path: pathname, error: error.message })
    },
    /** The business-buyer prompt: the answer is remembered, so a first visit's question is not asked again, and a business is sent to the business site. */
    answerBusinessPrompt(answer: BusinessAnswer) {
      track({ event: 'business_prompt', answer })
      deps.lastingStorage.setItem(BUSINESS_ANSWER_KEY, answer)
      if (answer === 'yes') deps.leave(deps.site.businessSiteUrl)
    },
    /** Whether a first visit asks the business-buyer question: never in a page the server renders, which knows nothing of the browser. */
    businessQuestionDue: () => !deps.onServer && businessQuestionDue(deps.lastingStorage),
  }
  // The long-lived flows the screens past the landing pages reach (`store.cart`), once loaded.
  return Object.defineProperties(store, Object.fromEntries(MEMBERS.map((id) => [id, { get: () => loaded()[id] }]))) as typeof store &
    Pick<StoreMachines, MemberId>
}

export type Store = ReturnType<typeof createStore>

/**
 * Who is shopping, read from the session at once: a customer, a guest, or, while the store is still
 * starting, not known yet. A screen that needs to know shows a pending view until then: the start-up
 * chart shows the screens waiting for it once the session knows (`showWaitingScreens`).
 */
export function shopperOf(store: Store): 'customer' | 'guest' {
  const session = store.machines?.session.getSnapshot()
  if (!session?.matches('ready')) {
    void store.wake()
    throw new ShopperNotKnownYet()
  }
  return session.hasTag('signedIn') ? 'customer' : 'guest'
}

/** Whether a customer is signed in now (what the screens' loaders ask before they load a customer's data); not known yet while the store starts. */
export const isSignedIn = (store: Store) => shopperOf(store) === 'customer'
