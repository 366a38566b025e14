import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { layoutFor, showsHeaderAndFooter } from '#domain/layout.ts'
import { ToastRegion } from './toast-region.tsx'
import { UnreachableNotice } from './unreachable-notice.tsx'
import { OfflineNotice } from './offline-notice.tsx'

export interface PageFrameProps {
  pathname: string
  header: ReactNode
  footer: ReactNode
  children: ReactNode
  /** The next page is loading: this one is set aside, so a tap meant for the next page does not land on it. */
  leaving?: boolean
}

/** The page's chrome by route: header and footer, or none on maintenance and sign-in pages. */
export function PageFrame({ pathname, header, footer, children, leaving = false }: PageFrameProps) {
  const layout = layoutFor(pathname)
  const chrome = showsHeaderAndFooter(layout)
  return (
    <div className={`page page--${layout}`} data-layout={layout}>
      {chrome && (
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
      )}
      {chrome && header}
      <UnreachableNotice />
      <OfflineNotice />
      <main id="main" tabIndex={-1} inert={leaving} aria-busy={leaving} className={leaving ? 'page__main--leaving' : undefined}>
        {children}
      </main>
      {chrome && footer}
      <ToastRegion />
    </div>
  )
}
