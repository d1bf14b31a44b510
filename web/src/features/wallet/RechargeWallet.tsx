import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../api/imageUrl'
import { useIndexConfig } from '../../api/useIndexConfig'
import { useRewardWallet } from '../../api/useRewardWallet'
import { Link } from '../../app/hashRouter'
import { routePath } from '../../app/routes'
import { BillIcon, DepositIcon, EyeIcon, EyeOffIcon, SearchIcon, WithdrawIcon } from '../../ui/pageIcons'
import { storedValue, useStoredValue } from '../../ui/storedValue'
import { TokenIcon } from '../../ui/TokenIcon'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { PendingDeposits } from './PendingDeposits'
import { WalletGate, type WalletUser } from './WalletGate'
import { filterCoins, formatWalletAmount } from './walletAmounts'
import './wallet.css'

registerWalletTexts()

/** Whether the wallet hides its amounts; kept across reloads. */
export const hideBalances = storedValue('rewardWallet.hideBalances', (raw) => raw === true)

const HIDDEN = '******'

const SHORTCUTS = [
  { label: 'wallet.deposit', to: routePath('Recharge', { id: 0 }), icon: <DepositIcon />, testId: 'wallet-go-deposit' },
  {
    label: 'wallet.withdraw',
    to: routePath('Recharge', { id: 1 }),
    icon: <WithdrawIcon />,
    testId: 'wallet-go-withdraw',
  },
  { label: 'wallet.bill', to: routePath('RechargeBill'), icon: <BillIcon />, testId: 'wallet-go-bill' },
] as const

function CoinList({ user }: { user: WalletUser }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const hidden = useStoredValue(hideBalances)
  const [search, setSearch] = useState('')
  const wallet = useRewardWallet(user.chainId, user.address)
  const imageDomain = useIndexConfig().data?.image_domain
  const list = filterCoins(wallet.data?.list ?? [], search)
  const debts = (wallet.data?.list ?? []).filter((coin) => coin.debt !== '0')
  return (
    <>
      <div className="wallet-card">
        <div className="wallet-card__head">
          <span>{t('wallet.usable')}</span>
          <button
            type="button"
            className="icon-button wallet-card__eye"
            data-testid="wallet-hide"
            aria-pressed={hidden}
            aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
            onClick={() => hideBalances.set(!hidden)}
          >
            {hidden ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        <nav className="wallet-shortcuts" aria-label={t('wallet.shortcuts')}>
          {SHORTCUTS.map((s) => (
            <Link key={s.testId} className="wallet-shortcut" to={s.to} data-testid={s.testId}>
              <span className="wallet-shortcut__icon">{s.icon}</span>
              {t(s.label)}
            </Link>
          ))}
        </nav>
      </div>
      {debts.length > 0 ? (
        <p className="wallet-debt-note" role="note" data-testid="wallet-debt-note">
          {t('wallet.debtNote')}
        </p>
      ) : null}
      <PendingDeposits user={user} />
      <label className="wallet-search">
        <SearchIcon />
        <input
          type="search"
          data-testid="wallet-search"
          value={search}
          placeholder={t('wallet.search')}
          aria-label={t('wallet.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <ul className="wallet-coins" data-testid="wallet-coins">
        {list.map((coin) => (
          <li key={coin.coin_id} className="wallet-coin" data-testid={`wallet-coin-${coin.coin_en}`}>
            <TokenIcon symbol={coin.coin_en} logoURI={imageUrl(imageDomain, coin.logo)} />
            <span className="wallet-coin__name">{coin.coin_en}</span>
            <span className="wallet-coin__amount">
              <span className="wallet-coin__label">{t('wallet.usable')}</span>
              <strong data-testid={`wallet-usable-${coin.coin_en}`}>
                {hidden ? HIDDEN : formatWalletAmount(coin.usable, coin.decimals)}
              </strong>
              {coin.debt !== '0' ? (
                <span className="wallet-coin__debt" data-testid={`wallet-debt-${coin.coin_en}`}>
                  {t('wallet.debt', { amount: hidden ? HIDDEN : formatWalletAmount(coin.debt, coin.decimals) })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
        {list.length === 0 ? (
          <li className="wallet-empty" data-testid="wallet-empty">
            {wallet.isPending ? t('common.loading', { ns: 'translation' }) : t('wallet.empty')}
          </li>
        ) : null}
      </ul>
    </>
  )
}

/** The reward wallet (spec 001 §4 RechargeWallet): shortcuts, hide toggle, search, coins with usable amounts. */
export default function RechargeWallet() {
  return (
    <div className="wallet" data-testid="recharge-wallet">
      <WalletGate>{(user) => <CoinList user={user} />}</WalletGate>
    </div>
  )
}
