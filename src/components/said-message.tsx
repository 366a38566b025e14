import { useLingui } from '@lingui/react'
import { messageFor } from '#i18n/messages.ts'

/**
 * A message the server or a flow said, by its id, in the shopper's language. The landing pages
 * load it with their first message (the table of every message loads with it), not before.
 */
export default function SaidMessage({ id }: { id: string }) {
  const { i18n } = useLingui()
  return i18n._(messageFor(id))
}
