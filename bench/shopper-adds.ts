import { CONNECTIONS } from './load.ts'

export interface ShopperAddRow {
  label: string
  calls: number
  p50: number
  p99: number
}

interface Shop {
  origin: string
  headers: Record<string, string>
}

/**
 * How long a shopper waits for an add to the cart to show, counting every call the app makes for it:
 * 50 shoppers at once, each adding products one after another to a cart of their own.
 * `estimate` is how the shipping and tax estimate comes: with the cart's answer (the app as it
 * is), or asked for after it (`shippingcharge` and `ordertax` in parallel, as the app once did).
 */
export async function shopperAdds(shop: Shop, products: readonly string[], estimate: 'with the answer' | 'asked after', addsEach = 20): Promise<ShopperAddRow> {
  let calls = 0
  const post = async (path: string, body: unknown) => {
    calls++
    const response = await fetch(`${shop.origin}${path}`, { method: 'POST', headers: shop.headers, body: JSON.stringify(body) })
    const answer = await response.json()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.errorKey}`)
    return answer.data
  }
  const zipcode = '10001'
  const waits: number[] = []
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, shopper) => {
      let owner: { cartId: string; cartToken: string } | undefined
      for (let i = 0; i < addsEach; i++) {
        const change = { type: 'add', itemId: products[(shopper + i) % products.length], quantity: 1 }
        const startedAt = performance.now()
        const cart = await post('/v3/dopservice/b2c/savecartwebdata', {
          ...owner,
          change,
          locale: 'en-us',
          ...(estimate === 'with the answer' ? { zipcode } : {}),
        })
        owner ??= { cartId: cart.cartId, cartToken: cart.cartToken }
        if (estimate === 'asked after')
          await Promise.all([post('/v3/dopservice/shippingcharge', { ...owner, zipcode }), post('/webservices/ordertax', { ...owner, zipcode })])
        waits.push(performance.now() - startedAt)
      }
    }),
  )
  waits.sort((a, b) => a - b)
  const at = (q: number) => Math.round(waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!)
  return { label: `estimate ${estimate}`, calls: calls / waits.length, p50: at(0.5), p99: at(0.99) }
}

export function printShopperAdds(rows: ShopperAddRow[]) {
  console.log(`\nA shopper's add to the cart, every call it makes (${CONNECTIONS} shoppers at once, 20 adds each)`)
  console.log(`  ${'how the estimate comes'.padEnd(30)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`)
  for (const row of rows)
    console.log(`  ${row.label.padEnd(30)} ${String(row.calls).padStart(6)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)}`)
}
