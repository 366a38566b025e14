import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { nodesOf, recordingScope, XSTATE_VERSION_READ } from './xstate-internals.ts'

const installed = (JSON.parse(readFileSync(new URL('../../node_modules/xstate/package.json', import.meta.url), 'utf8')) as { version: string }).version

/** A door that opens, and closes itself again at once when it is locked from inside. */
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opening' } },
    opening: { always: { guard: () => true, target: 'open' } },
    open: { initial: 'wide', states: { wide: { on: { close: '#door.closed' } } } },
  },
})

describe("the model walk's reading of XState's internals", () => {
  it('was read from the XState the project installs: another version is read again before this passes', () => {
    expect(installed, `xstate ${installed} is installed; machines/testing/xstate-internals.ts was read from ${XSTATE_VERSION_READ}`).toBe(XSTATE_VERSION_READ)
  })

  it('tells the state nodes a snapshot is in, from the root down', () => {
    const { scope } = recordingScope()
    const opened = door.transition(door.getInitialSnapshot(scope), { type: 'open' }, scope)
    expect(nodesOf(opened).map((node) => node.id)).toEqual(['door', 'door.open', 'door.open.wide'])
  })

  it('records the transitions a step takes, the one through a state left at once included, and nothing for an ignored event', () => {
    const recorder = recordingScope()
    const closed = door.getInitialSnapshot(recorder.scope)
    recorder.take()
    door.transition(closed, { type: 'open' }, recorder.scope)
    expect(recorder.take().map((t) => `${t.source.id} ${t.eventType} → ${t.target?.map((n) => n.id).join()}`)).toEqual([
      'door.closed open → door.opening',
      'door.opening  → door.open',
    ])
    door.transition(closed, { type: 'close' }, recorder.scope)
    expect(recorder.take()).toEqual([])
  })
})
