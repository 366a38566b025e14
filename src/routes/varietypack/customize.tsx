import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { builderStart } from '#domain/multipack.ts'
import { SAVED_MULTIPACK_ID_PATTERN, MULTIPACK_ID_PATTERN, patternParam } from '#domain/params.ts'
import { loadBuilder } from '#features/multipack/load-builder.ts'
import { BuilderPage } from '#features/multipack/builder-page.tsx'
import { useCart } from '#app/use-cart.ts'

export const Route = createFileRoute('/varietypack/customize')({
  // The builder comes with its snacks and prices from the server; a customer's saved mix, and a mix from the shopper's
  // cart, are theirs alone, read in the browser.
  ssr: ({ search }) => search.status === 'success' && search.value.saved === undefined && search.value.edit === undefined,
  validateSearch: ({ edit, mix: multipack, saved }: Record<string, unknown>): { edit?: string; mix?: string; saved?: string } => ({
    edit: patternParam(edit, MULTIPACK_ID_PATTERN),
    mix: patternParam(multipack, /^[a-z0-9-]{1,60}$/),
    saved: patternParam(saved, SAVED_MULTIPACK_ID_PATTERN),
  }),
  loaderDeps: ({ search }) => ({ mix: search.mix, saved: search.saved }),
  loader: ({ context, deps, abortController }) => loadBuilder(context.store, deps, abortController.signal),
  // The session's expiry test (testsessionexpirefeature) starts when the shopper is shown the variety-pack snack list, not on a preload.
  staticData: { shown: (_, store) => store.session.send({ type: 'session.multipackListed' }), title: msg`Build your 30-pack` },
  component: Builder,
})

function Builder() {
  const { edit } = Route.useSearch()
  const { config, products, mix: multipack, saved } = Route.useLoaderData()
  const { cart } = useCart()
  const { key, start } = builderStart(
    cart?.cartItems.find((line) => line.lineId === edit),
    { saved, mix: multipack },
    products,
  )
  // A new mix to start from (the cart line once the cart has loaded) opens a new builder; the shopper's changes are never undone by a refresh.
  return <BuilderPage key={key} config={config} products={products} start={start} saved={saved && { id: saved.id, name: saved.name }} />
}
