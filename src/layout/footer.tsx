import { Trans, useLingui } from '@lingui/react/macro'
import type { Labels } from '#domain/content.ts'
import { Link } from '#components/ui/link.tsx'
import { BusinessPrompt, type BusinessPromptProps } from './business-prompt.tsx'

export interface FooterProps {
  siteName: string
  links: { path: string; label: string }[]
  /** Pages of the rewards programme's own, on the rewards site. */
  rewards: { href: string; label: string }[]
  labels: Labels
  buildVersion: string
  onBusinessAnswer: BusinessPromptProps['onAnswer']
  businessQuestionDue: BusinessPromptProps['due']
}

export function Footer({ siteName, links, rewards, labels, buildVersion, onBusinessAnswer, businessQuestionDue }: FooterProps) {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{siteName}</p>
      {labels['footer.tagline'] && <p>{labels['footer.tagline']}</p>}
      <nav aria-label={t`Store information`}>
        <ul>
          {links.map((item) => (
            <li key={item.path}>
              <Link to={item.path as '/'}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {rewards.length > 0 && (
        <nav aria-label={t`Snackfolk Rewards programme`}>
          <ul>
            {rewards.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <BusinessPrompt onAnswer={onBusinessAnswer} due={businessQuestionDue} />
      <p className="site-footer__version">
        <Trans>Version {buildVersion}</Trans>
      </p>
    </footer>
  )
}
