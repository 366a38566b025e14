import { Loading } from '#components/loading.tsx'
import { useStore } from '#app/store-context.ts'

/** Shown while the first screen loads; it matches the frame the server sent, so nothing jumps. */
export function PageLoading() {
  return <Loading siteName={useStore().site.name} />
}
