import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { cartModel } from '../cart/cart.model.ts'
import { cartWitness } from '../cart/cart.witness.ts'
import { checkoutModel } from '../checkout/checkout.model.ts'
import { checkoutWitness } from '../checkout/checkout.witness.ts'
import { multipackModel } from '../multipack/multipack.model.ts'
import { multipackWitness } from '../multipack/multipack.witness.ts'
import { drive } from './drive.ts'
import { walk, type ModelSpec } from './model.ts'
import type { Witness } from './model-tests.ts'

/** A guard of a chart broken on purpose, and what the shopper does that the broken chart gets wrong. */
interface Break {
  model: ModelSpec<AnyStateMachine>
  witness: Witness<AnyStateMachine>
  guard: string
  /** The guard as broken: it lets through what it should stop, or stops what it should let through. */
  broken: () => boolean
  /** The event's name in the model, as the failing path's name says it. */
  shopperDid: string
}

/** A guard of a chart broken: the chart's model and witness, as its own tests use them. */
function breaks<M extends AnyStateMachine>(model: ModelSpec<M>, witness: Witness<M>, guard: string, broken: () => boolean, shopperDid: string): Break {
  return { model, witness, guard, broken, shopperDid } as unknown as Break
}

const BREAKS: Break[] = [
  // A new address asked for with none saved chosen: what the shopper typed is wiped.
  breaks(checkoutModel, checkoutWitness, 'shipsToSavedAddress', () => true, 'types a new address instead'),
  // A change never sent: the store never has it.
  breaks(cartModel, cartWitness, 'changesWait', () => false, 'sets 3 of a line'),
  // A blank name not refused: the store is sent a name it refuses.
  breaks(multipackModel, multipackWitness, 'nameRefused', () => false, 'keeps the mix'),
]

/** The paths generated from the broken chart, as its own tests generate them, that its witness finds wrong. */
async function failingPaths({ model, witness, guard, broken }: Break) {
  const spec = { ...model, machine: model.machine.provide({ guards: { [guard]: broken } }) }
  const failed: { path: string; why: string }[] = []
  for (const path of walk(spec).paths) {
    const { harness, checks } = witness(spec.starts[path.start]!, path.start, spec)
    try {
      await drive(spec, path, harness, checks)
    } catch (error) {
      failed.push({ path: path.description, why: (error as Error).message.split('\n')[0]! })
    } finally {
      harness.stop()
    }
  }
  return failed
}

describe('a guard broken on purpose', () => {
  for (const b of BREAKS) {
    it(`${b.model.machine.id}: with ${b.guard} broken, a generated path fails, and its name says the shopper ${b.shopperDid}`, async () => {
      const failed = await failingPaths(b)
      // Each failure is named by its path (what the shopper did, step by step) and says after which step, and what was wrong.
      expect(failed.filter((f) => f.path.includes(b.shopperDid) && f.why.includes(`after “${b.shopperDid}”`))).not.toEqual([])
    }, 300_000)
  }
})
