import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useTokenBalances } from '../../chain/reads/useTokenBalances'
import type { WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance, shortenAddress } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { WALLET_NAMESPACE } from './i18n'
import { PendingDeposits } from './PendingDeposits'
import { type Actions, AmountField, Row, usePickedCoin, useUsable } from './rechargeParts'
import { checkAmount } from './walletAmounts'
import { useChannelConfigs } from './walletQueries'

/** While a deposit waits for the indexer, the wallet is read again this often. */
const CREDIT_POLL_MS = 1500

export function DepositTab({ user, actions }: { user: WalletUser; actions: Actions }) {
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
        onMax={() => onChain !== undefined && setText(amountInputText(onChain, coin.decimals))}
        testId="deposit-amount"
      />
      <Row
        label={t('recharge.walletBalance')}
        value={onChain === undefined ? '--' : formatBalance(onChain, coin.decimals)}
        testId="deposit-chain-balance"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatBalance(usable, coin.decimals)}
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
      <PendingDeposits user={user} watching={!!waiting} />
      {credited ? (
        <p className="wallet-status wallet-status--done" role="status" data-testid="deposit-credited">
          {t('recharge.credited', {
            amount: formatBalance(credited.amount, credited.decimals),
            coin: credited.coin,
          })}
        </p>
      ) : null}
    </div>
  )
}
