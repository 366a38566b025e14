import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Loading } from '#components/loading.tsx'

/**
 * A screen drawn in the browser, while it loads what is the shopper's own: its heading comes with the
 * page from the server, so the shopper sees where they are at first paint.
 */
export function ScreenPending({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <div className="screen-pending">
      <h1>{i18n._(title)}</h1>
      <Loading />
    </div>
  )
}
