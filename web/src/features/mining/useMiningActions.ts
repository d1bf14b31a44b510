import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useChainAction } from '../../chain/tx/useChainAction'
import { useWalletState } from '../../chain/wallet/walletState'
import { formatBalance, formatCountdown } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import type { PanelState } from './farmReads'
import { MINING_NAMESPACE } from './i18n'
import { approveSpender, harvestCall, isLockedError, type StakeAction, stakeCall } from './miningCalls'
import type { MiningPanel } from './miningPanels'
import { chainNow } from './poolFigures'
import { reportLpDeposit } from './reportLpDeposit'

export type Busy = 'approve' | 'harvest' | StakeAction

/**
 * The panel actions through the one transaction path: approve, harvest, stake and unstake. A stake or unstake is
 * simulated first (an early withdrawal from the lock staking is refused with a message and never sent); each
 * screen-announced result is a toast, and the panel's reads refresh after the receipt.
 */
export function useMiningActions(chainId: number, refetch: () => unknown, latestBlockTimestamp: number | undefined) {
  const { address } = useWalletState()
  const { t } = useTranslation(MINING_NAMESPACE)
  const action = useChainAction(chainId, refetch)
  const [busy, setBusy] = useState<Record<string, Busy | undefined>>({})
  const mark = (key: string, value: Busy | undefined) => setBusy((b) => ({ ...b, [key]: value }))

  async function approve(panel: MiningPanel) {
    if (!address) return
    mark(panel.key, 'approve')
    // Spec 000 §4: the allowance is read again after the receipt; the button hides once it is not zero.
    await action.approve({
      token: panel.stakeToken,
      spender: approveSpender(panel),
      title: t('record.approve', { symbol: panel.stakeSymbol }),
      announcesResult: true,
      confirmedText: t('toast.approved'),
    })
    mark(panel.key, undefined)
  }

  async function harvest(panel: MiningPanel, state: PanelState | undefined) {
    if (!address) return
    if (!state || state.profit === 0n) {
      showToast(t('swap162', { ns: 'translation' }))
      return
    }
    mark(panel.key, 'harvest')
    const sent = await action.send({
      call: harvestCall(panel),
      title: t('record.harvest', { symbol: panel.rewardSymbol }),
      announcesResult: true,
      awaitReceipt: true,
    })
    if (sent.ok) showToast(t('swap67', { ns: 'translation' }), 'success')
    mark(panel.key, undefined)
  }

  /**
   * Checks the stake or unstake by simulating it; returns false (and says why) when it would fail, so the popup
   * stays open and nothing is sent. Otherwise sends it in the background and returns true (the popup closes).
   */
  async function submit(panel: MiningPanel, stake: StakeAction, amount: bigint, state: PanelState | undefined) {
    if (!address) return false
    const call = stakeCall(panel, stake, amount, address)
    const error = await action.check(call)
    if (error) {
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
    void run(panel, stake, amount, call)
    return true
  }

  async function run(panel: MiningPanel, stake: StakeAction, amount: bigint, call: ReturnType<typeof stakeCall>) {
    const account = address
    if (!account) return
    mark(panel.key, stake)
    const shown = formatBalance(amount, panel.stakeDecimals)
    const sent = await action.send({
      call,
      title: t(`record.${stake}`, { amount: shown, symbol: panel.stakeSymbol }),
      announcesResult: true,
      awaitReceipt: true,
    })
    if (sent.ok) {
      showToast(t(stake === 'stake' ? 'toast.staked' : 'toast.unstaked'), 'success')
      // Spec 000 §4: a deposit into the PHO-USDT pool also updates the star card and reports the LP.
      if (stake === 'stake' && panel.kind === 'farm' && panel.showTotals) {
        void reportLpDeposit({ address: account, chainId }, sent.hash)
      }
    }
    mark(panel.key, undefined)
  }

  return { busy, approve, harvest, submit }
}
