import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RouteName } from '../../navigation/routes'
import { useGoTo } from '../../navigation/useGoTo'
import { BillIcon, DepositIcon, TransferIcon, WithdrawIcon } from '../../ui/pageIcons'

/** The spec's four tiles: two recharge entries, the bill, one more recharge (Recharge id 0/1/2 = deposit, withdraw, transfer). */
const TILES: { label: string; route: RouteName; query?: { id: number }; icon: ReactNode }[] = [
  { label: 'home.tileDeposit', route: 'Recharge', query: { id: 0 }, icon: <DepositIcon /> },
  { label: 'home.tileWithdraw', route: 'Recharge', query: { id: 1 }, icon: <WithdrawIcon /> },
  { label: 'home.tileBill', route: 'RechargeBill', icon: <BillIcon /> },
  { label: 'home.tileTransfer', route: 'Recharge', query: { id: 2 }, icon: <TransferIcon /> },
]

/** Until the rewards area builds Recharge and RechargeBill, a tap says "not yet open" (swap65) through useGoTo. */
export function HomeTiles() {
  const { t } = useTranslation()
  const goTo = useGoTo()
  return (
    <nav className="home-tiles" aria-label={t('home.tiles')} data-testid="home-tiles">
      {TILES.map((tile, n) => (
        <button
          type="button"
          key={tile.label}
          className="home-tile"
          data-testid={`tile-${n}`}
          onClick={() => goTo(tile.route, tile.query)}
        >
          <span className={`home-tile__icon home-tile__icon--${n}`}>{tile.icon}</span>
          <span className="home-tile__label">{t(tile.label)}</span>
        </button>
      ))}
    </nav>
  )
}
