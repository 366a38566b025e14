import { createFileRoute } from '@tanstack/react-router'
import { itemPageHead } from '#app/page-head.ts'
import { loadProduct } from '#features/catalog/load-item.ts'
import { ProductPage } from '#features/catalog/product-page.tsx'
import { ItemNotFound } from '#features/catalog/not-found-item.tsx'
import { useZip } from '#app/use-zip.ts'
import { useRecentlyViewed } from '#app/use-recently-viewed.ts'
import { productShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/product/$slug')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, params, abortController }) => loadProduct(context.store, params.slug, abortController.signal),
  head: ({ match, loaderData }) => itemPageHead(match.context.store, loaderData?.product, `/product/${loaderData?.product.slug}`),
  notFoundComponent: ItemNotFound,
  staticData: { landing: true, shown: productShown },
  component: Product,
})

function Product() {
  const { product, recommended, recentlyViewed } = Route.useLoaderData()
  return (
    <ProductPage
      product={product}
      recommended={recommended}
      recentlyViewed={useRecentlyViewed(product.slug, recentlyViewed)}
      hasZip={useZip().current !== undefined}
    />
  )
}
