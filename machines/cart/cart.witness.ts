import type { InputFrom } from 'xstate'
import type { ModelSpec } from '../testing/model.ts'
import type { SystemUnderTest } from '../testing/model-tests.ts'
import { expect } from 'vitest'
import { BUILDER, CHECKOUT, cartModel, GIFT_CARDS, REORDER, SIGN_IN } from './cart.model.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { Cart } from '#domain/cart.ts'
import type { WaitingChange } from '#domain/cart-waiting.ts'
import type { CartOwner } from '#domain/cart.ts'
import { cartAmount, persistCartData, type PersistCartLine } from '#domain/persist-cart.ts'
import { errorKeyOf, isWorthRetrying } from '#domain/envelope.ts'

export function cartWitness(
  input: InputFrom<typeof cartModel.machine>,
  _start: string,
  spec: ModelSpec<typeof cartModel.machine> = cartModel,
): SystemUnderTest {
  const kept: (CartOwner | undefined)[] = []
  const persisted: Cart[] = []
  let forgotten = 0
  // Times the browser forgot the order attempt it kept: on sign-out, so the next shopper here is not answered it.
  let attemptsForgotten = 0
  // The changes the browser keeps until the server has them, as the fake storage holds them.
  let stored: WaitingChange[] = [...(input.waiting ?? [])]
  // Each change sent to the store, in order, as the saveCart fake was asked.
  const sentChanges: WaitingChange[] = []
  let sendsWhenWaitBegan = 0
  const harness = startHarness(spec, input, {
    provide: {
      actions: {
        storeOwner: (_: unknown, owner: CartOwner | undefined) => void kept.push(owner),
        forgetOwner: () => void forgotten++,
        forgetOrderAttempt: () => void attemptsForgotten++,
        persistCart: (_: unknown, cart: Cart) => void persisted.push(cart),
        keepWaiting: (_: unknown, { kept: change, dropped }: { kept: WaitingChange; dropped: string[] }) =>
          void (stored = [...stored.filter(({ id }) => id !== change.id && !dropped.includes(id)), change]),
        forgetWaiting: (_: unknown, id: string) => void (stored = stored.filter((change) => change.id !== id)),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  /**
   * The cart as the browser and the store's fakes know it, kept apart from the chart and told from what
   * happened: the cart the browser holds, what it had from the last visit, the cart the server last
   * answered, why it last could not be read, whether the mini cart is open, and the connection.
   */
  const ledger = {
    owner: input.owner as CartOwner | undefined,
    had: undefined as Cart | undefined,
    cart: undefined as Cart | undefined,
    loadError: undefined as string | undefined,
    miniCartOpen: false,
    online: input.online ?? true,
  }
  let followed: unknown
  /** What the step just taken tells the ledger, once per step. */
  const follow = () => {
    const event = harness.step.event as (Record<string, unknown> & { type: string }) | undefined
    if (!event || event === followed) return
    followed = event
    // The server gives a cart's id and token when it has just made or handed one over; else the cart is the one held.
    const ownerIn = (cart: Cart) => (cart.cartId && cart.cartToken ? { cartId: cart.cartId, cartToken: cart.cartToken } : ledger.owner)
    const forgetCart = () => Object.assign(ledger, { owner: undefined, cart: undefined, had: undefined })
    switch (event.type) {
      case 'xstate.done.actor.restoreCart':
        ledger.had = event.output as Cart | undefined
        break
      case 'xstate.done.actor.loadCart':
        Object.assign(ledger, { cart: event.output, owner: ownerIn(event.output as Cart), had: undefined })
        break
      case 'xstate.error.actor.loadCart': {
        const why = errorKeyOf(event.error)
        if (why === 'cartClosed') forgetCart()
        else if (why === 'cartNotYours' && ledger.owner) ledger.owner = undefined
        else if (!isWorthRetrying(event.error)) ledger.loadError = why
        break
      }
      case 'xstate.done.actor.recreateCart':
        Object.assign(ledger, { owner: event.output, had: undefined })
        break
      case 'xstate.error.actor.recreateCart':
        ledger.had = undefined
        break
      case 'xstate.done.actor.saveCart':
        Object.assign(ledger, { cart: event.output, owner: ownerIn(event.output as Cart) })
        break
      case 'cart.takeUp':
        forgetCart()
        ledger.owner = event.owner as CartOwner
        break
      case 'cart.forget':
        forgetCart()
        break
      case 'cart.add':
      case 'cart.openMiniCart':
        ledger.miniCartOpen = true
        break
      case 'cart.closeMiniCart':
        ledger.miniCartOpen = false
        break
      case 'cart.connection':
        ledger.online = event.online === true
        break
    }
  }
  // What the asking charts were answered during the step just taken.
  for (const asker of [CHECKOUT, BUILDER, REORDER, GIFT_CARDS, SIGN_IN]) asker.heard.length = 0
  // The builder and the gift card page send changes and hear their answers alike.
  const answered = () => ({
    checkout: CHECKOUT.heard.splice(0),
    builder: [...BUILDER.heard.splice(0), ...GIFT_CARDS.heard.splice(0)],
    reorder: REORDER.heard.splice(0),
    signIn: SIGN_IN.heard.splice(0),
  })
  /** Every change that waits is kept in the browser, in order, and nothing else: kept before it shows, forgotten once saved or refused. */
  const keptAsWaiting = () => expect(stored.map(({ id }) => id)).toEqual(now().context.waiting.map(({ id }: WaitingChange) => id))
  /** Reorder is told which cart this is, whatever the cart is doing. */
  const identified = (heard: ReturnType<typeof answered>) => {
    follow()
    for (const answer of heard.reorder) expect(answer, 'the cart reorder is told of').toEqual({ type: 'cart.identified', owner: ledger.owner })
    // The sign-in hears which cart to merge only once nothing is on its way, and then no change is sent until it answers.
    if (!now().matches({ ready: 'handingOver' }) && !now().matches('failed')) expect(heard.signIn).toEqual([])
  }
  return {
    harness,
    checks: {
      // Until the store can call the server, the cart asks it nothing.
      asleep: () => {
        identified(answered())
        keptAsWaiting()
        expect(harness.calls.restoreCart!.calls).toHaveLength(0)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      restoring: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        // A mix sent now waits its turn, with nothing said yet.
        expect(heard.builder).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      loading: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        // A mix sent now waits its turn, with nothing said yet.
        expect(heard.builder).toEqual([])
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner?: CartOwner }>(harness, 'loadCart').last().input.owner, 'the cart read').toEqual(ledger.owner)
        // The persisted cart shows while the server's copy loads.
        if (ledger.had) expect(now().context.cart, 'the cart shown while it loads').toEqual(ledger.had)
        // A cart refused as not ours is forgotten in the browser too.
        if (ledger.owner === undefined && input.owner) expect(forgotten).toBeGreaterThan(0)
        if (harness.step.event?.type === 'cart.forget') expect(attemptsForgotten).toBeGreaterThan(0)
        // The cart the sign-in or an order gave is read, and kept as the browser's cart.
        const event = harness.step.event as { type: string; owner?: CartOwner }
        if (event.type === 'cart.takeUp') expect(kept.at(-1)).toEqual(event.owner)
      },
      // No answer to the read: what the browser had still shows, checkout waits on, and the cart is read again.
      waitingToLoad: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.checkout).toEqual([])
        expect(now().context.cart, 'the cart shown while it is read again').toEqual(ledger.cart ?? ledger.had)
        expect(now().hasTag('busy')).toBe(true)
      },
      // The cart the server no longer knew is rebuilt from what the browser had of it.
      recreating: () => {
        identified(answered())
        keptAsWaiting()
        expect(callsTo<{ lines: PersistCartLine[]; cartamount: number }>(harness, 'recreateCart').last().input, 'the cart rebuilt').toEqual({
          lines: persistCartData(ledger.had!),
          cartamount: cartAmount(ledger.had!.cartItems),
        })
      },
      failed: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(now().can({ type: 'cart.retry' })).toBe(true)
        // Nothing is on its way: the sign-in hears at once which cart to merge.
        if (harness.step.event?.type === 'cart.handOver') expect(heard.signIn).toEqual([{ type: 'cart.identified', owner: ledger.owner }])
        // Checkout, waiting on the stock check, hears the cart cannot be read, and why.
        if (heard.checkout.length > 0) expect(heard.checkout).toEqual([{ type: 'cart.unavailable', errorKey: ledger.loadError }])
      },
      '#cart.ready.idle': () => {
        const heard = answered()
        identified(heard)
        const { owner, cart } = ledger
        keptAsWaiting()
        // Every change the shopper made has reached the store: nothing is left waiting in the browser.
        expect(stored, 'changes the store has not had').toEqual([])
        const event = harness.step.event as { type: string; error?: unknown }
        const refusal = event.type === 'xstate.error.actor.saveCart' ? errorKeyOf(event.error) : undefined
        // The change sent last was refused and taken back: the cart says why, beside the coupon or the lines, and shows what it was.
        if (refusal) {
          const refused = sentChanges.at(-1)!
          expect(refused.write.type === 'applyCoupon' ? now().context.couponError : now().context.error, 'why the change was refused').toBe(refusal)
          expect(now().context.cart, 'the cart shown after a refused change').toEqual(ledger.cart)
        }
        // Saved, and nothing else waits: the cart says so.
        if (event.type === 'xstate.done.actor.saveCart') expect(now().context.saved, 'the cart says it is saved').toBe(stored.length === 0)
        // Checkout hears what the stock check found: how many lines there are to buy, or why it could not check.
        const stockCheckFailed = event.type === 'xstate.error.actor.checkAvailability' ? errorKeyOf(event.error) : undefined
        for (const answer of heard.checkout) {
          expect(answer, 'what checkout hears of the stock check').toEqual(
            stockCheckFailed
              ? { type: 'cart.unavailable', errorKey: stockCheckFailed }
              : { type: 'cart.reviewed', owner, lines: owner ? cart!.cartItems.length : 0, ...(owner && { ships: true }) },
          )
        }
        // The builder hears whether its mix is in the cart, the gift card page whether its card is.
        for (const answer of heard.builder)
          expect(answer, 'what the builder hears').toEqual(refusal ? { type: 'cart.refused', errorKey: refusal } : { type: 'cart.changed' })
        expect(now().context.miniCartOpen, 'the mini cart is open').toBe(ledger.miniCartOpen)
        // The owner is kept in the browser once there is one, and the cart as last seen with it.
        if (owner) expect(kept.filter(Boolean).at(-1), 'the cart the browser keeps').toEqual(owner)
        // What the browser keeps is the cart as the server last priced it (stock checks are not kept).
        const lines = (c?: Cart) => ({ total: c?.totalAmount, lines: c?.cartItems.map((line) => [line.lineId, line.quantity]) })
        if (persisted.length > 0) expect(lines(persisted.at(-1)), 'the cart the browser keeps for the next visit').toEqual(lines(cart))
      },
      '#cart.ready.reviewing': () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner: CartOwner }>(harness, 'checkAvailability').last().input.owner, 'the cart whose stock is checked').toEqual(ledger.owner)
      },
      // The first waiting change is on its way, under its own id: the same id each time it is sent again.
      '#cart.ready.saving': () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.builder).toEqual([])
        expect(now().hasTag('saving')).toBe(true)
        // The change sent is the first the browser keeps, for the cart it holds.
        const sent = callsTo<{ owner?: CartOwner; change: WaitingChange }>(harness, 'saveCart')
        expect(sent.last().input, 'the change sent').toEqual({ owner: ledger.owner, change: stored[0] })
        for (const call of sent.calls.slice(sentChanges.length)) sentChanges.push(call.input.change)
        // Sent again after it was lost, or once back online: under its own id.
        const before = harness.step.before!
        if ((before.matches({ ready: 'retrying' }) || before.matches({ ready: 'offline' })) && sent.calls.length > 1)
          expect(sent.calls.at(-2)!.input.change.id, 'the id a change is sent again under').toBe(sent.last().input.change.id)
      },
      // Lost on the way: nothing is sent until the wait is over, and each wait is longer than the one before.
      '#cart.ready.retrying': () => {
        identified(answered())
        keptAsWaiting()
        expect(now().hasTag('retrying')).toBe(true)
        expect(stored.length, 'changes kept to send again').toBeGreaterThan(0)
        // Nothing is sent while it waits.
        const sends = callsTo(harness, 'saveCart').calls.length
        if (harness.step.before!.matches({ ready: 'retrying' })) expect(sends, 'changes sent while it waits').toBe(sendsWhenWaitBegan)
        else sendsWhenWaitBegan = sends
      },
      // Every change the guest made is saved: the sign-in hears which cart to merge, and the changes made since wait for the account's cart.
      '#cart.ready.handingOver': () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        const before = harness.step.before!
        if (before.matches({ ready: 'idle' }) || before.matches({ ready: 'saving' })) {
          expect(stored, 'changes made before the sign-in asked that the store has not had').toEqual([])
          expect(heard.signIn).toEqual([{ type: 'cart.identified', owner: ledger.owner }])
        }
        expect(now().hasTag('busy')).toBe(true)
      },
      // No connection: the changes wait for it, all kept in the browser.
      '#cart.ready.offline': () => {
        identified(answered())
        keptAsWaiting()
        expect(now().hasTag('offline')).toBe(true)
        expect(ledger.online, 'the browser is online').toBe(false)
        expect(stored.length, 'changes kept until the connection is back').toBeGreaterThan(0)
      },
    },
  }
}
