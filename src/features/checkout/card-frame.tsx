import { useLingui } from '@lingui/react/macro'
import type { CaptureContextGrant } from '#domain/order.ts'

/** The gateway's card fields, in a frame on the gateway's own origin: the store never sees the card. */
export function CardFrame({ grant, onMounted }: { grant: CaptureContextGrant; onMounted: (frame: HTMLIFrameElement) => void }) {
  const { t, i18n } = useLingui()
  const src = `${grant.frameUrl}?origin=${encodeURIComponent(window.location.origin)}&lang=${i18n.locale}`
  return <iframe className="card-frame" title={t`Card details`} src={src} ref={(frame) => void (frame && onMounted(frame))} />
}
