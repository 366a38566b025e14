import type { I18n } from '@lingui/core'
import { createActor, fromCallback, waitFor, type ActorRefFrom, type EventObject, type InspectionEvent, type Observer } from 'xstate'
import { ApiError, createApiClient, type ApiClient } from '../api/client.ts'
import { itemSelected } from '../analytics/screens.ts'
import { StoreUnavailableError, waitForSession } from './wait-for-session.ts'
import type { SessionStorageLike } from '../api/session-values.ts'
import { provideSession, sessionInput } from '../../machines/session/session.actors.ts'
import { toastMachine } from '../../machines/toast/toast.machine.ts'
import { provideZip, storedZip } from '../../machines/zip/zip.actors.ts'
import { provideCart, storedOwner } from '../../machines/cart/cart.actors.ts'
import { provideSearch } from '../../machines/search/search.actors.ts'
import { provideMultipack } from '../../machines/multipack/multipack.actors.ts'
import { provideOrderLookup } from '../../machines/order-lookup/order-lookup.actors.ts'
import { provideContactUs } from '../../machines/contact-us/contact-us.actors.ts'
import { provideSignIn } from '../../machines/sign-in/sign-in.actors.ts'
import { provideSignInForm } from '../../machines/sign-in-form/sign-in-form.actors.ts'
import { provideRegistration } from '../../machines/registration/registration.actors.ts'
import { provideCartMerge } from '../../machines/cart-merge/cart-merge.actors.ts'
import { provideReorder } from '../../machines/reorder/reorder.actors.ts'
import { provideChangePassword } from '../../machines/change-password/change-password.actors.ts'
import { provideAddressBook } from '../../machines/address-book/address-book.actors.ts'
import { provideSavedMixes } from '../../machines/saved-mixes/saved-mixes.actors.ts'
import { provideSavedCards } from '../../machines/saved-cards/saved-cards.actors.ts'
import { provideProfile } from '../../machines/profile/profile.actors.ts'
import { providePasswordReset } from '../../machines/password-reset/password-reset.actors.ts'
import type { CheckoutStep } from '../domain/checkout-form.ts'
import type { Locale } from '../domain/locale.ts'
import { returnPath, type Destination } from '../domain/destination.ts'
import type { Track } from '../analytics/data-layer.ts'
import { cartChangeEvents } from '../analytics/cart-events.ts'
import { giftCardPurchaseMachine } from '../../machines/gift-card-purchase/gift-card-purchase.machine.ts'
import type { SiteConfig } from '../domain/site.ts'
import type { CheckoutLogic } from './checkout-logic.ts'
import { recentlyViewed } from './recently-viewed.ts'

export interface StoreDeps {
  storage: SessionStorageLike
  /** Kept across visits: the cart's id and token live here. */
  keep: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  locale: () => Locale
  /** The shopper's language's messages, for what is said outside the views (the page's title). */
  i18n: I18n
  url: URL
  site: SiteConfig
  track: Track
  /** Moves the shopper to another screen of the store. */
  navigate: (destination: Destination) => void
  /** Sends the shopper to another site (the business store). */
  leave: (url: string) => void
  /** Puts the checkout step in the address's hash. */
  showCheckoutStep: (step: CheckoutStep) => void
  /** Moves focus to the first field the shopper has to mend. */
  focusFirstError: () => void
  reload: () => void
  /** Reloads what the screens show, after the shopper's location changed. */
  refresh: () => void
  /** Leaves a page for customers only, when the shopper is on one. */
  leaveSecurePage: () => void
  /** Calls back with the key of each value another tab changes in `keep`; answers how to stop. */
  watchKept: (changed: (key: string | null) => void) => () => void
  fetch?: typeof fetch
  baseURL?: string
  /**
   * The store renders a page on the server: its calls reach the API in the same process, with no
   * handshake, and it is never started (its members keep their first state).
   */
  onServer?: boolean
  /** The Stately inspector's observer, when a product owner asked for it. */
  inspect?: Observer<InspectionEvent>
}

/**
 * The app's root: its actor system, with every effect (network, storage, navigation, analytics,
 * toasts) provided here by name, and the API client that connects them to the server. Creating
 * the store reads nothing of the browser; starting it does.
 */
