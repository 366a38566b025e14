import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { MULTIPACK_ID_PATTERN } from '../../domain/multipack.ts'
import { loadBuilder } from '../../features/multipack/load-builder.ts'
import { BuilderPage, type StartingMix } from '../../features/multipack/builder-page.tsx'
import { useCart } from '../../features/cart/use-cart.ts'

export const Route = createFileRoute('/varietypack/customize')({
  validateSearch: v.object({
    edit: v.fallback(v.optional(v.pipe(v.string(), v.regex(MULTIPACK_ID_PATTERN))), undefined),
    mix: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
  }),
  loaderDeps: ({ search }) => ({ mix: search.mix }),
  loader: async ({ context, deps, abortController }) => {
    const builder = await loadBuilder(context.store.api, deps.mix, abortController.signal)
    // The session's expiry test (testsessionexpirefeature) starts from the variety-pack snack list.
    context.store.session.send({ type: 'session.multipackListed' })
    return builder
  },
  component: Builder,
})

function Builder() {
  const { edit } = Route.useSearch()
  const { config, products, mix } = Route.useLoaderData()
  const { cart } = useCart()
  const line = edit ? cart?.cartItems.find((l) => l.lineId === edit) : undefined
  const start: StartingMix | undefined = line?.multipackList
    ? { id: line.lineId, key: line.lineId, picks: line.multipackList.map(({ productId, title, quantity, price }) => ({ productId, title, quantity, price })) }
    : mix && { key: mix.id, picks: mix.picks.map(({ productId, title, quantity, price }) => ({ productId, title, quantity, price })) }
  return <BuilderPage config={config} products={products} start={start} />
}
