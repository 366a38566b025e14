import { createActor, waitFor, type InspectionEvent, type Observer } from 'xstate'
import { ApiError, createApiClient, type ApiClient } from '../api/client.ts'
import { itemSelected } from '../analytics/screens.ts'
import { StoreUnavailableError } from './wait-for-session.ts'
import type { SessionStorageLike } from '../api/session-values.ts'
import { provideSession, sessionInput } from '../../machines/session/session.actors.ts'
import { toastMachine } from '../../machines/toast/toast.machine.ts'
import { provideZip, storedZip } from '../../machines/zip/zip.actors.ts'
import { CART_CHANGED_KEY, CART_OWNER_KEY, provideCart, storedOwner } from '../../machines/cart/cart.actors.ts'
import { provideSearch } from '../../machines/search/search.actors.ts'
import { provideMultipack } from '../../machines/multipack/multipack.actors.ts'
import { checkoutInput, provideCheckout, type CheckoutCustomer } from '../../machines/checkout/checkout.actors.ts'
import { provideOrderLookup } from '../../machines/order-lookup/order-lookup.actors.ts'
import { provideSignIn } from '../../machines/sign-in/sign-in.actors.ts'
import { provideSignInForm } from '../../machines/sign-in-form/sign-in-form.actors.ts'
import { provideRegistration } from '../../machines/registration/registration.actors.ts'
import { provideCartMerge } from '../../machines/cart-merge/cart-merge.actors.ts'
import { provideReorder } from '../../machines/reorder/reorder.actors.ts'
import { provideChangePassword } from '../../machines/change-password/change-password.actors.ts'
import { provideAddressBook } from '../../machines/address-book/address-book.actors.ts'
import { provideSavedMixes } from '../../machines/saved-mixes/saved-mixes.actors.ts'
import { provideProfile } from '../../machines/profile/profile.actors.ts'
import { providePasswordReset } from '../../machines/password-reset/password-reset.actors.ts'
import { cardFrameBridge } from './card-frame-bridge.ts'
import { watchStep } from './watch-step.ts'
import type { CheckoutStep } from '../domain/checkout-form.ts'
import type { Locale } from '../domain/locale.ts'
import { returnPath, type Destination } from '../domain/destination.ts'
import type { Track } from '../analytics/data-layer.ts'
import { cartChangeEvents } from '../analytics/cart-events.ts'
import type { SiteConfig } from '../domain/site.ts'

export interface StoreDeps {
  storage: SessionStorageLike
  /** Kept across visits: the cart's id and token live here. */
  keep: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  locale: () => Locale
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
  fetch?: typeof fetch
  baseURL?: string
  /** The Stately inspector's observer, when a product owner asked for it. */
  inspect?: Observer<InspectionEvent>
}

/**
 * The app's root: its live actors, with every effect (network, storage, navigation, analytics,
 * toasts) provided here by name, and the API client that connects them to the server.
 */
