import { describe, expect, it } from 'vitest'
import { batched, insertRows, refused, rowsBy, settled } from './batched.ts'
import { openTestDatabase } from './test-database.ts'
import { meta, orders, outbox } from './schema.ts'

describe('batched', () => {
  it('runs what arrives together as one batch, keeping items of the same key apart', async () => {
    const batches: string[][] = []
    const upper = batched(
      async (batch: string[]) => {
        batches.push(batch)
        return batch.map((item) => settled(item.toUpperCase()))
      },
      { keyOf: (item) => item },
    )
    expect(await Promise.all(['a', 'b', 'a', 'c'].map(upper))).toEqual(['A', 'B', 'A', 'C'])
    expect(batches).toEqual([['a', 'b', 'c'], ['a']])
  })

  it('refuses an item on its own, and every item of a batch that fails', async () => {
    let fail = false
    const even = batched(async (batch: number[]) => {
      if (fail) throw new Error('the statement failed')
      return batch.map((n) => (n % 2 === 0 ? settled(n) : refused(new Error(`${n} is odd`))))
    })
    expect(await Promise.allSettled([1, 2].map(even))).toMatchObject([
      { status: 'rejected', reason: { message: '1 is odd' } },
      { status: 'fulfilled', value: 2 },
    ])
    fail = true
    expect(await Promise.allSettled([4, 6].map(even))).toMatchObject([{ status: 'rejected' }, { status: 'rejected' }])
    fail = false
    expect(await even(8)).toBe(8)
  })

  it('takes no more than the most per batch', async () => {
    const sizes: number[] = []
    const count = batched(
      async (batch: number[]) => {
        sizes.push(batch.length)
        return batch.map(settled)
      },
      { most: 2 },
    )
    await Promise.all([1, 2, 3, 4, 5].map(count))
    expect(sizes).toEqual([2, 2, 1])
  })
})

describe('rowsBy', () => {
  it('answers each asker the row of its own value, or none, reading the values asked together in one statement', async () => {
    const database = await openTestDatabase()
    try {
      await database.db.insert(meta).values([
        { key: 'a', value: 'first' },
        { key: 'b', value: 'second' },
      ])
      const statements: string[] = []
      const logged = new Proxy(database.db, {
        get: (target, property) =>
          property === 'select' ? (...args: unknown[]) => (statements.push('select'), target.select(...(args as []))) : Reflect.get(target, property),
      })
      const metaOf = rowsBy(logged, meta, meta.key)
      const rows = await Promise.all(['b', 'missing', 'a', 'b'].map(metaOf))
      expect(rows.map((row) => row?.value)).toEqual(['second', undefined, 'first', 'second'])
      expect(statements).toHaveLength(1)
    } finally {
      await database.close()
    }
  })
})

describe('insertRows', () => {
  it('writes rows as drizzle would, JSON, nulls and dates kept and left-out columns at their defaults, and refuses rows of different columns', async () => {
    const database = await openTestDatabase()
    try {
      const placed = new Date('2026-11-20T10:00:00.000Z')
      const order = (number: string, shipping: { city: string } | null) => ({
        id: crypto.randomUUID(),
        number,
        sessionId: crypto.randomUUID(),
        accountId: null,
        cartId: crypto.randomUUID(),
        email: 'ana@example.com',
        phone: '5185550142',
        shipping: shipping as never,
        billing: { city: 'Albany' } as never,
        lines: [{ title: 'Kettle "Sea Salt" chips', quantity: 2 }] as never,
        locationNumber: 1,
        locale: 'en-us',
        couponCode: null,
        subtotalCents: 798,
        discountCents: 0,
        shippingCents: 0,
        taxCents: 64,
        totalCents: 862,
        payment: { method: 'card' as const, amountCents: 862 },
        createdAt: placed,
      })
      await insertRows(database.db, orders, [order('SF-A', { city: 'Troy' }), order('SF-B', null)])
      const written = await database.db.select().from(orders).orderBy(orders.number)
      expect(written.map(({ number, shipping, lines, status, createdAt, payment }) => ({ number, shipping, lines, status, createdAt, payment }))).toEqual([
        {
          number: 'SF-A',
          shipping: { city: 'Troy' },
          lines: [{ title: 'Kettle "Sea Salt" chips', quantity: 2 }],
          status: 'placed',
          createdAt: placed,
          payment: { method: 'card', amountCents: 862 },
        },
        {
          number: 'SF-B',
          shipping: null,
          lines: [{ title: 'Kettle "Sea Salt" chips', quantity: 2 }],
          status: 'placed',
          createdAt: placed,
          payment: { method: 'card', amountCents: 862 },
        },
      ])
      const mail = { id: crypto.randomUUID(), kind: 'giftCard', recipient: 'bo@example.com', subject: 'A gift card', body: 'Code' }
      await expect(insertRows(database.db, outbox, [mail, { ...mail, id: crypto.randomUUID(), secret: true }])).rejects.toThrow('different columns')
      await insertRows(database.db, outbox, [mail])
      const [kept] = await database.db.select().from(outbox)
      expect(kept).toMatchObject({ ...mail, secret: false, attempts: 0, sentAt: null })
      expect(kept!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
    } finally {
      await database.close()
    }
  })
})
