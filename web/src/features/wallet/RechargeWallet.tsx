import type { QuoteData } from '@phoswap/core/api/market'
import type { WalletCoin } from '@phoswap/core/api/reward'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { imageUrl } from '../../api/imageUrl'
import { useIndexConfig } from '../../api/useIndexConfig'
import { useRewardWallet } from '../../api/useRewardWallet'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { formatBalance } from '../../ui/format'
import { BillIcon, DepositIcon, EyeIcon, EyeOffIcon, SearchIcon, WithdrawIcon } from '../../ui/pageIcons'
import { storedValue, useStoredValue } from '../../ui/storedValue'
import { TokenIcon } from '../../ui/TokenIcon'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { PendingDeposits } from './PendingDeposits'
import { VerifyBalanceButton } from './verify/VerifyBalanceButton'
import { filterCoins, usableTotal } from './walletAmounts'
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

/** The card's total in USDT of the coins with a market price; the others are named (spec 001 §4 "Wallet"). */
function UsableTotalLine({ user, hidden, coins }: { user: WalletUser; hidden: boolean; coins?: WalletCoin[] }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const quotes = useQuery({
    queryKey: ['index', 'quote', user.chainId],
    queryFn: ({ signal }) =>
      apiGet<QuoteData>('/index/quote', { query: { chain_id: user.chainId }, signal, quiet: true }),
    staleTime: 30_000,
  })
  if (!coins) return null
  const { total, unpriced } = usableTotal(coins, quotes.data?.list ?? [])
  return (
    <>
      <p className="wallet-card__total">
        <span data-testid="wallet-total">{hidden ? HIDDEN : `≈ ${formatBalance(total, 18)} USDT`}</span>
      </p>
      {unpriced.length > 0 ? (
        <p className="wallet-card__unpriced" data-testid="wallet-total-unpriced">
          {t('wallet.unpriced', { coins: unpriced.join(', ') })}
        </p>
      ) : null}
    </>
  )
}

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
        <UsableTotalLine user={user} hidden={hidden} coins={wallet.data?.list} />
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
                {hidden ? HIDDEN : formatBalance(coin.usable, coin.decimals)}
              </strong>
              {coin.debt !== '0' ? (
                <span className="wallet-coin__debt" data-testid={`wallet-debt-${coin.coin_en}`}>
                  {t('wallet.debt', { amount: hidden ? HIDDEN : formatBalance(coin.debt, coin.decimals) })}
                </span>
              ) : null}
              <VerifyBalanceButton user={user} coin={coin} />
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
