import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { test } from './fixtures.ts'
import { eventLabel, stateMatches, walk, type ModelEvent, type ModelSpec } from '#machines/testing/model.ts'

/** A step of the driver's: the event, and the state the machine is in as it happens. */
type Step = (event: ModelEvent, state: AnyMachineSnapshot) => Promise<unknown>

/** How a shopper's browser plays one machine's model: set up afresh for each path. */
export interface BrowserDriver {
  /** Opens the store at each of the model's starts, as a shopper arrives there. */
  starts: Record<string, () => Promise<void>>
  /**
   * What must be in place before an event (by name or type) happens, such as a call made to fail;
   * arranged before the step that leads to the event's state, so a page can be ready for it.
   */
  arrange?: Record<string, Step>
  /**
   * Makes each event (by name or type) happen as a shopper does it, with keyboard or pointer. An
   * event the store brings about by itself (a server's answer, time passing) needs no entry.
   */
  events: Record<string, Step>
  /**
   * Events (by name or type) the store brings about by itself that are named for this chart (an
   * invoked actor's event, such as the card frame's token), each with what brings it about.
   */
  byTheStore?: Record<string, string>
  /** What the shopper sees in each state (keys: state ids `#multipack.full` or state values). */
  states: Record<string, (expected: AnyMachineSnapshot) => Promise<void>>
}

export interface BrowserModelOptions {
  /** Events (by name or type) the browser cannot bring about, each with the reason; paths that need them are not generated. */
  skip?: Record<string, string>
  /** Events (by name or type) the browser can bring about only in the states listed, such as typing into a field only its step shows. */
  onlyIn?: Record<string, string[]>
  /** Events (by name or type) the browser can bring about only from the starts listed, such as what the store knows of a customer only where one is signed in. */
  onlyFrom?: Record<string, string[]>
}

/**
 * Whether the store brings an event about by itself, with no shopper's hand: an invoked actor's
 * answer or failure, time passing, or another chart's answer (an event named for another chart,
 * such as the cart's `cart.changed` heard by the builder).
 */
function byTheStore(machineId: string, event: ModelEvent): boolean {
  if (/^xstate\.(done|error)\.actor\.|^xstate\.after\./.test(event.type)) return true
  const chart = event.type.split('.')[0]
  return event.type.includes('.') && chart !== machineId
}

/**
 * One Playwright test per path generated from the machine the app runs: each step is done through
 * the real store, then every check of the state the model says it leads to must hold on the page.
 */
export function testModelPathsInBrowser<M extends AnyStateMachine>(
  spec: ModelSpec<M>,
  driverFor: (page: Page, baseURL: string) => BrowserDriver,
  options: BrowserModelOptions = {},
) {
  const generic = {
    ...spec,
    skip: { ...spec.skip, ...options.skip },
    onlyIn: { ...spec.onlyIn, ...options.onlyIn },
    onlyFrom: { ...spec.onlyFrom, ...options.onlyFrom },
  } as unknown as ModelSpec<AnyStateMachine>
  const { paths } = walk(generic)
  test.describe(`${spec.machine.id} machine in the browser`, () => {
    test('has paths to walk', () => {
      if (paths.length === 0) throw new Error(`the ${spec.machine.id} model gives the browser no path`)
    })
    for (const path of paths) {
      test(path.description, async ({ page, baseURL }) => {
        const driver = driverFor(page, baseURL!)
        const named = (event: ModelEvent) => [eventLabel(generic, event), event.type]
        const find = <T>(table: Record<string, T> | undefined, event: ModelEvent) =>
          named(event)
            .map((key) => table?.[key])
            .find(Boolean)
        const [start, ...steps] = path.steps
        // What the coming events need is arranged before the shopper's step that brings them about,
        // with the events the store brings about by itself on the way (a server's answer after a cart's).
        const arranged = new Set<number>()
        const arrangeFor = async (index: number, now: AnyMachineSnapshot) => {
          for (let ahead = index; ahead < steps.length; ahead++) {
            const { event } = steps[ahead]!
            if (!arranged.has(ahead)) await find(driver.arrange, event)?.(event, now)
            arranged.add(ahead)
            if (!byTheStore(generic.machine.id, event) && !find(driver.byTheStore, event)) break
          }
        }
        const check = async (state: AnyMachineSnapshot, after: string) => {
          for (const [key, expectation] of Object.entries(driver.states)) {
            if (stateMatches(generic.machine, state, key)) await test.step(`${key} after ${after}`, () => expectation(state))
          }
        }

        await arrangeFor(0, start!.state)
        const open = driver.starts[path.start]
        if (!open) throw new Error(`the driver cannot open the start "${path.start}"`)
        await open()
        await check(start!.state, path.start)
        for (const [index, { event, state }] of steps.entries()) {
          const before = (index === 0 ? start : steps[index - 1])!.state
          await arrangeFor(index + 1, before)
          const label = eventLabel(generic, event)
          await test.step(label, async () => {
            const drive = find(driver.events, event)
            if (drive) await drive(event, before)
            else if (!byTheStore(generic.machine.id, event) && !find(driver.byTheStore, event)) {
              throw new Error(
                `the driver cannot make "${label}" happen: give it a way, say what in the store brings it about, or list it in the model's skip with the reason`,
              )
            }
          })
          await check(state, label)
        }
      })
    }
  })
}
