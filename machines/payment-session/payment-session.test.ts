import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { paymentSessionMachine } from './payment-session.machine.ts'
import { grant, LIFE_MS, paymentSessionModel, WARN_BEFORE_MS } from './payment-session.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn } from '../testing/form-checks.ts'
import { startHarness } from '../testing/drive.ts'
import { settle } from '../testing/fakes.ts'

modelTests(paymentSessionModel, (input) => {
  const effects = { reloads: 0 }
  const harness = startHarness(paymentSessionModel, input, {
    provide: { actions: { requestReload: () => void effects.reloads++, resetCard: () => {} } },
  })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      starting: () => expect(harness.calls.createCaptureContext!.calls.filter((c) => !c.answered)).toHaveLength(1),
      unavailable: () => expect(now().context.error).toBe('requestFailed'),
      // The card frame works with the capture context the gateway gave last.
      started: () => {
        const given = answerIn(harness, 'createCaptureContext') ?? answerIn(harness, 'extendCaptureContext')
        expect(now().context.grant).toEqual(given ?? harness.step.before?.context.grant)
        expect(now().hasTag('warning')).toBe(false)
        // Extending mounts the card frame again: the card is asked for anew.
        expect(harness.step.did('resetCard')).toBe(answerIn(harness, 'extendCaptureContext') ? 1 : 0)
      },
      '#paymentSession.ending.warned': () => expect(now().hasTag('warning')).toBe(true),
      '#paymentSession.ending.ignored': () => expect(now().hasTag('warning')).toBe(false),
      expired: () => {
        expect(now().hasTag('expired')).toBe(true)
        expect(now().context.warning).toBe(false)
        // The card typed for the old session cannot pay any more: it is reset as the session ends.
        const ended = !harness.step.before?.matches('expired')
        expect(harness.step.did('resetCard')).toBe(ended ? 1 : 0)
      },
    },
  }
})

function session() {
  const clock = new SimulatedClock()
  const asks: ((value: ReturnType<typeof grant>) => void)[] = []
  const reloads: number[] = []
  const logic = paymentSessionMachine.provide({
    actors: { createCaptureContext: fromPromise(() => new Promise((resolve) => asks.push(resolve))) },
    actions: { requestReload: () => void reloads.push(1) },
  })
  const actor = createActor(logic, { input: { lifeMs: LIFE_MS, warnBeforeMs: WARN_BEFORE_MS }, clock }).start()
  return { actor, clock, asks, reloads }
}

describe('the payment session', () => {
  it('warns 2 minutes before its 15 end, and ignoring the warning does not give more time', async () => {
    const sut = session()
    sut.asks[0]!(grant(1))
    await settle()
    sut.clock.increment(13 * 60_000 - 1)
    expect(sut.actor.getSnapshot().hasTag('warning')).toBe(false)
    sut.clock.increment(1)
    expect(sut.actor.getSnapshot().hasTag('warning')).toBe(true)
    sut.clock.increment(30_000)
    sut.actor.send({ type: 'paymentSession.ignore' })
    sut.clock.increment(90_000 - 1)
    expect(sut.actor.getSnapshot().hasTag('expired')).toBe(false)
    sut.clock.increment(1)
    expect(sut.actor.getSnapshot().hasTag('expired')).toBe(true)
    sut.actor.send({ type: 'paymentSession.reload' })
    expect(sut.reloads).toHaveLength(1)
  })

  it('records when the session was made, and a whole new life when extended', async () => {
    const sut = session()
    sut.asks[0]!(grant(1))
    await settle()
    expect(sut.actor.getSnapshot().context.createdAt).toBe('2026-11-22T12:00:00.000Z')
    sut.clock.increment(13 * 60_000)
    sut.actor.send({ type: 'paymentSession.extend' })
    sut.asks[1]!(grant(2))
    await settle()
    expect(sut.actor.getSnapshot().context).toMatchObject({ extended: true, warning: false, createdAt: '2026-11-22T12:15:00.000Z' })
    sut.clock.increment(13 * 60_000 - 1)
    expect(sut.actor.getSnapshot().hasTag('warning')).toBe(false)
  })

  it('marking the session expired clears the warning and reloads', async () => {
    const sut = session()
    sut.asks[0]!(grant(1))
    await settle()
    sut.clock.increment(13 * 60_000)
    sut.actor.send({ type: 'paymentSession.markExpired' })
    expect(sut.actor.getSnapshot().context.warning).toBe(false)
    expect(sut.reloads).toHaveLength(1)
  })
})
