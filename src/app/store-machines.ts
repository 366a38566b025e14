import { createActor, type ActorRefFrom, type EventFrom } from 'xstate'
import { createApiClient, type ApiClient } from '#api/client.ts'
import { storeMachine } from '#machines/store/store.machine.ts'
import { MEMBERS, type Member } from '#machines/store/members.ts'
import { STORE } from '#machines/store/system.ts'
import { provideSession, sessionInput } from '#machines/session/session.actors.ts'
import { toastMachine } from '#machines/toast/toast.machine.ts'
import { provideZip, storedZip } from '#machines/zip/zip.actors.ts'
import { provideCart, storedOwner, storedWaiting } from '#machines/cart/cart.actors.ts'
import { provideSearch } from '#machines/search/search.actors.ts'
import { provideSignInRoundTrip } from '#machines/sign-in-round-trip/sign-in-round-trip.actors.ts'
import { provideCartMerge } from '#machines/cart-merge/cart-merge.actors.ts'
import { returnPath } from '#domain/destination.ts'
import { cartChangeEvents } from '#analytics/cart-events.ts'
import { SCREENS, screenViewed } from '#analytics/screens.ts'
import type { checkoutLogic } from './checkout-logic.ts'
import type { StoreDeps } from './store-deps.ts'
import { screenMachines } from './screen-machines.ts'
import { MessageId, RELOAD_OFFERED } from '#domain/envelope.ts'
import { StoreUnavailableError } from './store-unavailable.ts'

/** Checkout's code, which the checkout page loads: the payment code comes with it and nowhere else. */
export type CheckoutCode = { checkoutLogic: typeof checkoutLogic }

/**
 * The store's flows: the start-up chart, whose members are the store's long-lived charts, with every
 * effect (network, storage, navigation, analytics, toasts) provided here by name, and the API client
 * that connects them to the server. The pages shoppers land on are shown and taken over without them;
 * they load when first wanted. Creating them reads what the browser kept; only starting them acts.
 */
