import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from '../../navigation/hashRouter'
import { ROUTES, type RouteName } from '../../navigation/routes'
import { useGoTo } from '../../navigation/useGoTo'
import { registerTradeTexts, TRADE_NAMESPACE } from '../../trade/i18n'
import './swap.css'

// The tabs' names are trade texts, which every screen of the group loads anyway: the liquidity screens need not
// load the swap screen's texts for them.
registerTradeTexts()

const TABS: { key: 'swap' | 'liquidity' | 'others'; route: RouteName }[] = [
  { key: 'swap', route: 'Swap' },
  { key: 'liquidity', route: 'LiquidityIndex' },
  // "others" is the flash exchange, the one more trading screen of the spec; it says "not open" until built.
  { key: 'others', route: 'FlashExchange' },
]

/** The swap/liquidity container (spec 000 §2): a tab bar with swap, liquidity and others above the screen. */
export default function SwapIndex() {
  const { t } = useTranslation(TRADE_NAMESPACE)
  const goTo = useGoTo()
  const { pathname } = useLocation()
  return (
    <div className="swap-index">
      <nav className="swap-tabs" aria-label={t('tabs.swap')}>
        {TABS.map(({ key, route }) => {
          const path = ROUTES[route].path
          const active =
            pathname === path ||
            (key === 'liquidity' && /\/(LiquidityIndex|Liquidity|importMining|Remove)$/.test(pathname))
          return (
            <button
              type="button"
              key={key}
              className={`swap-tabs__tab${active ? ' swap-tabs__tab--on' : ''}`}
              aria-current={active ? 'page' : undefined}
              data-testid={`swap-tab-${key}`}
              onClick={() => goTo(route)}
            >
              {t(`tabs.${key}`)}
            </button>
          )
        })}
      </nav>
      <Outlet />
    </div>
  )
}
