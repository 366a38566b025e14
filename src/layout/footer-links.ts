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

/** The rewards programme's pages, as the footer names them. */
export const REWARDS_LINK_LABELS: Record<'site' | 'shop' | 'forgotPassword', MessageDescriptor> = {
  site: msg`Snackfolk Rewards`,
  shop: msg`Rewards shop`,
  forgotPassword: msg`Forgot your Snackfolk Rewards password?`,
}
