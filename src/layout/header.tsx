import { useRef, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '#domain/navigation.ts'
import type { Labels } from '#domain/content.ts'
import { Link } from '#components/ui/link.tsx'
import { CloseIcon, MenuIcon } from '#components/ui/icons.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { ZipButton } from '#features/zip/zip-button.tsx'
import { CartButton } from '#features/cart/cart-button.tsx'
import { AccountButton } from '#features/account/account-button.tsx'
import { HeaderSearch } from '#features/search/header-search.tsx'

export interface HeaderProps {
  siteName: string
  navigation: NavigationItem[]
  labels: Labels
}

const MENU_ID = 'site-menu'

/** A choice made in the phone's menu (a page, the zip code, a language) closes it. */
function closeOnChoice(event: MouseEvent, menu: HTMLElement | null) {
  if (menu?.matches(':popover-open') && (event.target as Element).closest('a, button')) menu.hidePopover()
}

/**
 * The store's header. On a phone: the menu button, the name, the account and the cart, with the
 * search below; the navigation, the zip code and the languages open in a drawer (the browser's own
 * popover, which works before the page is taken over). On a wider screen the drawer's contents sit
 * in the header itself.
 */
export function Header({ siteName, navigation, labels }: HeaderProps) {
  const { t } = useLingui()
  const menu = useRef<HTMLDivElement>(null)
  return (
    <header className="site-header">
      {labels['announcement.freeShipping'] && <p className="announcement">{labels['announcement.freeShipping']}</p>}
      <div className="site-header__bar">
        <button type="button" className="icon-button site-header__menu-button" popoverTarget={MENU_ID} aria-label={t`Menu`}>
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__brand">
          {siteName}
        </Link>
        <HeaderSearch />
        <AccountButton />
        <CartButton />
        <div id={MENU_ID} ref={menu} popover="auto" className="site-menu" onClick={(event) => closeOnChoice(event, menu.current)}>
          <div className="site-menu__head">
            <span className="site-menu__name">{siteName}</span>
            <button type="button" className="icon-button" popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label={t`Close the menu`}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t`Main`} className="main-nav">
            <ul>
              {navigation.map((item) => (
                <li key={item.id}>
                  <Link to={item.path as '/'}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <ZipButton />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
