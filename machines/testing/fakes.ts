import { createActor, fromCallback, setup, stopChild, type AnyActorRef, type EventObject, type SimulatedClock } from 'xstate'
import { STORE } from '../store/system.ts'

/** Another actor of the store's, standing in for the one a chart talks to: it records what it is sent. */
export function listener(id: string) {
  const heard: EventObject[] = []
  const logic = fromCallback<EventObject>(({ receive }) => receive((event) => void heard.push(event)))
  return {
    heard,
    /** The listener as an actor of its own (a requester the chart answers). */
    alone: () => createActor(logic, { id }).start() as AnyActorRef,
    /** The listener as a member of an actor system (the root's), where a chart finds it by `systemId`. */
    joining: (root: AnyActorRef) => createActor(logic, { id, parent: root, systemId: id }),
  }
}

/**
 * The start-up chart, standing in as the root of a chart's actor system: each act a chart hands it is
 * recorded under the member it is for (`sent.cart`), as the store would deliver it once the member can take it.
 */
export function storeStandIn(sent: Partial<Record<string, EventObject[]>> = {}, clock?: SimulatedClock) {
  const logic = setup({ types: { events: {} as StoreStandInEvent } }).createMachine({
    on: {
      'store.act': { actions: ({ event }) => void (sent[event.to] ??= []).push(event.act) },
      // The actors of the system go with it, as the store stops a screen's chart when its screen goes.
      'store.leave': { actions: stopChild(({ event }) => event.screen) },
    },
  })
  const root = createActor(logic, { id: STORE, systemId: STORE, ...(clock && { clock }) }).start()
  return Object.assign(root, {
    /** Stops these actors of the system, then the store. */
    stopWith: (...actors: AnyActorRef[]) => {
      for (const screen of actors) root.send({ type: 'store.leave', screen })
      root.stop()
    },
  })
}

type StoreStandInEvent = { type: 'store.act'; to: string; act: EventObject } | { type: 'store.leave'; screen: AnyActorRef }

/** A screen's chart in the store's actor system (the store standing in), with what it handed the store for each member. */
export function inStore<T extends AnyActorRef>(make: (root: AnyActorRef) => T) {
  const sent: Partial<Record<string, EventObject[]>> = {}
  const root = storeStandIn(sent)
  const actor = make(root)
  actor.start()
  return { actor, sent, stop: () => root.stopWith(actor) }
}

/** A promise the test settles by hand, standing in for a server call. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/** Lets settled promises reach the actor. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A fake server call: each call is recorded with its input and abort signal, and answered by the test. */
export function fakeCall<I, O>() {
  const calls: { input: I; signal: AbortSignal; answered: boolean; answer: ReturnType<typeof deferred<O>> }[] = []
  return {
    calls,
    run: (input: I, signal: AbortSignal) => {
      const pending = deferred<O>()
      const call = {
        input,
        signal,
        answered: false,
        answer: {
          ...pending,
          resolve: (value: O) => ((call.answered = true), pending.resolve(value)),
          reject: (error: unknown) => ((call.answered = true), pending.reject(error)),
        },
      }
      calls.push(call)
      return pending.promise
    },
    last: () => calls.at(-1)!,
  }
}
