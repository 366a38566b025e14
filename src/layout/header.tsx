import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '../domain/navigation.ts'
import type { Labels } from '../domain/content.ts'
import { Link } from '../components/ui/link.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { ZipButton } from '../features/zip/zip-button.tsx'
import { CartButton } from '../features/cart/cart-button.tsx'
import { AccountButton } from '../features/account/account-button.tsx'
import { HeaderSearch } from '../features/search/header-search.tsx'

export interface HeaderProps {
  siteName: string
  navigation: NavigationItem[]
  labels: Labels
}

export function Header({ siteName, navigation, labels }: HeaderProps) {
  const { t } = useLingui()
  return (
    <header className="site-header">
      {labels['announcement.freeShipping'] && <p className="announcement">{labels['announcement.freeShipping']}</p>}
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand">
          {siteName}
        </Link>
        <HeaderSearch />
        <ZipButton />
        <AccountButton />
        <CartButton />
        <LanguageSwitcher />
      </div>
      <div className="site-header__nav">
        <nav aria-label={t`Main`} className="main-nav">
          <ul>
            {navigation.map((item) => (
              <li key={item.id}>
                <Link to={item.path as '/'}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
