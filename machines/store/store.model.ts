import { defineModel } from '../testing/model.ts'
import { storeMachine, type StoreInput } from './store.machine.ts'

export const RETURNED = 'http://localhost:3000/implicit/callback?code=abc&state=s'

/** A member's chart as the actor system shows it to the store: in the state named. */
export const at = (state: string) => ({
  status: 'active',
  value: state,
  matches: (asked: string) => state === asked || state.startsWith(`${asked}.`),
  can: () => true,
  hasTag: () => false,
})

export const ADD = { type: 'cart.add', itemId: 'P00001', quantity: 1 }

/** How the store answered the calls pages made, in order: each went or failed. */
export const answered: ('went' | 'failed')[] = []
/** A page's call to the server, whose answer is written down in `answered`. */
const CALL = { go: () => void answered.push('went'), fail: () => void answered.push('failed') }
export const SEARCH = { type: 'search.type', query: 'jalepeno' }

const FIRST_VISIT: StoreInput = { session: {}, zip: {}, cart: {} }

/**
 * The store comes alive: the handshake (retried while the server cannot be reached), the cart read,
 * a sign-in back from the provider finished, then open; acts made before are delivered once, in order.
 */
export const storeModel = defineModel({
  machine: storeMachine,
  starts: {
    'a first visit': FIRST_VISIT,
    'back from the provider': { ...FIRST_VISIT, returned: RETURNED },
  },
  events: {
    'the session shakes hands': { type: 'xstate.snapshot.session', snapshot: at('ready.guest') },
    'the session is shaking hands': { type: 'xstate.snapshot.session', snapshot: at('handshaking') },
    'the server cannot be reached': { type: 'xstate.snapshot.session', snapshot: at('unavailable') },
    'the cart is read': { type: 'xstate.snapshot.cart', snapshot: at('ready.idle') },
    'the cart cannot be read': { type: 'xstate.snapshot.cart', snapshot: at('failed') },
    'the cart is loading': { type: 'xstate.snapshot.cart', snapshot: at('loading') },
    'the sign-in is finished': { type: 'xstate.snapshot.signInRoundTrip', snapshot: at('signedIn') },
    'the sign-in is refused': { type: 'xstate.snapshot.signInRoundTrip', snapshot: at('failed') },
    'the sign-in is under way': { type: 'xstate.snapshot.signInRoundTrip', snapshot: at('finishing') },
    'the search moves on': { type: 'xstate.snapshot.search', snapshot: at('idle') },
    'the zip pop-up moves on': { type: 'xstate.snapshot.zip', snapshot: at('closed') },
    'a toast shows': { type: 'xstate.snapshot.toast', snapshot: at('shown') },
    'the cart merge moves on': { type: 'xstate.snapshot.cartMerge', snapshot: at('idle') },
    'adds a snack': { type: 'store.act', to: 'cart', act: ADD },
    'types a search': { type: 'store.act', to: 'search', act: SEARCH },
    'a page calls the server': { type: 'store.call', ...CALL },
  },
  // Snapshots of members the store does not wait on in a state change nothing there; they are walked where they do.
  onlyIn: {
    'the session is shaking hands': ['openingCart', 'finishingSignIn', 'open'],
    'the cart is loading': ['openingCart', 'open'],
    'the sign-in is under way': ['openingCart', 'finishingSignIn', 'open'],
    'the search moves on': ['open'],
    'the zip pop-up moves on': ['open'],
    'a toast shows': ['open'],
    'the cart merge moves on': ['open'],
  },
  facts: ({ context }) => ({
    held: Math.min(context.held.length, 3) || undefined,
    calls: Math.min(context.calls.length, 2) || undefined,
    cartOpen: context.cartOpen,
    back: context.input.returned !== undefined,
    signingIn: context.signingIn,
  }),
  limit: 2000,
})
