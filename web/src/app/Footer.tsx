import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../navigation/hashRouter'
import { useGoTo } from '../navigation/useGoTo'
import { HomeIcon, InviteIcon, MiningIcon, PartnerIcon, SwapIcon } from '../ui/icons'
import { isTabActive, NAV_TABS } from './navTabs'

const ICONS: Record<(typeof NAV_TABS)[number], ReactNode> = {
  HomeIndex: <HomeIcon />,
  Swap: <SwapIcon />,
  MiningsIndex: <MiningIcon />,
  DropIndex: <PartnerIcon />,
  InviteIndex: <InviteIcon />,
}

/**
 * The spec's five tabs, below 1024 px (from there the header links to them, shell.css). A tab whose screen is not
 * built says "not yet open" (swap65) and stays put.
 */
export function Footer() {
  const { t } = useTranslation()
  const goTo = useGoTo()
  const { pathname } = useLocation()
  return (
    <nav className="tabbar" aria-label={t('nav.menu')}>
      <div className="tabbar__inner">
        {NAV_TABS.map((name) => {
          const active = isTabActive(name, pathname)
          return (
            <button
              type="button"
              key={name}
              className={`tabbar__tab${active ? ' tabbar__tab--active' : ''}`}
              data-testid={`tab-${name}`}
              aria-current={active ? 'page' : undefined}
              onClick={() => goTo(name)}
            >
              <span className="tabbar__icon">{ICONS[name]}</span>
              <span className="tabbar__label">{t(`tab.${name}`)}</span>
            </button>
          )
        })}
      </div>
    </nav>
  )
}
