import { useCallback, useContext, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '../../ui/toastStore'
import { useSwapSettings } from '../settings/useSwapSettings'
import { loadWallet } from '../wallet/loadWallet'
import { useWalletState } from '../wallet/walletState'
import { ActivityApprovalContext, activitySpenderFor } from './activityApproval'
import { classifyChainError } from './chainError'
import { approvalFailed } from './failureMessage'
import { approveCall } from './lazyTxCalls'
import type { PendingState } from './pendingState'
import type { PermitInput, PermitSignature } from './permit'
import { type SendStep, type StepResult, sendStep } from './sendStep'
import type { TxCall } from './txCalls'
import { useTransactions } from './useTransactions'

/** The action's running code, loaded on the first action (see txRunner.ts). */
const runner = () => import('./txRunner')

/** wagmi's config for an action: the wallet module is loaded by then (an action needs a connected wallet). */
const walletConfig = async () => (await loadWallet()).wagmiConfig

export interface ApproveStep {
  token: TxCall['to']
  spender: TxCall['to']
  title: string
  announcesResult?: boolean
  /** A toast once the approval is confirmed (mining says "Approved"; the trade screens stay silent). */
  confirmedText?: string
}

/**
 * The one path of every on-chain action of the app (Swap, Liquidity, Remove, Flash, Mining): approve (or sign a
 * permit), simulate, send with the gas rules of `sendChecked`, record the transaction, show the pending popup,
 * wait for the receipt, refetch the screen's reads, and turn a refusal or a revert into the spec's message (000 §8).
 * `refetch` is the screen's batched-read refresh; it runs after every step, whatever its outcome.
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

  /** Runs the call on the latest block before any wallet opens: the error when it would revert, else null. */
  async function check(call: TxCall): Promise<unknown> {
    if (!address) return new Error('no connected account')
    try {
      const { simulateTx } = await runner()
      await simulateTx(await walletConfig(), {
        chainId,
        account: address,
        to: call.to,
        data: call.data,
        value: call.value ?? 0n,
      })
      return null
    } catch (error) {
      return error
    }
  }

  function send(step: SendStep): Promise<StepResult> {
    const account = address
    if (!account) return Promise.resolve({ ok: false })
    return sendStep(
      {
        chainId,
        send: async (call) =>
          (await runner()).sendChecked(await walletConfig(), {
            chainId,
            account,
            to: call.to,
            data: call.data,
            value: call.value ?? 0n,
            gasPriceType: settings.gasPriceType,
          }),
        waitReceipt: async (hash) =>
          (await runner()).waitForTransactionReceipt(await walletConfig(), { hash, chainId }),
        record: (sent, title, announcesResult) => transactions.add(sent, title, { announcesResult }),
        setPending,
        currentPending: () => pendingRef.current,
        sayError: (message) => showToast(t(message.key, message.values ?? {}), 'error'),
        refetch,
      },
      step,
    )
  }

  /**
   * approve(spender, max), confirmed before it resolves: the approve button must not come back meanwhile. When the
   * token is the chain's activity stablecoin (spec 000 §4), its second authorisation follows.
   */
  async function approve(step: ApproveStep): Promise<boolean> {
    const result = await send({
      call: approveCall(step.token, step.spender),
      title: step.title,
      announcesResult: step.announcesResult,
      awaitReceipt: true,
      failure: approvalFailed,
    })
    if (result.ok && step.confirmedText) showToast(step.confirmedText, 'success')
    if (result.ok) await approveForActivity(step)
    return result.ok
  }

  /**
   * The second authorisation: approve(activity spender, max) after its receipt, then `POST /activity/join`. The
   * first approval stands whatever happens here (a refusal says so like any approval and the join is not posted).
   */
  async function approveForActivity(step: ApproveStep): Promise<void> {
    const account = address
    if (!account) return
    let spender: TxCall['to'] | undefined
    try {
      spender = activitySpenderFor(await activity.list(), chainId, step.token, step.spender)
    } catch (error) {
      console.warn('activity approvals', error)
    }
    if (!spender) return
    const second = await send({
      call: approveCall(step.token, spender),
      title: step.title,
      awaitReceipt: true,
      failure: approvalFailed,
    })
    if (second.ok) await activity.join(account)
  }

  /** The EIP-2612 permit signed in the wallet instead of an approval transaction; null when refused or failed. */
  async function permit(input: Omit<PermitInput, 'chainId' | 'owner'>): Promise<PermitSignature | null> {
    if (!address) return null
    try {
      const { permitTypedData, signTypedData, splitPermitSignature } = await runner()
      const typed = permitTypedData({ ...input, chainId, owner: address })
      return splitPermitSignature(await signTypedData(await walletConfig(), { account: address, ...typed }))
    } catch (error) {
      console.warn('permit', error)
      showToast(t(classifyChainError(error) === 'rejected' ? 'transactionRejected' : 'signatureFailed'), 'error')
      return null
    }
  }

  /** The popup's state now (null once the user closed it), for a screen that acts after the receipt. */
  const currentPending = () => pendingRef.current

  return { pending, setPending, currentPending, check, send, approve, permit }
}

export type ChainAction = ReturnType<typeof useChainAction>
