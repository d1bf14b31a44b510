import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HomeIcon, InviteIcon, MiningIcon, PartnerIcon, SwapIcon } from '../ui/icons'
import { useLocation } from './hashRouter'
import { ROUTES, type RouteName } from './routes'
import { useGoTo } from './useGoTo'

const TABS: { name: RouteName; icon: ReactNode }[] = [
  { name: 'HomeIndex', icon: <HomeIcon /> },
  { name: 'Swap', icon: <SwapIcon /> },
  { name: 'MiningsIndex', icon: <MiningIcon /> },
  { name: 'DropIndex', icon: <PartnerIcon /> },
  { name: 'InviteIndex', icon: <InviteIcon /> },
]

/** The spec's five tabs. A tab whose screen is not built says "not yet open" (swap65) and stays put. */
export function Footer() {
  const { t } = useTranslation()
  const goTo = useGoTo()
  const { pathname } = useLocation()
  return (
    <nav className="tabbar" aria-label={t('nav.menu')}>
      <div className="tabbar__inner">
        {TABS.map(({ name, icon }) => {
          const path = ROUTES[name].path
          const active = pathname === path || pathname.startsWith(`${path}/`)
          return (
            <button
              type="button"
              key={name}
              className={`tabbar__tab${active ? ' tabbar__tab--active' : ''}`}
              data-testid={`tab-${name}`}
              aria-current={active ? 'page' : undefined}
              onClick={() => goTo(name)}
            >
              <span className="tabbar__icon">{icon}</span>
              <span className="tabbar__label">{t(`tab.${name}`)}</span>
            </button>
          )
        })}
      </div>
    </nav>
  )
}
