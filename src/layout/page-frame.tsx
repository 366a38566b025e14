import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { layoutFor, showsHeaderAndFooter } from '../domain/layout.ts'
import { ToastRegion } from './toast-region.tsx'

export interface PageFrameProps {
  pathname: string
  header: ReactNode
  footer: ReactNode
  children: ReactNode
}

/** The page's chrome by route: header and footer, or none on maintenance and sign-in pages. */
export function PageFrame({ pathname, header, footer, children }: PageFrameProps) {
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
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {chrome && footer}
      <ToastRegion />
    </div>
  )
}
