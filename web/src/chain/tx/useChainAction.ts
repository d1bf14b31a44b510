import { useCallback, useContext, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { showToast } from '../../ui/toastStore'
import { useSwapSettings } from '../settings/useSwapSettings'
import { useWalletState } from '../wallet/walletState'
import { ActivityApprovalContext } from './activityApproval'
import type { ActionContext, ApproveStep } from './chainActions'
import type { ChainErrorKind } from './chainError'
import { approvalFailed, type FailureKeys, transactionFailed } from './failureKeys'
import { loadActionCode } from './loadActionCode'
import type { PendingState } from './pendingState'
import type { PermitInput, PermitSignature } from './permit'
import type { SendStep, StepResult } from './sendStep'
import type { TxCall } from './txCalls'
import { useTransactions } from './useTransactions'

export type { ApproveStep } from './chainActions'

/** The actions' code and their failure map, loaded on the first action (see txRunner.ts and chainActions.ts). */
const runner = () => import('./txRunner')

/**
 * The one path of every on-chain action of the app (Swap, Liquidity, Remove, Flash, Mining): approve (or sign a
 * permit), simulate, send with the gas rules of `sendChecked`, record the transaction, show the pending popup,
 * wait for the receipt, refetch the screen's reads, and turn a refusal or a revert into the spec's message (000 §8).
 * `refetch` is the screen's batched-read refresh; it runs after every step, whatever its outcome. The hook holds the
 * popup's state; the steps run in chainActions.ts, loaded with the first action.
 */
export function useChainAction(chainId: number, refetch: () => unknown) {
  const { address } = useWalletState()
  const { t } = useTranslation()
  const [settings] = useSwapSettings()
  const transactions = useTransactions()
  const activity = useContext(ActivityApprovalContext)
  const [pending, setPendingState] = useState<PendingState | null>(null)
  // A mirror of the popup's state for the receipt's outcome, which must know whether the user closed the popup.
  const pendingRef = useRef<PendingState | null>(null)
  const setPending = useCallback(
    (next: PendingState | null | ((current: PendingState | null) => PendingState | null)) => {
      pendingRef.current = typeof next === 'function' ? next(pendingRef.current) : next
      setPendingState(pendingRef.current)
    },
    [],
  )
  const currentPending = () => pendingRef.current

  const context = (account: Address): ActionContext => ({
    chainId,
    account,
    gasPriceType: settings.gasPriceType,
    activity,
    t,
    record: (sent, title, announcesResult) => transactions.add(sent, title, { announcesResult }),
    setPending,
    currentPending,
    refetch,
  })

  /** The actions' code; when it did not arrive nothing was sent: the step's failure message, as before a wallet. */
  async function code(failure: FailureKeys) {
    const loaded = await loadActionCode(runner)
    if (!loaded) {
      setPending(null)
      showToast(t(failure('other')), 'error')
      await refetch()
    }
    return loaded
  }

  /** Runs the call on the latest block before any wallet opens: the error when it would revert, else null. */
  async function check(call: TxCall): Promise<unknown> {
    if (!address) return new Error('no connected account')
    try {
      return (await runner()).checkCall(context(address), call)
    } catch (error) {
      return error
    }
  }

  /** How an error of `check` or of a step failed (the failure map loads with the action's code). */
  async function classify(error: unknown): Promise<ChainErrorKind> {
    return (await loadActionCode(runner))?.classifyChainError(error) ?? 'other'
  }

  async function send(step: SendStep): Promise<StepResult> {
    if (!address) return { ok: false }
    const account = address
    // The popup shows from the press, while the step's code loads on the first action.
    const shown = step.pending
    if (shown) setPending({ status: shown.status, text: shown.text, chainId })
    const loaded = await code(step.failure ?? transactionFailed)
    return loaded ? loaded.sendAction(context(account), step) : { ok: false }
  }

  /** approve(spender, max), then the activity's second authorisation when it applies (chainActions.ts). */
  async function approve(step: ApproveStep): Promise<boolean> {
    if (!address) return false
    const account = address
    const loaded = await code(approvalFailed)
    return loaded ? loaded.approveAction(context(account), step) : false
  }

  /** The EIP-2612 permit signed in the wallet instead of an approval transaction; null when refused or failed. */
  async function permit(input: Omit<PermitInput, 'chainId' | 'owner'>): Promise<PermitSignature | null> {
    if (!address) return null
    const account = address
    const loaded = await loadActionCode(runner)
    if (!loaded) showToast(t('signatureFailed'), 'error')
    return loaded ? loaded.permitAction(context(account), input) : null
  }

  return { pending, setPending, currentPending, check, classify, send, approve, permit }
}

export type ChainAction = ReturnType<typeof useChainAction>
