import { createActor, fromCallback, waitFor, type ActorRefFrom, type AnyActorRef, type AnyMachineSnapshot, type EventFrom, type EventObject } from 'xstate'
import { createApiClient, type ApiClient } from '../api/client.ts'
import { waitForSession } from './wait-for-session.ts'
import { provideSession, sessionInput } from '../../machines/session/session.actors.ts'
import { toastMachine } from '../../machines/toast/toast.machine.ts'
import { provideZip, storedZip } from '../../machines/zip/zip.actors.ts'
import { provideCart, storedOwner } from '../../machines/cart/cart.actors.ts'
import { provideSearch } from '../../machines/search/search.actors.ts'
import { provideSignIn } from '../../machines/sign-in/sign-in.actors.ts'
import { provideCartMerge } from '../../machines/cart-merge/cart-merge.actors.ts'
import { returnPath } from '../domain/destination.ts'
import { cartChangeEvents } from '../analytics/cart-events.ts'
import type { CheckoutLogic } from './checkout-logic.ts'
import type { StoreDeps } from './store-deps.ts'
import { screenMachines } from './screen-machines.ts'
import { madeWhenRead } from './made-when-read.ts'
import { MessageId } from '../domain/envelope.ts'

/**
 * The store's flows: its actor system, with every effect (network, storage, navigation,
 * analytics, toasts) provided here by name, and the API client that connects them to the server.
 * The pages shoppers land on are shown and taken over without them; they load when first wanted.
 * Creating them reads nothing of the browser; starting them does.
 */
export function createMachines(deps: StoreDeps) {
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
  const longLived = madeWhenRead({
    toast: () => toastMachine,
    session: () =>
      provideSession({ api, storage: deps.storage, client, locale: deps.locale }).provide({
        actions: {
          goHome: () => deps.navigate({ to: '/' }),
          leave: (_, url) => deps.leave(url),
          notifySessionTimedOut: () => showError('sessionTimedOut'),
          notifySignOutFailed: () => showError('signOutFailed'),
          leaveSecurePage: () => deps.leaveSecurePage(),
        },
      }),
    cart: () =>
      provideCart({
        api,
        locale: deps.locale,
        keep: deps.keep,
        session: deps.storage,
        zipcode: () => storedZip(deps.storage)?.zipcode,
        watchKept: deps.watchKept,
      }).provide({
        actions: { trackChange: (_, { before, after }) => cartChangeEvents(before, after).forEach(track) },
      }),
    zip: () => provideZip(api, deps.storage).provide({ actions: { showLocation: () => deps.refresh() } }),
    cartMerge: () => provideCartMerge(api).provide({ actions: { tellMergeFailed: (_, errorKey) => showError(errorKey) } }),
    // Signing in: started from any page, finished on /implicit/callback, where the provider sends the shopper back.
    signIn: () =>
      provideSignIn({ api, storage: deps.storage, locale: deps.locale, client }).provide({
        actions: {
          leave: (_, url) => deps.leave(url),
          goBack: (_, returnTo) => deps.navigate({ href: returnPath(returnTo), replace: true }),
        },
      }),
    search: () =>
      provideSearch(api, deps.locale).provide({
        actions: {
          navigate: (_, destination) => deps.navigate(destination),
          trackSearch: (_, term) => track({ event: 'search', search_term: term }),
        },
      }),
  })
  /** Machines that live with a screen: the screen creates the actor, the root provides its effects. */
  const logic = screenMachines({
    api,
    deps,
    showError,
    signInAs: (email) => member('signIn').send({ type: 'signIn.start', returnTo: '/', loginHint: email }),
  })

  let checkout: Promise<CheckoutLogic> | undefined
  let started = false
  const waiting: Partial<Record<MemberId, Promise<void>>> = {}
  const machines = {
    api,
    logic,
    /** Resolves once the session has its handshake; fails when the server could not be reached. */
    sessionReady: () => waitForSession(member('session')),
    /**
     * A shopper's act made before the flows loaded (the first snack added on a landing page): it
     * reaches its flow once the flow can take it (the cart, after the handshake and its first load).
     */
    deliverWhenReady<K extends MemberId>(id: K, event: EventFrom<Members[K]>) {
      const flow: AnyActorRef = member(id)
      const deliver = () => flow.send(event)
      // Acts wait in the order they were made, each until the flow can take it (a second snack added while the first is saved);
      // one the flow cannot take in time is not made, and the shopper is told to try again.
      waiting[id] = (waiting[id] ?? Promise.resolve()).then(() =>
        waitFor(flow, (state: AnyMachineSnapshot) => state.can(event), { timeout: ACT_WAITS_MS }).then(deliver, () => showError(MessageId.requestFailed)),
      )
    },
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
    /** Starts the flows in the browser: its members read what the browser kept, then start. */
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
  // The members the views reach (`machines.cart`): made when first reached, started only in the browser.
  return Object.defineProperties(machines, Object.fromEntries(MEMBERS.map((id) => [id, { get: () => member(id) }]))) as typeof machines &
    Pick<Members, MemberId>
}

/** How long a shopper's act made before the flows loaded waits for its flow to take it; then the shopper is told to try again. */
const ACT_WAITS_MS = 15_000

/** The members the views reach, by the `systemId` each has. */
export const MEMBERS = ['session', 'toast', 'zip', 'cart', 'search', 'signIn'] as const
export type MemberId = (typeof MEMBERS)[number]

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

export type StoreMachines = ReturnType<typeof createMachines>
