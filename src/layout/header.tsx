import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '../domain/navigation.ts'
import type { Labels } from '../domain/content.ts'
import { Link } from '../components/ui/link.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { lazy, Suspense } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import { ZipButton } from '../features/zip/zip-button.tsx'
import { CartButton } from '../features/cart/cart-button.tsx'
import { AccountButton } from '../features/account/account-button.tsx'
import { SearchForm } from '../features/search/search-form.tsx'

const SearchBox = lazy(() => import('../features/search/search-box.tsx'))

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
        {/* The server's page, and the browser's until it takes over, search with a plain form; suggestions come after. */}
        <ClientOnly fallback={<SearchForm />}>
          <Suspense fallback={<SearchForm />}>
            <SearchBox />
          </Suspense>
        </ClientOnly>
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
