import { formatDisplayAmount } from '@phoswap/core/format/formatDisplayAmount'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address, Hex } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { classifyChainError } from '../../chain/tx/chainError'
import { sendChecked, simulateTx } from '../../chain/tx/sendChecked'
import { useTransactions } from '../../chain/tx/useTransactions'
import { showToast } from '../../ui/toastStore'
import type { PanelState } from './farmReads'
import { MINING_NAMESPACE } from './i18n'
import { approveCall, harvestCall, isLockedError, type StakeAction, stakeCall } from './miningCalls'
import type { MiningPanel } from './miningPanels'
import { chainNow, formatCountdown } from './poolFigures'
import { reportLpDeposit } from './reportLpDeposit'

export type Busy = 'approve' | 'harvest' | StakeAction

/**
 * The panel actions: approve, harvest, stake and unstake. Each call is simulated first (a call that would revert,
 * such as an early withdrawal from the lock staking, is refused with a message and never sent), then sent with
 * the swap's gas rules (1.1 x estimate + margin, the chosen gas price type); the hash joins the transaction
 * record at once, and the panel's reads refresh after the receipt.
 */
export function useMiningActions(chainId: number, refetch: () => unknown, latestBlockTimestamp: number | undefined) {
  const config = useConfig()
  const { address, connector } = useConnection()
  const { t } = useTranslation(MINING_NAMESPACE)
  const [settings] = useSwapSettings()
  const transactions = useTransactions()
  const [busy, setBusy] = useState<Record<string, Busy | undefined>>({})
  const mark = (key: string, value: Busy | undefined) => setBusy((b) => ({ ...b, [key]: value }))

  const send = (account: Address, call: { to: Address; data: Hex }) =>
    sendChecked(config, { chainId, account, ...call, value: 0n, gasPriceType: settings.gasPriceType })

  const sayFailure = (error: unknown, fallbackKey: string) => {
    console.warn('mining', error)
    showToast(
      classifyChainError(error) === 'rejected'
        ? t('transactionRejected', { ns: 'translation' })
        : t(fallbackKey, { ns: 'translation' }),
      'error',
    )
  }

  async function approve(panel: MiningPanel) {
    if (!address) return
    mark(panel.key, 'approve')
    try {
      const { hash, nonce } = await send(address, approveCall(panel))
      transactions.add({ hash, nonce }, t('record.approve', { symbol: panel.stakeSymbol }), {
        announcesResult: true,
      })
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status === 'success') showToast(t('toast.approved'), 'success')
      else showToast(t('swap74', { ns: 'translation' }), 'error')
    } catch (error) {
      sayFailure(error, 'swap74')
    } finally {
      // Spec 000 §4: the allowance is read again after the receipt; the button hides once it is not zero.
      await refetch()
      mark(panel.key, undefined)
    }
  }

  async function harvest(panel: MiningPanel, state: PanelState | undefined) {
    if (!address) return
    if (!state || state.profit === 0n) {
      showToast(t('swap162', { ns: 'translation' }))
      return
    }
    mark(panel.key, 'harvest')
    try {
      const { hash, nonce } = await send(address, harvestCall(panel))
      transactions.add({ hash, nonce }, t('record.harvest', { symbol: panel.rewardSymbol }), {
        announcesResult: true,
      })
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status === 'success') showToast(t('swap67', { ns: 'translation' }), 'success')
      else showToast(t('swap26', { ns: 'translation' }), 'error')
    } catch (error) {
      sayFailure(error, 'swap26')
    } finally {
      await refetch()
      mark(panel.key, undefined)
    }
  }

  /**
   * Checks the stake or unstake by simulating it; returns false (and says why) when it would fail, so the popup
   * stays open and nothing is sent. Otherwise sends it in the background and returns true (the popup closes).
   */
  async function submit(panel: MiningPanel, action: StakeAction, amount: bigint, state: PanelState | undefined) {
    if (!address) return false
    const call = stakeCall(panel, action, amount, address)
    try {
      await simulateTx(config, { chainId, account: address, ...call, value: 0n })
    } catch (error) {
      if (isLockedError(error)) {
        const left = state?.unlockAt
          ? formatCountdown(state.unlockAt, chainNow(Date.now() / 1000, latestBlockTimestamp))
          : null
        showToast(left ? t('toast.locked', { time: left }) : t('toast.lockedNow'), 'error')
      } else {
        console.warn('mining simulate', error)
        showToast(t('toast.wouldFail'), 'error')
      }
      return false
    }
    void run(panel, action, amount, call, address)
    return true
  }

  async function run(
    panel: MiningPanel,
    action: StakeAction,
    amount: bigint,
    call: { to: Address; data: Hex },
    account: Address,
  ) {
    mark(panel.key, action)
    try {
      const { hash, nonce } = await send(account, call)
      const shown = formatDisplayAmount(amount, panel.stakeDecimals)
      transactions.add({ hash, nonce }, t(`record.${action}`, { amount: shown, symbol: panel.stakeSymbol }), {
        announcesResult: true,
      })
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') {
        showToast(t('swap26', { ns: 'translation' }), 'error')
        return
      }
      showToast(t(action === 'stake' ? 'toast.staked' : 'toast.unstaked'), 'success')
      await refetch()
      // Spec 000 §4: a deposit into the PHO-USDT pool also updates the star card and reports the LP.
      if (action === 'stake' && panel.kind === 'farm' && panel.showTotals) {
        void reportLpDeposit(config, { address: account, chainId, connector }, hash)
      }
    } catch (error) {
      sayFailure(error, 'swap26')
    } finally {
      await refetch()
      mark(panel.key, undefined)
    }
  }

  return { busy, approve, harvest, submit }
}
