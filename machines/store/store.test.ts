import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, sendTo, setup, type AnyActorRef, type EventObject } from 'xstate'
import { giftCardPurchaseMachine } from '../gift-card-purchase/gift-card-purchase.machine.ts'
import { ADD, answered, at, RETURNED, storeModel } from './store.model.ts'
import { storeMachine } from './store.machine.ts'
import { STORE } from './system.ts'
import { MEMBERS, type Member } from './members.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import { settle } from '../testing/fakes.ts'

/** The store's members as stand-ins: each records what it is sent. */
function standIns() {
  const heard = Object.fromEntries(MEMBERS.map((id) => [id, [] as EventObject[]])) as Record<Member, EventObject[]>
  const actors = Object.fromEntries(MEMBERS.map((id) => [id, fromCallback<EventObject>(({ receive }) => receive((event) => void heard[id].push(event)))]))
  return { heard, actors }
}

const isAct = (event: EventObject) => !['cart.open', 'cart.retry', 'signInRoundTrip.finish', 'session.retry'].includes(event.type)
/** What the store asked of the cart itself: opened first, then read again after each new handshake. */
const cartAsked = (heard: EventObject[]) => heard.filter((event) => !isAct(event))

modelTests(storeModel, (input) => {
  const { heard, actors } = standIns()
  // What the shopper did, kept apart from the chart: each act, in the order made.
  const made: { to: Member; act: EventObject }[] = []
  let notMade = 0
  // The calls pages made, kept apart from the chart; the store's answers are written down as it gives them.
  let called = 0
  answered.length = 0
  // The answers the store gave in the step just taken.
  let answeredNow: string[] = []
  let answeredBefore = 0
  let everOpened = false
  let shaken = false
  let cartRead = false
  const harness = startHarness(storeModel, input, {
    provide: {
      actors,
      actions: {
        tellActNotMade: () => void notMade++,
      },
    },
  })
  const acts = (id: Member) => heard[id].filter(isAct)
  const delivered = () => MEMBERS.reduce((sum, id) => sum + acts(id).length, 0)
  /** Each step: an act the shopper made is recorded; each flow heard its acts in the order made, each once, and only once the store was open. */
  const everyStep = () => {
    const event = harness.step.event as { type: string; to?: Member; act?: EventObject } | undefined
    if (event?.type === 'store.act') made.push({ to: event.to!, act: event.act! })
    if (event?.type === 'store.call') called++
    answeredNow = answered.slice(answeredBefore)
    answeredBefore = answered.length
    // No call is answered twice, or before it was made.
    expect(answered.length).toBeLessThanOrEqual(called)
    // What the members told the store, kept apart from it: a handshake made, the cart read.
    const told = (event as { snapshot?: { value?: string } } | undefined)?.snapshot?.value
    if (event?.type === 'xstate.snapshot.session') shaken = told === 'ready.guest'
    if (event?.type === 'xstate.snapshot.cart' && (told === 'ready.idle' || told === 'failed')) cartRead = true
    for (const id of MEMBERS) {
      const mine = made.filter((act) => act.to === id).map((act) => act.act)
      // A flow heard only acts made for it, and no more of them than were made.
      expect(acts(id).length).toBeLessThanOrEqual(mine.length)
      for (const act of acts(id)) expect(mine).toContainEqual(act)
    }
    expect(delivered() + notMade).toBeLessThanOrEqual(made.length)
  }
  const nothingDelivered = () => expect(delivered()).toBe(0)
  const expectCartOpened = () => {
    const asked = cartAsked(heard.cart)
    expect(asked[0]).toEqual({ type: 'cart.open' })
    expect(asked.slice(1).every((event) => event.type === 'cart.retry' || event.type === 'cart.open')).toBe(true)
  }
  return {
    harness,
    checks: {
      handshaking: () => {
        everyStep()
        // Nothing is asked of the server but the handshake: calls wait, none is answered.
        expect(answeredNow).toEqual([])
        if (harness.step.event?.type === 'store.call') expect(answered.length).toBeLessThan(called)
        // Until the session first had its handshake, no act reached its flow, and no screen was told the shopper is known.
        if (!everOpened) nothingDelivered()
        expect(harness.actor.getSnapshot().hasTag('shopperKnown')).toBe(false)
      },
      unreachable: () => {
        everyStep()
        // Every call made is answered, those answered now failed: the server cannot be reached.
        expect(answered.length).toBe(called)
        expect(answeredNow.every((answer) => answer === 'failed')).toBe(true)
        if (harness.step.event?.type === 'store.call') expect(answeredNow).toEqual(['failed'])
        // The session is asked to try again once for each time the store was retried.
        expect(heard.session.filter((event) => event.type === 'session.retry').length).toBe(
          harness.step.before?.matches('unreachable') ? 0 : heard.session.length,
        )
      },
      openingCart: () => {
        everOpened = true
        everyStep()
        expect(shaken).toBe(true)
        nothingDelivered()
        // Every call made is answered, those answered now went (the ones that waited for the handshake among them); none waits.
        expect(answered.length).toBe(called)
        expect(answeredNow.every((answer) => answer === 'went')).toBe(true)
        if (harness.step.event?.type === 'store.call') expect(answeredNow).toEqual(['went'])
        // The shopper is known: the screens waiting for that show.
        expect(harness.actor.getSnapshot().hasTag('shopperKnown')).toBe(true)
        expectCartOpened()
      },
      finishingSignIn: () => {
        everyStep()
        expect(answered.length).toBe(called)
        expect(answeredNow.every((answer) => answer === 'went')).toBe(true)
        nothingDelivered()
        expectCartOpened()
        expect(heard.signInRoundTrip).toEqual([{ type: 'signInRoundTrip.finish', returned: RETURNED }])
      },
      '#store.open': () => {
        everOpened = true
        everyStep()
        // Open only with a handshake and once the cart was read.
        expect(shaken).toBe(true)
        expect(cartRead).toBe(true)
        expect(answered.length).toBe(called)
        expect(answeredNow.every((answer) => answer === 'went')).toBe(true)
        if (harness.step.event?.type === 'store.call') expect(answeredNow).toEqual(['went'])
        expect(harness.actor.getSnapshot().hasTag('shopperKnown')).toBe(true)
        expectCartOpened()
        expect(heard.signInRoundTrip.filter((event) => !isAct(event))).toEqual(input.returned ? [{ type: 'signInRoundTrip.finish', returned: RETURNED }] : [])
      },
      // Nothing is waiting: every act made was delivered, or the shopper was told it was not made.
      '#store.open.idle': () => expect(delivered() + notMade).toBe(made.length),
      '#store.open.waiting': () => expect(delivered() + notMade).toBeLessThan(made.length),
    },
  }
})

