import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Service and information pages; the footer shows those whose screen exists. */
export const FOOTER_LINKS: { path: string; label: MessageDescriptor }[] = [
  { path: '/aboutus', label: msg`About us` },
  { path: '/faq', label: msg`FAQ` },
  { path: '/returns-policy', label: msg`Returns policy` },
  { path: '/contactus', label: msg`Contact us` },
  { path: '/orderlookup', label: msg`Order lookup` },
]
