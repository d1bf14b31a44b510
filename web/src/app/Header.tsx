import { useTranslation } from 'react-i18next'
import { useWalletState } from '../chain/wallet/walletState'
import { MenuIcon } from '../ui/icons'
import { Logo } from '../ui/Logo'
import { AccountControl } from './AccountControl'
import { Link } from './hashRouter'
import { LanguagePicker } from './LanguagePicker'
import { NetworkPicker } from './NetworkPicker'
import { ROUTES } from './routes'

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
        <div className="header__actions">
          <NetworkPicker />
          <LanguagePicker />
          <AccountControl />
        </div>
      </div>
    </header>
  )
}
