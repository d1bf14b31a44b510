import { useTranslation } from 'react-i18next'
import { useWalletState } from '../chain/wallet/walletState'
import { Link, useLocation } from '../navigation/hashRouter'
import { ROUTES } from '../navigation/routes'
import { MenuIcon } from '../ui/icons'
import { Logo } from '../ui/Logo'
import { AccountControl } from './AccountControl'
import { LanguagePicker } from './LanguagePicker'
import { NetworkPicker } from './NetworkPicker'
import { isTabActive, NAV_TABS } from './navTabs'

/**
 * The tab bar's destinations as links, shown from 1024 px only (shell.css): always in the markup, so the server's
 * page has them and nothing moves when the app takes over.
 */
function HeaderNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <nav className="header__nav" aria-label={t('nav.menu')} data-testid="header-nav">
      {NAV_TABS.map((name) => (
        <Link
          key={name}
          to={ROUTES[name].path}
          className="header__link"
          data-testid={`nav-${name}`}
          aria-current={isTabActive(name, pathname) ? 'page' : undefined}
        >
          {t(`tab.${name}`)}
        </Link>
      ))}
    </nav>
  )
}

/** `onMenuIntent`: the menu button is about to be pressed (pointer down, keyboard focus), so its code can load. */
export function Header({ onMenu, onMenuIntent }: { onMenu: () => void; onMenuIntent: () => void }) {
  const { t } = useTranslation()
  const { status } = useWalletState()
  return (
    <header className={`header${status === 'connected' ? ' header--connected' : ''}`}>
      <div className="header__inner">
        <button
          type="button"
          className="icon-button"
          data-testid="menu-button"
          aria-label={t('nav.menu')}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          onClick={onMenu}
        >
          <MenuIcon />
        </button>
        <Link
          to={ROUTES.HomeIndex.path}
          className="header__logo"
          // The name starts with the visible word mark (WCAG 2.5.3, label in name).
          aria-label={`PhoSwap, ${t('nav.home')}`}
          data-testid="logo"
        >
          <Logo />
        </Link>
        <HeaderNav />
        <div className="header__actions">
          <NetworkPicker />
          <LanguagePicker />
          <AccountControl />
        </div>
      </div>
    </header>
  )
}
