import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadModels } from './models.ts'
import { walk } from './model.ts'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function machinesFolder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'machines-'))
  made.push(dir)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

describe('the machines’ models', () => {
  // Every machine of the app walked in full: slow on a busy machine.
  it('cover every machine the app has, and each walks', async () => {
    const models = await loadModels()
    expect(models.map((m) => m.spec.machine.id).sort()).toEqual([
      'addressBook',
      'cart',
      'cartMerge',
      'changePassword',
      'checkout',
      'contactUs',
      'giftCardPurchase',
      'multipack',
      'notifyMe',
      'orderLookup',
      'passwordReset',
      'passwordSignIn',
      'paymentSession',
      'paypalApproval',
      'profile',
      'registration',
      'reorder',
      'savedCards',
      'savedMultipacks',
      'search',
      'session',
      'signInRoundTrip',
      'store',
      'toast',
      'walletPayment',
      'zip',
    ])
    for (const { spec } of models) expect(walk(spec).paths.length).toBeGreaterThan(0)
  }, 150_000)

  it('refuse a machine that has no model', async () => {
    const dir = machinesFolder({ 'door/door.machine.ts': 'export const doorMachine = {}\n' })
    await expect(loadModels(dir)).rejects.toThrow('door.machine.ts has no model that loads')
  })

  it('refuse a model file that exports no model', async () => {
    const dir = machinesFolder({ 'door/door.machine.ts': 'export const doorMachine = {}\n', 'door/door.model.ts': 'export const nothing = 1\n' })
    await expect(loadModels(dir)).rejects.toThrow('door/door.model.ts should export one model, found 0')
  })
})

describe('a walk', () => {
  it('names the transitions no path can take', async () => {
    const { setup } = await import('xstate')
    const door = setup({ guards: { isLocked: () => false } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { 'door.open': [{ guard: 'isLocked', target: 'closed' }, { target: 'open' }] } }, open: {} },
    })
    const result = walk({ machine: door, starts: { 'a closed door': undefined } })
    expect(result.missing).toEqual(['closed —door.open [isLocked]→ closed'])
    expect(
      walk({ machine: door, starts: { 'a closed door': undefined }, unreachable: { 'closed —door.open [isLocked]→ closed': 'no key yet' } }).missing,
    ).toEqual([])
  })
})
