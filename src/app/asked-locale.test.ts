import { describe, expect, it, vi } from 'vitest'
import { applyAskedLocale } from './asked-locale.ts'

describe('the language the address asks for', () => {
  it('is applied when the shopper navigates there', async () => {
    const activate = vi.fn(async () => {})
    await applyAskedLocale('es-us', false, activate)
    expect(activate).toHaveBeenCalledWith('es-us')
  })

  it('is not applied while a hovered or focused link is only preloaded', async () => {
    const activate = vi.fn(async () => {})
    await applyAskedLocale('es-us', true, activate)
    expect(activate).not.toHaveBeenCalled()
  })
})