describe('store machine', () => {
  it('hears the snapshots of members it runs, by the id each runs under: a member renamed is still heard', () => {
    const heard = [...JSON.stringify(storeMachine.config).matchAll(/xstate\.snapshot\.([A-Za-z]+)/g)].map((match) => match[1])
    const invoked = storeMachine.root.invoke.map((invoke) => invoke.id)
    expect(heard.length).toBeGreaterThan(0)
    for (const id of heard) expect(invoked, `xstate.snapshot.${id}`).toContain(id)
    expect([...invoked].sort()).toEqual([...MEMBERS].sort())
  })

  it('lets calls made while it shakes hands go once the session has its handshake, in order, and fails those made while the server cannot be reached', () => {
    const answers: string[] = []
    const call = (name: string) => ({
      type: 'store.call' as const,
      go: () => void answers.push(`${name} went`),
      fail: () => void answers.push(`${name} failed`),
    })
    const actor = createActor(storeMachine.provide({ actors: standIns().actors }), { input: { session: {}, zip: {}, cart: {} } }).start()
    actor.send(call('first'))
    actor.send({ type: 'xstate.snapshot.session', snapshot: at('unavailable') })
    expect(answers).toEqual(['first failed'])
    actor.send(call('second'))
    expect(answers).toEqual(['first failed', 'second failed'])
    actor.send({ type: 'store.retry' })
    actor.send(call('third'))
    actor.send(call('fourth'))
    expect(answers).toHaveLength(2)
    actor.send({ type: 'xstate.snapshot.session', snapshot: at('ready.guest') })
    expect(answers).toEqual(['first failed', 'second failed', 'third went', 'fourth went'])
    // The server forgot the handshake: a call waits for the new one.
    actor.send({ type: 'xstate.snapshot.session', snapshot: at('handshaking') })
    actor.send(call('fifth'))
    expect(answers).toHaveLength(4)
    actor.send({ type: 'xstate.snapshot.session', snapshot: at('ready.guest') })
    expect(answers.at(-1)).toBe('fifth went')
    actor.stop()
  })

  it('holds a second snack added before the store opened until the cart has saved the first', async () => {
    // A cart that takes one change at a time, as the app's does.
    const cart = setup({}).createMachine({
      initial: 'asleep',
      states: {
        asleep: { on: { 'cart.open': 'ready' } },
        ready: { initial: 'idle', states: { idle: { on: { 'cart.add': 'saving' } }, saving: { tags: ['busy'], on: { saved: 'idle' } } } },
      },
    })
    const heard: EventObject[] = []
    const actor = createActor(
      storeMachine.provide({
        actors: {
          ...standIns().actors,
          cart: cart as never,
        },
      }),
      { input: { session: {}, zip: {}, cart: {} } },
    )
    actor.system.inspect((event) => {
      if (event.type === '@xstate.event' && event.actorRef === actor.system.get('cart')) heard.push(event.event)
    })
    actor.start()
    actor.send({ type: 'store.act', to: 'cart', act: ADD })
    actor.send({ type: 'store.act', to: 'cart', act: { ...ADD, itemId: 'P00002' } as EventObject })
    actor.send({ type: 'xstate.snapshot.session', snapshot: at('ready.guest') })
    await settle()
    expect(actor.getSnapshot().matches({ open: 'waiting' })).toBe(true)
    expect(heard.filter((event) => event.type === 'cart.add')).toEqual([ADD])
    actor.system.get('cart')!.send({ type: 'saved' })
    await settle()
    expect(heard.filter((event) => event.type === 'cart.add')).toEqual([ADD, { ...ADD, itemId: 'P00002' }])
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
    actor.system.get('cart')!.send({ type: 'saved' })
    // An act the idle cart cannot take is ignored, as the cart would have: nothing waits, and the shopper is told nothing.
    actor.send({ type: 'store.act', to: 'cart', act: { type: 'cart.remove', lineId: 'P00001' } as EventObject })
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
    expect(heard.filter((event) => event.type === 'cart.remove')).toEqual([])
    actor.stop()
  })

  it('holds what a screen’s chart hands the cart before the store opened, delivers it once open, and stops the chart when its screen goes', async () => {
    // A cart that refuses a gift card while asleep, as the app's does, and takes it once open.
    const replyTo = ({ event }: { event: EventObject }) => (event as unknown as { replyTo: AnyActorRef }).replyTo
    const cart = setup({}).createMachine({
      initial: 'asleep',
      on: { 'cart.addGiftCard': { actions: sendTo(replyTo, { type: 'cart.refused', errorKey: 'cartBusy' }) } },
      states: {
        asleep: { on: { 'cart.open': 'ready' } },
        ready: {
          on: { 'cart.addGiftCard': { actions: sendTo(replyTo, { type: 'cart.changed' }) } },
        },
      },
    })
    const store = createActor(storeMachine.provide({ actors: { ...standIns().actors, cart: cart as never } }), {
      systemId: STORE,
      input: { session: {}, zip: {}, cart: {} },
    }).start()
    const screen = createActor(giftCardPurchaseMachine, { parent: store, input: { amounts: [2500] } }).start()
    for (const [field, value] of Object.entries({ amountCents: '2500', firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com' }))
      screen.send({ type: 'giftCard.edit', field: field as never, value })
    // Sent while the store still shakes hands: held, not refused.
    screen.send({ type: 'giftCard.submit' })
    await settle()
    expect(screen.getSnapshot().value).toBe('adding')
    store.send({ type: 'xstate.snapshot.session', snapshot: at('ready.guest') })
    store.send({ type: 'xstate.snapshot.cart', snapshot: at('ready.idle') })
    await settle()
    expect(store.getSnapshot().matches('open')).toBe(true)
    expect(screen.getSnapshot().value).toBe('added')
    store.send({ type: 'store.leave', screen })
    await settle()
    expect(screen.getSnapshot().status).toBe('stopped')
    // A screen's chart that fails is its screen's to show: the store goes on.
    const failing = createActor(setup({}).createMachine({ entry: () => raiseProblem() }), { id: 'screen.broken', parent: store })
    failing.subscribe({ error: () => {} })
    failing.start()
    await settle()
    expect(store.getSnapshot().status).toBe('active')
    store.stop()
  })
})

function raiseProblem(): never {
  throw new Error('a screen chart broke')
}
