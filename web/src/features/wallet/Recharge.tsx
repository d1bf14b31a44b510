import type { CoinConfig } from '@phoswap/core/api/reward'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { type Address, formatUnits } from 'viem'
import { useRewardWallet } from '../../api/useRewardWallet'
import { routePath } from '../../app/routes'
import { useTokenBalances } from '../../chain/reads/useTokenBalances'
import { Button } from '../../ui/Button'
import { shortenAddress } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { useWalletActions } from './useWalletActions'
import { WalletGate, type WalletUser } from './WalletGate'
import {
  checkAmount,
  checkTransfer,
  formatWalletAmount,
  tabOf,
  transferQuoteShown,
  withdrawFeeShown,
} from './walletAmounts'
import { useChannelConfigs, useTransferConfigs } from './walletQueries'
import './wallet.css'

registerWalletTexts()

const TABS = ['deposit', 'withdraw', 'transfer'] as const
/** While a deposit waits for the indexer, the wallet is read again this often. */
const CREDIT_POLL_MS = 1500

type Actions = ReturnType<typeof useWalletActions>

/** The picked coin of a list: the one chosen while it is still offered, else the first. */
function usePickedCoin(coins: readonly CoinConfig[]) {
  const [picked, setPicked] = useState<number | undefined>(undefined)
  const coin = coins.find((c) => c.coin_id === picked) ?? coins[0]
  return [coin, (next: CoinConfig) => setPicked(next.coin_id)] as const
}

function useUsable(user: WalletUser, coinId: number | undefined, poll?: number | false) {
  const wallet = useRewardWallet(user.chainId, user.address, poll)
  const row = wallet.data?.list.find((c) => c.coin_id === coinId)
  return row ? BigInt(row.usable) : undefined
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="wallet-row">
      <span>{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  )
}

function AmountField({
  value,
  onChange,
  onMax,
  testId,
}: {
  value: string
  onChange: (text: string) => void
  onMax: () => void
  testId: string
}) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  return (
    <div className="wallet-field">
      <input
        data-testid={testId}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('recharge.amountPlaceholder')}
        aria-label={t('recharge.amount')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/,/g, '.'))}
      />
      <button type="button" className="wallet-field__max" data-testid={`${testId}-max`} onClick={onMax}>
        {t('recharge.max')}
      </button>
    </div>
  )
}

function DepositTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useChannelConfigs('recharge')
  const channel = configs.data?.channels.find((c) => c.chain_id === user.chainId)
  const [coin, pick] = usePickedCoin(channel?.list ?? [])
  const [text, setText] = useState('')
  // The usable amount before the deposit; the wallet is polled until the indexer credits more than it.
  const [waiting, setWaiting] = useState<{ coinId: number; before: bigint } | null>(null)
  const [credited, setCredited] = useState<{ amount: bigint; coin: string; decimals: number } | null>(null)
  const usable = useUsable(user, coin?.coin_id, waiting ? CREDIT_POLL_MS : false)
  const waitingUsable = useUsable(user, waiting?.coinId, waiting ? CREDIT_POLL_MS : false)
  const token = coin?.contract as Address | undefined
  const { balances, refetch } = useTokenBalances(user.chainId, user.address, token ? [token] : [])
  const onChain = token ? balances.get(token.toLowerCase()) : undefined

  useEffect(() => {
    if (!waiting || waitingUsable === undefined || waitingUsable <= waiting.before) return
    const config = channel?.list.find((c) => c.coin_id === waiting.coinId)
    setCredited({
      amount: waitingUsable - waiting.before,
      coin: config?.coin_en ?? '',
      decimals: config?.decimals ?? 18,
    })
    setWaiting(null)
  }, [waiting, waitingUsable, channel])

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!channel || !coin) return <p className="wallet-empty">{t('recharge.noChannel')}</p>

  async function submit() {
    if (!coin || !channel) return
    const check = checkAmount(text, coin.decimals, onChain)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }))
      return
    }
    const before = usable ?? 0n
    const hash = await actions.deposit({
      token: coin.contract as Address,
      receiver: channel.address as Address,
      amount: check.amount,
      decimals: coin.decimals,
      coin: coin.coin_en,
    })
    void refetch()
    if (hash) {
      setText('')
      setCredited(null)
      setWaiting({ coinId: coin.coin_id, before })
    }
  }

  return (
    <div className="wallet-form" data-testid="deposit-form">
      <CoinPicker coins={channel.list} value={coin} imageDomain={configs.data?.image_domain} onChange={pick} />
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => onChain !== undefined && setText(formatUnits(onChain, coin.decimals))}
        testId="deposit-amount"
      />
      <Row
        label={t('recharge.walletBalance')}
        value={onChain === undefined ? '--' : formatWalletAmount(onChain, coin.decimals)}
        testId="deposit-chain-balance"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatWalletAmount(usable, coin.decimals)}
        testId="deposit-usable"
      />
      <Row label={t('recharge.receiver')} value={shortenAddress(channel.address)} testId="deposit-receiver" />
      <Button block data-testid="deposit-submit" loading={actions.busy === 'deposit'} onClick={() => void submit()}>
        {t('recharge.confirmDeposit')}
      </Button>
      {waiting ? (
        <p className="wallet-status" role="status" data-testid="deposit-waiting">
          {t('recharge.waitingCredit')}
        </p>
      ) : null}
      {credited ? (
        <p className="wallet-status wallet-status--done" role="status" data-testid="deposit-credited">
          {t('recharge.credited', {
            amount: formatWalletAmount(credited.amount, credited.decimals),
            coin: credited.coin,
          })}
        </p>
      ) : null}
    </div>
  )
}

function WithdrawTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useChannelConfigs('withdraw')
  const channel = configs.data?.channels.find((c) => c.chain_id === user.chainId)
  const [coin, pick] = usePickedCoin(channel?.list ?? [])
  const [text, setText] = useState('')
  const usable = useUsable(user, coin?.coin_id)

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!channel || !coin) return <p className="wallet-empty">{t('recharge.noChannel')}</p>
  const fee = withdrawFeeShown(text, coin.decimals, coin.fee_rate_ppm)

  async function submit() {
    if (!coin || actions.busy) return
    const check = checkAmount(text, coin.decimals, usable, coin.fee_rate_ppm)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }))
      return
    }
    if (await actions.withdraw({ coinId: coin.coin_id, amount: check.amount, decimals: coin.decimals })) setText('')
  }

  // Max leaves room for the fee: the largest amount whose amount + fee fits in usable.
  const max = usable === undefined ? undefined : (usable * 1_000_000n) / (1_000_000n + BigInt(coin.fee_rate_ppm))

  return (
    <div className="wallet-form" data-testid="withdraw-form">
      <CoinPicker coins={channel.list} value={coin} imageDomain={configs.data?.image_domain} onChange={pick} />
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => max !== undefined && setText(formatUnits(max, coin.decimals))}
        testId="withdraw-amount"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatWalletAmount(usable, coin.decimals)}
        testId="withdraw-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatWalletAmount(fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="withdraw-fee"
      />
      <Button block data-testid="withdraw-submit" loading={actions.busy === 'withdraw'} onClick={() => void submit()}>
        {t('recharge.confirmWithdraw')}
      </Button>
      <Link className="wallet-link" to={routePath('withdraw_bill')} data-testid="withdraw-bill-link">
        {t('recharge.withdrawBill')}
      </Link>
    </div>
  )
}

function TransferTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useTransferConfigs()
  const [coin, pick] = usePickedCoin(configs.data?.list ?? [])
  const [address, setAddress] = useState('')
  const [text, setText] = useState('')
  const usable = useUsable(user, coin?.coin_id)

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!coin) return <p className="wallet-empty">{t('recharge.noCoins')}</p>
  const quote = transferQuoteShown(text, coin.decimals, coin.fee_rate_ppm)

  async function submit() {
    if (!coin || actions.busy) return
    const check = checkTransfer({ address, amount: text }, coin.decimals, coin.fee_rate_ppm, usable, user.address)
    if (!check.ok) {
      const key = check.key === 'badAddress' || check.key === 'self' ? 'recharge.badAddress' : check.key
      showToast(t(key, { ns: key.startsWith('recharge.') ? WALLET_NAMESPACE : 'translation' }))
      return
    }
    if (await actions.transfer({ to: check.to, coinId: coin.coin_id, quote: check.quote })) {
      setText('')
      setAddress('')
    }
  }

  // Max: the largest received amount whose amount + fee (rounded up) fits in usable.
  const max = usable === undefined ? undefined : (usable * 1_000_000n) / (1_000_000n + BigInt(coin.fee_rate_ppm)) - 1n

  return (
    <div className="wallet-form" data-testid="transfer-form">
      <CoinPicker
        coins={configs.data?.list ?? []}
        value={coin}
        imageDomain={configs.data?.image_domain}
        onChange={pick}
      />
      <div className="wallet-field">
        <input
          data-testid="transfer-address"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('recharge.addressPlaceholder')}
          aria-label={t('recharge.toAddress')}
          value={address}
          onChange={(event) => setAddress(event.target.value.trim())}
        />
      </div>
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => max !== undefined && max > 0n && setText(formatUnits(max, coin.decimals))}
        testId="transfer-amount"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatWalletAmount(usable, coin.decimals)}
        testId="transfer-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatWalletAmount(quote?.fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-fee"
      />
      <Row
        label={t('recharge.total')}
        value={`${formatWalletAmount(quote?.amount ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-total"
      />
      <Button block data-testid="transfer-submit" loading={actions.busy === 'transfer'} onClick={() => void submit()}>
        {t('recharge.confirmTransfer')}
      </Button>
    </div>
  )
}

function RechargeTabs({ user }: { user: WalletUser }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('id'))
  const actions = useWalletActions(user)
  return (
    <>
      <div className="wallet-tabs" role="tablist" aria-label={t('recharge.tabs')}>
        {TABS.map((name, id) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`recharge-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="recharge-panel"
            className="wallet-tabs__tab"
            data-testid={`recharge-tab-${id}`}
            onClick={() => setParams({ id: String(id) }, { replace: true })}
          >
            {t(`wallet.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="recharge-panel" aria-labelledby={`recharge-tab-${tab}`}>
        {tab === 0 ? <DepositTab user={user} actions={actions} /> : null}
        {tab === 1 ? <WithdrawTab user={user} actions={actions} /> : null}
        {tab === 2 ? <TransferTab user={user} actions={actions} /> : null}
      </div>
    </>
  )
}

/** Recharge?id=0|1|2 (spec 001 §4): deposit, withdraw and transfer of the reward wallet. */
export default function Recharge() {
  return (
    <div className="wallet" data-testid="recharge">
      <WalletGate>{(user) => <RechargeTabs user={user} />}</WalletGate>
    </div>
  )
}