export function createStore(deps: StoreDeps) {
  const { track, inspect } = deps
  const toast = createActor(toastMachine, { inspect })
  const showError = (message: string) => toast.send({ type: 'toast.show', toast: { kind: 'error', message } })
  // The client reports to the session, and the session's handshake uses the client.
  let session: ReturnType<typeof createSessionActor> | undefined
  const api: ApiClient = createApiClient(
    deps.storage,
    {
      showApiFailAlert: (error) => showError(error.errorKey),
      sessionExpired: () => session?.send({ type: 'session.expired' }),
      invalidToken: () => session?.send({ type: 'session.expired' }),
      handshakeRejected: () => session?.send({ type: 'session.handshakeRejected' }),
      reload: deps.reload,
      track,
    },
    deps.fetch,
    deps.baseURL,
  )

  // The site as the identity provider's client: signing in, renewing the token, signing out.
  const client = { issuer: deps.site.identityIssuer, clientId: deps.site.identityClientId, redirectUri: `${deps.url.origin}/implicit/callback` }
  function createSessionActor() {
    const logic = provideSession({ api, storage: deps.storage, client, locale: deps.locale }).provide({
      actions: {
        goHome: () => deps.navigate({ to: '/' }),
        leave: (_, url) => deps.leave(url),
        notifySessionTimedOut: () => showError('sessionTimedOut'),
        notifySignOutFailed: () => showError('signOutFailed'),
        askToSignIn: (_, returnTo) => signIn.send({ type: 'signIn.start', returnTo }),
        leaveSecurePage: () => deps.leaveSecurePage(),
        forgetCart: () => cart.send({ type: 'cart.forget' }),
      },
    })
    return createActor(logic, { input: sessionInput(deps.storage, deps.url), inspect })
  }
  session = createSessionActor()

  const cartLogic = provideCart({ api, locale: deps.locale, keep: deps.keep, session: deps.storage, zipcode: () => storedZip(deps.storage)?.zipcode }).provide({
    actions: { trackChange: (_, { before, after }) => cartChangeEvents(before, after).forEach(track) },
  })
  const cart = createActor(cartLogic, { input: { owner: storedOwner(deps.keep) }, inspect })
  const locationChanged = () => {
    deps.refresh()
    cart.send({ type: 'cart.refresh' })
  }
  const zip = createActor(provideZip(api, deps.storage, locationChanged), { input: { current: storedZip(deps.storage) }, inspect })
  const cartMerge = createActor(provideCartMerge(api, cart).provide({ actions: { tellMergeFailed: (_, errorKey) => showError(errorKey) } }), { inspect })
  // Signing in: started from any page, finished on /implicit/callback, where the provider sends the shopper back.
  const returned = deps.url.pathname === '/implicit/callback' ? deps.url.href : undefined
  const signIn = createActor(
    provideSignIn({ api, storage: deps.storage, locale: deps.locale, client }).provide({
      actions: {
        leave: (_, url) => deps.leave(url),
        signedIn: (_, tokens) => {
          session?.send({ type: 'session.signedIn', ...tokens })
          cartMerge.send({ type: 'cartMerge.start' })
        },
        goBack: (_, returnTo) => deps.navigate({ href: returnPath(returnTo), replace: true }),
      },
    }),
    { input: { returned }, inspect },
  )
  const search = createActor(
    provideSearch(api, deps.locale).provide({
      actions: {
        navigate: (_, destination) => deps.navigate(destination),
        trackSearch: (_, term) => track({ event: 'search', search_term: term }),
      },
    }),
    { inspect },
  )
  /** Machines that live with a screen: the screen creates the actor, the root provides its effects. */
  const logic = {
    multipack: provideMultipack({ api, cart }).provide({
      actions: { trackProgress: (_, { packs, size }) => track({ event: 'multipack_progress', packs, size }), focusFirstError: () => deps.focusFirstError() },
    }),
    orderLookup: provideOrderLookup(api),
    registration: provideRegistration(api).provide({
      actions: {
        focusFirstError: () => deps.focusFirstError(),
        signInAs: (_, email) => signIn.send({ type: 'signIn.start', returnTo: '/', loginHint: email }),
      },
    }),
    reorder: provideReorder(api, cart).provide({
      actions: {
        showCart: (_, short) => {
          cart.send({ type: 'cart.refresh' })
          if (short.length > 0) showError('reorderShort')
          deps.navigate({ href: '/cart' })
        },
      },
    }),
    profile: provideProfile(api).provide({ actions: { focusFirstError: () => deps.focusFirstError() } }),
    savedMixes: provideSavedMixes(api, cart),
    addressBook: provideAddressBook(api).provide({ actions: { focusFirstError: () => deps.focusFirstError() } }),
    changePassword: provideChangePassword(api).provide({ actions: { focusFirstError: () => deps.focusFirstError() } }),
    passwordReset: providePasswordReset(api, deps.locale).provide({ actions: { focusFirstError: () => deps.focusFirstError() } }),
    signInForm: provideSignInForm(api).provide({
      actions: { leave: (_, url) => deps.leave(url), focusFirstError: () => deps.focusFirstError() },
    }),
    checkout: provideCheckout({ api, cart, locale: deps.locale, storage: deps.storage, reload: deps.reload }).provide({
      actors: { cardFrame: cardFrameBridge, watchStep },
      actions: {
        showStep: (_, step) => deps.showCheckoutStep(step),
        trackScreens: (_, screens) => screens.forEach((screen) => track({ event: 'screen_view', screen_name: screen })),
        focusFirstError: () => deps.focusFirstError(),
        orderPlaced: (_, { order, nextCart }) => {
          cart.send({ type: 'cart.takeUp', owner: nextCart })
          deps.navigate({ to: '/thankyou', search: { order: order.orderNumber } })
        },
      },
    }),
  }

  return {
    api,
    session,
    toast,
    zip,
    cart,
    search,
    signIn,
    cartMerge,
    logic,
    inspect,
    site: deps.site,
    track,
    /** What a checkout starts from: the cart, the step asked for, what was typed before a reload. */
    checkoutInput: (step: CheckoutStep | undefined, customer?: CheckoutCustomer) =>
      checkoutInput({ cart, storage: deps.storage }, step, deps.site.paymentSession, customer),
    /** Another tab changed a value kept across visits: when it is the cart, this tab shows what it did. */
    keptValueChanged(key: string | null) {
      if (key === CART_CHANGED_KEY || key === CART_OWNER_KEY) cart.send({ type: 'cart.refresh' })
    },
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
    start() {
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
}

export type Store = ReturnType<typeof createStore>

/** Whether a customer is signed in now (what the screens' loaders ask before they load a customer's data). */
export const isSignedIn = (store: Store) => store.session.getSnapshot().hasTag('signedIn')
