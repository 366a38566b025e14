import { and, assign, enqueueActions, fromCallback, not, sendTo, setup, stopChild, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate'
import type { SessionInput } from '../session/session.machine.ts'
import { member } from './system.ts'
import { MEMBERS, type Member } from './members.ts'
import type { CartInput } from '../cart/cart.machine.ts'
import type { ZipResult } from '#domain/zip.ts'

/** How long an act the shopper made waits for its flow to take it; then it is not made, and the shopper is told. */
export const ACT_WAITS_MS = 15_000
/** A store that could not be reached is tried again this much later, unless the shopper asks sooner. */
export const RETRY_UNREACHABLE_MS = 10_000

/** A shopper's act for one of the store's flows (an add to the cart, a search typed, a sign-in asked for). */
export interface Act {
  to: Member
  act: EventObject
}

export interface StoreInput {
  session: SessionInput
  zip: { current?: ZipResult }
  cart: CartInput
  /** The address the provider sent the shopper back to, when this page is `/implicit/callback`. */
  returned?: string
}

/** A call to the server a page made while the store starts: it goes once the session has its handshake, and fails while the server cannot be reached. */
export interface WaitingCall {
  go: () => void
  fail: () => void
}

export interface StoreContext {
  input: StoreInput
  /** Acts made before the flow that takes them could, oldest first. */
  held: Act[]
  /** Calls to the server made before the session had its handshake, oldest first. */
  calls: WaitingCall[]
  /** The cart has been read (or could not be): it takes the shopper's changes. */
  cartOpen: boolean
  /** A sign-in the provider sent the shopper back from is being finished. */
  signingIn: boolean
}

/** What a member's chart looks like now, as the actor system tells its parent. */
interface MemberSnapshot {
  matches: (state: string) => boolean
}

export type StoreEvent =
  | { type: 'store.act'; to: Member; act: EventObject }
  /** A page calls the server: the call goes when the store says so. */
  | ({ type: 'store.call' } & WaitingCall)
  /** The shopper asks to try the store again now. */
  | { type: 'store.retry' }
  /** A screen went away: its chart, a member while it showed, is stopped. */
  | { type: 'store.leave'; screen: AnyActorRef }
  | { type: 'xstate.snapshot.session'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.cart'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.signInRoundTrip'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.search'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.zip'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.toast'; snapshot: MemberSnapshot }
  | { type: 'xstate.snapshot.cartMerge'; snapshot: MemberSnapshot }

/** The state a member's snapshot names, for the store's guards; a member that names none is in no state the store waits for. */
function seen(event: StoreEvent): MemberSnapshot | undefined {
  const snapshot = (event as { snapshot?: Partial<MemberSnapshot> }).snapshot
  return typeof snapshot?.matches === 'function' ? (snapshot as MemberSnapshot) : undefined
}

/** A member the app provides; until then, one that only listens. */
const provided: AnyActorLogic = fromCallback(() => {})

type Shown = { can?: (event: EventObject) => boolean; hasTag?: (tag: string) => boolean; status?: string }

/**
 * What a member does with an act, by what it showed last: takes it; has it wait while it is busy; or,
 * idle and unable to take it (a toast dismissed when none shows), ignores it as it would have anyway.
 * A member that cannot say (or is not there) takes it.
 */
function answerTo(shown: Shown | undefined, act: EventObject): 'take' | 'wait' | 'ignore' {
  if (!shown?.can) return 'take'
  if (shown.status === 'active' && shown.can(act)) return 'take'
  return shown.hasTag?.('busy') ? 'wait' : 'ignore'
}

/**
 * The store coming alive in the browser: the session's handshake (with a sign-in the tab kept), then
 * the cart, then finishing a sign-in the provider sent the shopper back from; then the store is open.
 * Its long-lived charts are its members, found by their `systemId`. An act the shopper made before its
 * flow could take it is held and delivered once, in order, when the flow can.
 */
export const storeMachine = setup({
  types: { context: {} as StoreContext, events: {} as StoreEvent, input: {} as StoreInput },
  // The members are the app's charts, each wired to the server and the browser where the app provides them.
  actors: { toast: provided, session: provided, zip: provided, search: provided, cart: provided, cartMerge: provided, signInRoundTrip: provided },
  actions: {
    hold: assign({ held: ({ context, event }) => [...context.held, { to: (event as Act).to, act: (event as Act).act }] }),
    /** Delivers the oldest held acts, in order, each once its flow can take it: one a flow per step, as a flow moves on with each. */
    deliverHeld: enqueueActions(({ context, event, system, enqueue }) => {
      // A member's move is a cue only when the member can say what it takes (a chart does; a stand-in that only listens does not).
      if (event.type.startsWith('xstate.snapshot.') && !(event as { snapshot?: Shown }).snapshot?.can) return
      const sentTo = new Set<string>()
      let settled = 0
      for (const { to, act } of context.held) {
        // What the member shows now: it may have moved on since the cue was sent.
        const answer = sentTo.has(to) ? 'wait' : answerTo(system.get(to)?.getSnapshot() as Shown | undefined, act)
        if (answer === 'wait') break
        if (answer === 'take') {
          sentTo.add(to)
          enqueue.sendTo(member(to), act)
        }
        settled++
      }
      if (settled > 0) enqueue.assign({ held: context.held.slice(settled) })
    }),
    /** The oldest held act waited too long: it is not made. */
    dropOldest: assign({ held: ({ context }) => context.held.slice(1) }),
    /** The shopper is told an act of theirs was not made, and may make it again. */
    tellActNotMade: () => {},
    openCart: sendTo(member('cart'), { type: 'cart.open' }),
    /** A cart that could not be read (its handshake was refused) is read again with the new one. */
    retryCart: sendTo(member('cart'), { type: 'cart.retry' }),
    markCartOpen: assign({ cartOpen: true }),
    finishSignIn: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(member('signInRoundTrip'), { type: 'signInRoundTrip.finish', returned: context.input.returned! })
      enqueue.assign({ signingIn: true })
    }),
    markSignedIn: assign({ signingIn: false }),
    forgetReturn: assign({ input: ({ context }) => ({ ...context.input, returned: undefined }) }),
    retrySession: sendTo(member('session'), { type: 'session.retry' }),
    /** A call waits for the session's handshake. */
    holdCall: assign({ calls: ({ context, event }) => [...context.calls, { go: (event as WaitingCall).go, fail: (event as WaitingCall).fail }] }),
    /** A call goes at once: the session has its handshake. */
    letCallGo: ({ event }) => (event as WaitingCall).go(),
    /** A call fails at once: the server cannot be reached. */
    refuseCall: ({ event }) => (event as WaitingCall).fail(),
    /** The calls that waited go, oldest first. */
    releaseCalls: enqueueActions(({ context, enqueue }) => {
      if (context.calls.length === 0) return
      enqueue.assign({ calls: [] })
      for (const call of context.calls) enqueue(() => call.go())
    }),
    /** The calls that waited fail: the server cannot be reached. */
    failCalls: enqueueActions(({ context, enqueue }) => {
      if (context.calls.length === 0) return
      enqueue.assign({ calls: [] })
      for (const call of context.calls) enqueue(() => call.fail())
    }),
  },
  guards: {
    hasHandshake: ({ event }) => seen(event)?.matches('ready') === true,
    isUnreachable: ({ event }) => seen(event)?.matches('unavailable') === true,
    isHandshaking: ({ event }) => seen(event)?.matches('handshaking') === true,
    isCartRead: ({ event }) => seen(event)?.matches('ready') === true || seen(event)?.matches('failed') === true,
    isCartOpen: ({ context }) => context.cartOpen,
    isBackFromProvider: ({ context }) => context.input.returned !== undefined,
    isSigningIn: ({ context }) => context.signingIn,
    isSignInSettled: ({ event }) => seen(event)?.matches('signedIn') === true || seen(event)?.matches('failed') === true,
    hasHeld: ({ context }) => context.held.length > 0,
  },
  delays: { actWaits: ACT_WAITS_MS, retryUnreachable: RETRY_UNREACHABLE_MS },
}).createMachine({
  id: 'store',
  context: ({ input }) => ({ input, held: [], calls: [], cartOpen: false, signingIn: false }),
  // Each member is alive as long as the store, found by its systemId; the store hears each of its moves.
  invoke: MEMBERS.map((id) => ({
    id,
    systemId: id,
    src: id,
    input: ({ context }: { context: StoreContext }) => (context.input as Partial<Record<Member, unknown>>)[id],
    onSnapshot: {},
    // One entry a member, which XState's types cannot follow through the list.
  })) as never,
  on: {
    'store.act': { actions: 'hold' },
    // Until the session has its handshake, calls wait.
    'store.call': { actions: 'holdCall' },
    'store.leave': { actions: stopChild(({ event }) => event.screen) },
    // A screen's chart that failed is the screen's to show; the store goes on.
    'xstate.error.actor.screen.*': {},
  },
  initial: 'handshaking',
  states: {
    // The session shakes hands with the server (a handshake the tab kept is taken at once).
    handshaking: {
      tags: ['starting'],
      on: {
        'xstate.snapshot.session': [
          { guard: and(['hasHandshake', 'isCartOpen']), target: 'open', actions: 'retryCart' },
          // Back from the provider: the sign-in is finished beside the cart's reading.
          { guard: and(['hasHandshake', 'isBackFromProvider']), target: 'openingCart', actions: ['finishSignIn', 'forgetReturn'] },
          { guard: 'hasHandshake', target: 'openingCart' },
          { guard: 'isUnreachable', target: 'unreachable' },
        ],
      },
    },
    // The server could not be reached: the shopper is told, and it is tried again.
    unreachable: {
      tags: ['unreachable'],
      entry: 'failCalls',
      after: { retryUnreachable: { target: 'handshaking', actions: 'retrySession' } },
      on: {
        'store.retry': { target: 'handshaking', actions: 'retrySession' },
        'store.call': { actions: 'refuseCall' },
      },
    },
    // The cart is read: the shopper's changes go to the cart the server has.
    openingCart: {
      tags: ['starting', 'shopperKnown'],
      entry: ['releaseCalls', 'openCart', 'retryCart'],
      on: {
        'store.call': { actions: 'letCallGo' },
        'xstate.snapshot.session': { guard: 'isHandshaking', target: 'handshaking' },
        'xstate.snapshot.signInRoundTrip': { guard: 'isSignInSettled', actions: 'markSignedIn' },
        'xstate.snapshot.cart': [
          { guard: and(['isCartRead', 'isSigningIn']), target: 'finishingSignIn', actions: 'markCartOpen' },
          { guard: 'isCartRead', target: 'open', actions: 'markCartOpen' },
        ],
      },
    },
    // Back from the provider: the code is exchanged and the shopper signed in before the store opens.
    finishingSignIn: {
      tags: ['starting', 'shopperKnown'],
      on: {
        'store.call': { actions: 'letCallGo' },
        'xstate.snapshot.session': { guard: 'isHandshaking', target: 'handshaking' },
        'xstate.snapshot.signInRoundTrip': { guard: 'isSignInSettled', target: 'open', actions: 'markSignedIn' },
      },
    },
    // The session knows who is shopping from here on: a screen that waited for that loads.
    open: {
      tags: ['shopperKnown'],
      entry: ['releaseCalls', 'deliverHeld'],
      on: {
        'store.act': { actions: ['hold', 'deliverHeld'] },
        'store.call': { actions: 'letCallGo' },
        'xstate.snapshot.cart': { actions: 'deliverHeld' },
        'xstate.snapshot.signInRoundTrip': { actions: 'deliverHeld' },
        'xstate.snapshot.search': { actions: 'deliverHeld' },
        'xstate.snapshot.zip': { actions: 'deliverHeld' },
        'xstate.snapshot.toast': { actions: 'deliverHeld' },
        'xstate.snapshot.cartMerge': { actions: 'deliverHeld' },
        // The server forgot the handshake: calls wait for the new one.
        'xstate.snapshot.session': [{ guard: 'isHandshaking', target: 'handshaking' }, { actions: 'deliverHeld' }],
      },
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasHeld', target: 'waiting' } },
        // An act waits for its flow (a second snack added while the first is saved).
        waiting: {
          always: { guard: not('hasHeld'), target: 'idle' },
          after: { actWaits: { target: 'waiting', reenter: true, actions: ['dropOldest', 'tellActNotMade', 'deliverHeld'] } },
        },
      },
    },
  },
})
