import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowed, layerOf } from './layers.js'
import { resolveSource } from './aliases.js'

const root = path.resolve(import.meta.dirname, '..')
const layer = (file) => layerOf(path.join(root, file))
const may = (from, to) => allowed(layer(from), layer(to))

describe('the layers the lint enforces', () => {
  it('keeps every feature to itself: shared parts come from src/components, the core from src/app', () => {
    expect(may('src/features/cart/cart-page.tsx', 'src/features/catalog/product-card.tsx')).toBe(false)
    expect(may('src/features/cart/cart-page.tsx', 'src/features/cart/cart-lines.tsx')).toBe(true)
    expect(may('src/features/cart/cart-page.tsx', 'src/components/price.tsx')).toBe(true)
    expect(may('src/features/cart/cart-page.tsx', 'src/app/store-context.ts')).toBe(true)
  })

  it('lets the server take only src/domain from the client, and lets only the app import its routes', () => {
    expect(may('server/cart/cart-routes.ts', 'src/domain/cart.ts')).toBe(true)
    expect(may('server/cart/cart-routes.ts', 'src/api/cart.ts')).toBe(false)
    expect(may('server/cart/carts.ts', 'server/cart/cart-routes.ts')).toBe(false)
    expect(may('server/app.ts', 'server/cart/cart-routes.ts')).toBe(true)
  })

  it('keeps the domain pure, the charts free of views, and shared parts free of the store', () => {
    expect(may('src/domain/cart.ts', 'src/api/client.ts')).toBe(false)
    expect(may('machines/cart/cart.machine.ts', 'src/features/cart/cart-page.tsx')).toBe(false)
    expect(may('machines/cart/cart.actors.ts', 'src/api/cart.ts')).toBe(true)
    expect(may('src/components/price.tsx', 'src/app/store-context.ts')).toBe(false)
    expect(may('src/app/create-store.ts', 'src/layout/header.tsx')).toBe(false)
  })

  it('reads an alias of package.json as the file it names, so the layers hold through aliases too', () => {
    const from = path.join(root, 'src/features/cart/cart-page.tsx')
    expect(resolveSource(from, '#domain/cart.ts')).toBe(path.join(root, 'src/domain/cart.ts'))
    expect(resolveSource(from, '#features/catalog/product-card.tsx')).toBe(path.join(root, 'src/features/catalog/product-card.tsx'))
    expect(resolveSource(from, './cart-lines.tsx')).toBe(path.join(root, 'src/features/cart/cart-lines.tsx'))
    expect(resolveSource(from, 'react')).toBeUndefined()
    expect(allowed(layer('src/features/cart/cart-page.tsx'), layerOf(resolveSource(from, '#features/catalog/product-card.tsx')))).toBe(false)
  })
})
