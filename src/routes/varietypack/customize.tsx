import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { MULTIPACK_ID_PATTERN } from '../../domain/multipack.ts'
import { loadBuilderProducts } from '../../features/multipack/load-builder.ts'
import { BuilderPage } from '../../features/multipack/builder-page.tsx'
import { useCart } from '../../features/cart/use-cart.ts'

export const Route = createFileRoute('/varietypack/customize')({
  validateSearch: v.object({ edit: v.fallback(v.optional(v.pipe(v.string(), v.regex(MULTIPACK_ID_PATTERN))), undefined) }),
  loader: ({ context, abortController }) => loadBuilderProducts(context.store.api, abortController.signal),
  component: Builder,
})

function Builder() {
  const { edit } = Route.useSearch()
  const { cart } = useCart()
  const editing = edit ? cart?.cartItems.find((line) => line.lineId === edit) : undefined
  return <BuilderPage products={Route.useLoaderData()} editing={editing} />
}