export function createMachines(deps: StoreDeps) {
  const { track, inspect } = deps
  // A call waits while the store starts: the start-up chart lets it go once the session has its handshake, or fails it while the server cannot be reached.
  // A start-up chart that has stopped (a member of it failed) answers nothing: the call fails at once.
  const ready = () =>
    new Promise<void>((go, fail) => {
      const unavailable = () => fail(new StoreUnavailableError('The store could not start a session'))
      if (root.getSnapshot().status !== 'active') unavailable()
      else root.send({ type: 'store.call', go, fail: unavailable })
    })
  const member = <K extends Member>(id: K): Members[K] => root.system.get(id) as Members[K]
  const showError = (message: string) =>
    member('toast').send({ type: 'toast.show', toast: { kind: 'error', message, ...(RELOAD_OFFERED.includes(message) && { action: 'reload' as const }) } })
  const api: ApiClient = createApiClient(
    deps.tabStorage,
    {
      showApiFailAlert: (error) => showError(error.errorKey),
      sessionExpired: () => member('session').send({ type: 'session.expired' }),
      invalidToken: () => member('session').send({ type: 'session.expired' }),
      handshakeRejected: () => member('session').send({ type: 'session.handshakeRejected' }),
      // A guest is asked to sign in, and comes back to the page; a customer whose sign-in just ended was told so already.
      signInRequired: () => member('session').send({ type: 'session.securePageShown', returnTo: deps.here() }),
      reload: deps.reload,
      track,
    },
    deps.fetch,
    deps.baseURL,
    deps.onServer ? { handshake: false } : { ready },
  )

  // The site as the identity provider's client: signing in, renewing the token, signing out.
  const client = { issuer: deps.site.identityIssuer, clientId: deps.site.identityClientId, redirectUri: `${deps.url.origin}/implicit/callback` }
  const store = storeMachine.provide({
    actors: {
      toast: toastMachine.provide({ actions: { reloadPage: deps.reload } }),
      session: provideSession({ api, tabStorage: deps.tabStorage, client, locale: deps.locale }).provide({
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
        lastingStorage: deps.lastingStorage,
        tabStorage: deps.tabStorage,
        zipcode: () => storedZip(deps.tabStorage)?.zipcode,
        watchKept: deps.watchKept,
        watchConnection: deps.watchConnection,
      }).provide({
        actions: { trackChange: (_, { before, after }) => cartChangeEvents(before, after).forEach(track) },
      }),
      zip: provideZip(api, deps.tabStorage).provide({
        actions: { showLocation: () => deps.refresh(), reportShown: () => screenViewed(SCREENS.zipPopup).forEach(track) },
      }),
      cartMerge: provideCartMerge(api).provide({ actions: { tellMergeFailed: (_, errorKey) => showError(errorKey) } }),
      // Signing in: started from any page, finished on /implicit/callback, where the provider sends the shopper back.
      signInRoundTrip: provideSignInRoundTrip({ api, tabStorage: deps.tabStorage, locale: deps.locale, client }).provide({
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
    },
    actions: {
      tellActNotMade: () => showError(MessageId.requestFailed),
    },
  })
  const root = createActor(store, {
    id: STORE,
    // Screens' charts hand it their acts for the store's long-lived charts.
    systemId: STORE,
    inspect,
    input: {
      session: sessionInput(deps.tabStorage, deps.url),
      zip: { current: storedZip(deps.tabStorage) },
      cart: { owner: storedOwner(deps.lastingStorage), waiting: storedWaiting(deps.lastingStorage), online: deps.online() },
      // Signing in finishes on the page the provider sent the shopper back to.
      returned: deps.url.pathname === '/implicit/callback' ? deps.url.href : undefined,
    },
  })

  /** Machines that live with a screen: the screen creates the actor, the root provides its effects. */
  const logic = screenMachines({
    api,
    deps,
    showError,
    signInAs: (email) => member('signInRoundTrip').send({ type: 'signInRoundTrip.start', returnTo: '/', loginHint: email }),
  })

  const machines = {
    api,
    logic,
    /** The start-up chart: how far the store has come alive. */
    root,
    /** A shopper's act for one of the store's flows: held by the start-up chart until the flow can take it. */
    act<K extends Member>(to: K, act: EventFrom<Members[K]>) {
      root.send({ type: 'store.act', to, act })
    },
    /** Checkout and its payment code, given their effects once the checkout page that loads them has them. */
    loadCheckout: (code: Promise<CheckoutCode>) =>
      code.then(({ checkoutLogic }) =>
        checkoutLogic({
          api,
          locale: deps.locale,
          tabStorage: deps.tabStorage,
          lastingStorage: deps.lastingStorage,
          online: deps.online,
          watchConnection: deps.watchConnection,
          site: deps.site,
          track,
          reload: deps.reload,
          navigate: deps.navigate,
          showCheckoutStep: deps.showCheckoutStep,
          focusFirstError: deps.focusFirstError,
          cartLines: () => member('cart').getSnapshot().context.cart?.cartItems ?? [],
          signedIn: () => member('session').getSnapshot().hasTag('signedIn'),
        }),
      ),
    /** Starts the store coming alive in the browser (the server's never starts). */
    start: () => void root.start(),
  }
  // The members the views reach (`machines.cart`), found in the actor system by their `systemId`.
  return Object.defineProperties(machines, Object.fromEntries(MEMBERS.map((id) => [id, { get: () => member(id) }]))) as typeof machines & Members
}

export type MemberId = Member

/** The store's long-lived actors, by the `systemId` each has. */
interface Members {
  toast: ActorRefFrom<typeof toastMachine>
  session: ActorRefFrom<ReturnType<typeof provideSession>>
  zip: ActorRefFrom<ReturnType<typeof provideZip>>
  search: ActorRefFrom<ReturnType<typeof provideSearch>>
  cart: ActorRefFrom<ReturnType<typeof provideCart>>
  cartMerge: ActorRefFrom<ReturnType<typeof provideCartMerge>>
  signInRoundTrip: ActorRefFrom<ReturnType<typeof provideSignInRoundTrip>>
}

export type StoreMachines = ReturnType<typeof createMachines>
