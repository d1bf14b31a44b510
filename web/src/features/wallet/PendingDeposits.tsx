import type { PendingDeposit } from '@phoswap/core/api/reward'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { rewardWalletKey } from '../../api/useRewardWallet'
import type { WalletUser } from '../../session/WalletGate'
import { formatBalance } from '../../ui/format'
import { WALLET_NAMESPACE } from './i18n'
import { usePendingDeposits } from './walletQueries'

const NONE: PendingDeposit[] = []
const keyOf = (d: PendingDeposit) => `${d.tx_hash}:${d.log_index}`

/**
 * The user's mined deposits that wait for the chain's confirmations: "pending, n of m confirmations" each. The
 * region is always in the page and polite, so a screen reader hears a deposit appear, count up and leave. When
 * one leaves the list (the indexer credited it), the wallet's balances are read again.
 */
export function PendingDeposits({ user, watching = false }: { user: WalletUser; watching?: boolean }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const queryClient = useQueryClient()
  const pending = usePendingDeposits(user.chainId, user.address, watching)
  const list = pending.data?.list ?? NONE
  const shown = useRef(new Set<string>())

  useEffect(() => {
    const now = new Set(list.map(keyOf))
    const left = [...shown.current].some((key) => !now.has(key))
    shown.current = now
    if (left) {
      void queryClient.invalidateQueries({ queryKey: rewardWalletKey(user.chainId, user.address) })
      void queryClient.invalidateQueries({ queryKey: ['reward', 'record-list'] })
    }
  }, [list, queryClient, user.chainId, user.address])

  return (
    <section
      className="wallet-pending"
      aria-live="polite"
      aria-label={t('pending.title')}
      data-testid="pending-deposits"
    >
      {list.length > 0 ? (
        <div className="wallet-pending__box">
          <h2 className="wallet-pending__title">{t('pending.title')}</h2>
          <ul className="wallet-pending__list">
            {list.map((d) => (
              <li key={keyOf(d)} className="wallet-pending__item" data-testid="pending-deposit">
                <strong className="wallet-pending__amount">
                  {formatBalance(BigInt(d.amount), d.decimals)} {d.coin}
                </strong>
                <span className="wallet-pending__state" data-testid="pending-deposit-state">
                  {t('pending.state', { n: Math.min(d.confirmations, d.required), m: d.required })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