export function createStore(deps: StoreDeps) {
  const { track, inspect } = deps
  // The system's root: the store's long-lived actors are its members, found by their `systemId`.
  const root = createActor(
    fromCallback<EventObject>(({ receive }) =>
      receive((event) => {
        if (event.type.startsWith('xstate.error.actor.')) console.error((event as { error?: unknown }).error)
      }),
    ),
    { id: 'store', inspect },
  )
  let members: Members | undefined
  const member = <K extends keyof Members>(id: K): Members[K] => (members ??= createMembers())[id]
  const showError = (message: string) => member('toast').send({ type: 'toast.show', toast: { kind: 'error', message } })
  const api: ApiClient = createApiClient(
    deps.storage,
    {
      showApiFailAlert: (error) => showError(error.errorKey),
      sessionExpired: () => member('session').send({ type: 'session.expired' }),
      invalidToken: () => member('session').send({ type: 'session.expired' }),
      handshakeRejected: () => member('session').send({ type: 'session.handshakeRejected' }),
      reload: deps.reload,
      track,
    },
    deps.fetch,
    deps.baseURL,
    // In the browser a screen's first call may come before the session has its handshake (a page the server left to the browser): it waits for it.
    deps.onServer ? { handshake: false } : { ready: () => waitForSession(member('session')) },
  )

  // The site as the identity provider's client: signing in, renewing the token, signing out.
  const client = { issuer: deps.site.identityIssuer, clientId: deps.site.identityClientId, redirectUri: `${deps.url.origin}/implicit/callback` }
  const longLived = {
    toast: toastMachine,
    session: provideSession({ api, storage: deps.storage, client, locale: deps.locale }).provide({
      actions: {
        goHome: () => deps.navigate({ to: '/' }),
        leave: (_, url) => deps.leave(url),
        notifySessionTimedOut: () => showError('sessionTimedOut'),
        notifySignOutFailed: () => showError('signOutFailed'),
        leaveSecurePage: () => deps.leaveSecurePage(),
      },
    }),
    cart: provideCart({
      api,
      locale: deps.locale,
      keep: deps.keep,
      session: deps.storage,
      zipcode: () => storedZip(deps.storage)?.zipcode,
      watchKept: deps.watchKept,
    }).provide({
      actions: { trackChange: (_, { before, after }) => cartChangeEvents(before, after).forEach(track) },
    }),
    zip: provideZip(api, deps.storage).provide({ actions: { showLocation: () => deps.refresh() } }),
    cartMerge: provideCartMerge(api).provide({ actions: { tellMergeFailed: (_, errorKey) => showError(errorKey) } }),
    // Signing in: started from any page, finished on /implicit/callback, where the provider sends the shopper back.
    signIn: provideSignIn({ api, storage: deps.storage, locale: deps.locale, client }).provide({
      actions: {
        leave: (_, url) => deps.leave(url),
        goBack: (_, returnTo) => deps.navigate({ href: returnPath(returnTo), replace: true }),
      },
    }),
    search: provideSearch(api, deps.locale).provide({
      actions: {
        navigate: (_, destination) => deps.navigate(destination),
        trackSearch: (_, term) => track({ event: 'search', search_term: term }),
      },
    }),
  }
  /** Every form moves focus to the first field with a message, on the page where it is shown. */
  const form = { actions: { focusFirstError: () => deps.focusFirstError() } }
  /** Machines that live with a screen: the screen creates the actor, the root provides its effects. */
  const logic = {
    multipack: provideMultipack(api).provide({
      actions: { trackProgress: (_, { packs, size }) => track({ event: 'multipack_progress', packs, size }), ...form.actions },
    }),
    orderLookup: provideOrderLookup(api).provide(form),
    contactUs: provideContactUs(api, deps.locale).provide(form),
    registration: provideRegistration(api).provide({
      actions: {
        ...form.actions,
        signInAs: (_, email) => member('signIn').send({ type: 'signIn.start', returnTo: '/', loginHint: email }),
      },
    }),
    reorder: provideReorder(api).provide({
      actions: {
        showCart: (_, short) => {
          if (short.length > 0) showError('reorderShort')
          deps.navigate({ href: '/cart' })
        },
      },
    }),
    profile: provideProfile(api).provide(form),
    savedMixes: provideSavedMixes(api),
    savedCards: provideSavedCards(api),
    giftCardPurchase: giftCardPurchaseMachine.provide(form),
    addressBook: provideAddressBook(api).provide(form),
    changePassword: provideChangePassword(api).provide(form),
    passwordReset: providePasswordReset(api, deps.locale).provide(form),
    signInForm: provideSignInForm(api).provide({
      actions: { leave: (_, url) => deps.leave(url), ...form.actions },
    }),
  }

  let checkout: Promise<CheckoutLogic> | undefined
  const store = {
    api,
    logic,
    inspect,
    site: deps.site,
    track,
    /** The language the shopper reads the store in. */
    locale: deps.locale,
    i18n: deps.i18n,
    /** The site's origin, for the addresses a page names as its own. */
    origin: deps.url.origin,
    /** The products this shopper looked at, newest first, but the one named; the browser keeps them, so the server knows none. */
    recentlyViewed: (except: string) => (deps.onServer ? undefined : recentlyViewed(deps.keep, except)),
    /** Whether this store renders a page on the server (it is never started there). */
    onServer: deps.onServer === true,
    /** Checkout and its payment code, loaded when a checkout page first wants it. */
    loadCheckout: () =>
      (checkout ??= import('./checkout-logic.ts').then(({ checkoutLogic }) =>
        checkoutLogic({
          api,
          locale: deps.locale,
          storage: deps.storage,
          site: deps.site,
          track,
          reload: deps.reload,
          navigate: deps.navigate,
          showCheckoutStep: deps.showCheckoutStep,
          focusFirstError: deps.focusFirstError,
          cart: () => member('cart'),
          cartLines: () => member('cart').getSnapshot().context.cart?.cartItems ?? [],
        }),
      )),
    /** A product chosen from a list, for the data layer. */
    productChosen: (listName: string, product: Parameters<typeof itemSelected>[1]) => track(itemSelected(listName, product)),
    /** A screen that could not be shown: a crash is reported; a failed call or an unreachable store was reported already. */
    screenFailed(error: Error, pathname: string) {
      if (!(error instanceof ApiError) && !(error instanceof StoreUnavailableError)) track({ event: 'render_error', page_path: pathname, error: error.message })
    },
    /** The business-buyer prompt: a business is sent to the business site. */
    answerBusinessPrompt(answer: 'yes' | 'no') {
      track({ event: 'business_prompt', answer })
      if (answer === 'yes') deps.leave(deps.site.businessSiteUrl)
    },
    /** Starts the store in the browser: its members read what the browser kept, then start. */
    start() {
      if (started) return
      started = true
      root.start()
      const { toast, session, zip, search, cart, cartMerge, signIn } = (members ??= createMembers())
      toast.start()
      session.start()
      zip.start()
      search.start()
      // The cart's first call needs the handshake, and so does finishing a sign-in.
      void waitFor(session, (state) => state.matches('ready')).then(() => {
        cart.start()
        cartMerge.start()
        signIn.start()
      })
    },
  }
  let started = false
  function createMembers(): Members {
    const system = { parent: root }
    // Signing in finishes on the page the provider sent the shopper back to.
    const returned = deps.url.pathname === '/implicit/callback' ? deps.url.href : undefined
    return {
      toast: createActor(longLived.toast, { ...system, systemId: 'toast' }),
      session: createActor(longLived.session, { ...system, systemId: 'session', input: sessionInput(deps.storage, deps.url) }),
      zip: createActor(longLived.zip, { ...system, systemId: 'zip', input: { current: storedZip(deps.storage) } }),
      search: createActor(longLived.search, { ...system, systemId: 'search' }),
      cart: createActor(longLived.cart, { ...system, systemId: 'cart', input: { owner: storedOwner(deps.keep) } }),
      cartMerge: createActor(longLived.cartMerge, { ...system, systemId: 'cartMerge' }),
      signIn: createActor(longLived.signIn, { ...system, systemId: 'signIn', input: { returned } }),
    }
  }
  // The members the views reach (`store.cart`): made when first reached, started only in the browser.
  const reached = ['session', 'toast', 'zip', 'cart', 'search', 'signIn'] as const
  return Object.defineProperties(store, Object.fromEntries(reached.map((id) => [id, { get: () => member(id) }]))) as typeof store &
    Pick<Members, (typeof reached)[number]>
}

/** The store's long-lived actors, by the `systemId` each has. */
interface Members {
  toast: ActorRefFrom<typeof toastMachine>
  session: ActorRefFrom<ReturnType<typeof provideSession>>
  zip: ActorRefFrom<ReturnType<typeof provideZip>>
  search: ActorRefFrom<ReturnType<typeof provideSearch>>
  cart: ActorRefFrom<ReturnType<typeof provideCart>>
  cartMerge: ActorRefFrom<ReturnType<typeof provideCartMerge>>
  signIn: ActorRefFrom<ReturnType<typeof provideSignIn>>
}

export type Store = ReturnType<typeof createStore>

/** Whether a customer is signed in now (what the screens' loaders ask before they load a customer's data). */
export const isSignedIn = (store: Store) => store.session.getSnapshot().hasTag('signedIn')
